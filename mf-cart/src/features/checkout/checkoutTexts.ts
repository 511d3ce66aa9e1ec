import type { OrderParticipantStatus } from '@amb/shared-contracts/core';

export const CHECKOUT_TEXTS = {
  reviewHeading: 'Ihre Bestellung im Überblick',
  optionsHeading: 'Rechnungsadresse und Bestellangaben',
  purchaseOrderNumber: 'Bestellnummer',
  costCentre: 'Kostenstelle',
  remarks: 'Bemerkungen',
  total: 'Gesamtsumme',
  participants: 'Teilnehmende',
  toCart: 'Zurück zum Warenkorb',
  empty: 'Ihr Warenkorb ist leer. Es gibt nichts zu buchen.',
  toSeminars: 'Zu den Seminaren',
  loginNeeded:
    'Bitte melden Sie sich an oder registrieren Sie sich, um die Buchung abzuschließen. Ihr Warenkorb bleibt dabei erhalten.',
  login: 'Anmelden',
  register: 'Registrieren',
  termsBefore: 'Ich habe die ',
  termsLink: 'AGB',
  termsAfter: ' und die Stornobedingungen gelesen und akzeptiere sie.',
  waitlist: 'Meine Gruppe bei ausgebuchten Terminen auf die Warteliste setzen',
  waitlistHint:
    'Eine Gruppe auf der Warteliste bekommt keinen Platz zugesagt. Werden genug Plätze frei, reservieren wir sie für alle Teilnehmenden der Gruppe und benachrichtigen Sie per E-Mail.',
  submit: 'Verbindlich buchen',
  confirmationHeading: 'Vielen Dank für Ihre Buchung',
  orderNumber: 'Bestellnummer',
  confirmationMail: 'Eine Bestätigung haben wir Ihnen per E-Mail geschickt.',
  pdf: 'Bestätigung als PDF',
} as const;

/** What each participant of the order holds, in German ('reserviert bis …' with the date). */
export const PARTICIPANT_STATUS_TEXTS: Record<OrderParticipantStatus, string> = {
  booked: 'Gebucht',
  reserved: 'Reserviert',
  waiting: 'Auf der Warteliste',
  expired: 'Reservierung abgelaufen',
  cancelled: 'Storniert',
};
