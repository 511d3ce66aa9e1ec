import type { OrderParticipantStatus } from '@amb/shared-contracts/core';

export const CHECKOUT_TEXTS = {
  reviewHeading: 'Ihre Angaben prüfen',
  stepOf: (number: number, total: number) => `Schritt ${number} von ${total}`,
  next: 'Weiter',
  saveAndNext: 'Speichern und weiter',
  backToReview: 'Speichern und zurück zur Prüfung',
  change: 'Ändern',
  changeWhat: (what: string) => `${what} ändern`,
  optionsHeading: 'Rechnungsadresse und Bestellangaben',
  billingAddress: 'Rechnungsadresse',
  purchaseOrderNumber: 'Bestellnummer',
  costCentre: 'Kostenstelle',
  remarks: 'Bemerkungen',
  legalBasesHeading: 'Rechtsgrundlage der Schulung',
  participantsHeading: 'Teilnehmende',
  costsHeading: 'Kosten',
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
  suggestedAddress: 'Aus Ihrem Kundenkonto übernommen. Bitte prüfen Sie die Angaben.',
  noParticipants: (title: string) => `Bitte tragen Sie für „${title}“ mindestens einen Teilnehmer ein.`,
  noOptions: 'Bitte geben Sie die Rechnungsadresse an.',
  seatsHeading: 'Freie Plätze',
  kind: 'Art',
  board: 'Verpflegung/Übernachtung',
  email: 'E-Mail-Adresse',
  brFunction: 'BR-Funktion',
  waitlistLine: 'Auf die Warteliste (die ganze Gruppe)',
  orderNumber: 'Bestellnummer',
  confirmationMail: 'Eine Bestätigung haben wir Ihnen per E-Mail geschickt.',
  reservationNote:
    'Eine Reservierung ist kostenfrei und noch keine Buchung. Buchen Sie sie vor Ablauf verbindlich, sonst wird der Platz wieder frei.',
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
