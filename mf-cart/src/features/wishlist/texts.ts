import { MEMBER_AREA } from '@amb/shared-contracts/core';

/** The wish-list pages' German texts (their tests and the e2e test read them from here). */
export const WISHLIST_TEXTS = {
  loggedOut: `Die Merkliste ist eine Funktion für Mitglieder von ${MEMBER_AREA}. Bitte melden Sie sich an oder registrieren Sie sich, um sich Seminartermine zu merken.`,
  login: 'Anmelden',
  register: 'Registrieren',
  empty: 'Ihre Merkliste ist leer. Merken Sie sich Termine mit dem Herz in der Seminarübersicht.',
  toSeminars: 'Zu den Seminaren',
  addToCart: 'In den Warenkorb',
  remove: 'Entfernen',
  removed: (title: string) => `„${title}“ wurde von der Merkliste entfernt.`,
  moved: (title: string) => `„${title}“ liegt jetzt im Warenkorb und wurde von der Merkliste entfernt.`,
  toCart: 'Zum Warenkorb',
  failed: 'Die Merkliste konnte gerade nicht geändert werden. Bitte versuchen Sie es später noch einmal.',
  count: (n: number) => (n === 1 ? '1 gemerkter Termin' : `${n} gemerkte Termine`),
} as const;
