/**
 * German texts of the waiting-list offer and of the reservations, shared by the api (its 409s) and the pages
 * (buttons and states). Dates come in formatted (rules/dates), so this file needs no moment.
 */
export const WAITLIST_TEXTS = {
  /** The button of a full date's offer: it sends the add to the cart again with `waitlist: true`. */
  offer: 'Auf die Warteliste setzen',
  /** A fully booked date, on the date itself in place of the cart button. */
  fullDate: 'Ausgebucht. Ihre Gruppe kann auf die Warteliste: Werden genug Plätze frei, reservieren wir sie für alle.',
  added:
    'Der Termin liegt im Warenkorb. Bei der Buchung kommen Ihre Teilnehmer auf die Warteliste; werden genug Plätze frei, reservieren wir sie für alle und benachrichtigen Sie per E-Mail.',
} as const;

export const RESERVATION_TEXTS = {
  heading: 'Ihre Reservierungen',
  confirm: 'Verbindlich buchen',
  addAgain: 'Termin erneut in den Warenkorb',
  reservedUntil: (dateTime: string) => `reserviert bis ${dateTime}`,
  confirmed: (name: string) => `Der Platz von ${name} ist jetzt verbindlich gebucht.`,
  expired: (name: string, date: string) =>
    `Die Reservierung für ${name} ist am ${date} abgelaufen; der Platz wurde freigegeben.`,
  addedAgain: 'Der Termin liegt wieder im Warenkorb.',
  failed: 'Die Reservierung konnte gerade nicht geändert werden. Bitte versuchen Sie es später noch einmal.',
} as const;

/** The labels of a participant's fields, the same in the cart, the checkout and a conference's booking. */
export const PARTICIPANT_FIELD_LABELS = {
  salutation: 'Anrede',
  title: 'Titel (optional)',
  firstname: 'Vorname',
  lastname: 'Nachname',
  email: 'E-Mail-Adresse',
  brFunction: 'BR-Funktion (optional)',
  legalBasis: 'Rechtsgrundlage der Schulung',
  board: 'Verpflegung/Übernachtung',
  kind: 'Buchung oder Reservierung',
  reservationHint: (days: number) =>
    `Eine Reservierung hält den Platz ${days} Tage lang für Sie frei, höchstens bis zum Seminarbeginn, und ist bis dahin kostenfrei. Vor Ablauf können Sie sie in eine Buchung umwandeln; danach wird der Platz wieder frei.`,
} as const;
