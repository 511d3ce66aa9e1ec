import {
  PARTICIPANT_FIELD_LABELS,
  personCount,
  seatCount,
  seatsLeftText,
  type CartItemState,
} from '@amb/shared-contracts/core';

/** The German texts of the cart page. */
export const CART_TEXTS = {
  empty: 'Ihr Warenkorb ist leer. Wählen Sie einen Seminartermin aus unserem Programm.',
  toSeminars: 'Zu den Seminaren',
  itemsHeading: 'Ihre Seminartermine',
  workshops: 'Workshops',
  noWorkshops: 'noch nicht gewählt',
  memberPrice: 'Mitgliederpreis',
  thisParticipant: 'diesen Teilnehmer',
  hotel: 'Hotel',
  place: 'Ort',
  dates: 'Termin',
  removeItem: 'Aus dem Warenkorb entfernen',
  removeItemFailed: 'Der Termin konnte gerade nicht entfernt werden. Bitte versuchen Sie es erneut.',
  costCalculator: 'Kostenrechner',
  onlineFax: 'Online-Fax',
  participantsHeading: 'Teilnehmende',
  noParticipants: 'Noch keine Teilnehmenden eingetragen. Bitte tragen Sie mindestens eine Person ein.',
  addParticipant: 'Teilnehmer hinzufügen',
  saveParticipant: 'Teilnehmer speichern',
  editParticipant: 'Bearbeiten',
  deleteParticipant: 'Entfernen',
  participantRemoved: (name: string) => `${name} ist entfernt.`,
  itemRemoved: (title: string) => `„${title}“ ist aus dem Warenkorb entfernt.`,
  seatChoice: (n: number) =>
    `Für diesen Termin ${seatsLeftText(n)}. Mit dieser Person wäre Ihre Gruppe größer: Sie kann als Ganzes auf die Warteliste, oder Sie buchen mit weniger Teilnehmenden.`,
  toWaitlist: 'Auf die Warteliste setzen',
  waitlistLabel: 'Warteliste',
  fewer: 'Mit weniger Teilnehmenden buchen',
  waitlistNotice: (group: number, seats: number) =>
    `Für diesen Termin ${seatsLeftText(seats)}, Ihre Gruppe hat ${personCount(group)}: Sie kommt bei der Buchung als Ganzes auf die Warteliste. Werden genug Plätze frei, reservieren wir sie für alle und benachrichtigen Sie per E-Mail. Wenn Sie lieber sofort buchen möchten, entfernen Sie Teilnehmende.`,
  reservationsApart: 'Reservierungen (kostenfrei, nicht in der Summe)',
  waitingApart: 'Warteliste (nicht in der Summe)',
  cancel: 'Abbrechen',
  deleteParticipantFailed: 'Der Teilnehmer konnte gerade nicht entfernt werden. Bitte versuchen Sie es erneut.',
  participantSaved: 'Der Teilnehmer ist gespeichert.',
  kindLegend: PARTICIPANT_FIELD_LABELS.kind,
  reservationHint: PARTICIPANT_FIELD_LABELS.reservationHint,
  boardLegend: PARTICIPANT_FIELD_LABELS.board,
  subtotal: 'Zwischensumme der Buchungen',
  optionsHeading: 'Rechnungsadresse und Bestellangaben',
  optionsSave: 'Angaben speichern',
  optionsSaved: 'Ihre Angaben sind gespeichert.',
  summaryHeading: 'Zusammenfassung',
  participantsCount: 'Teilnehmende',
  total: 'Gesamtsumme der Buchungen',
} as const;

/** What each state of an item means for the booking (get-shopping-cart's `state`). */
export const ITEM_STATE_TEXTS: Record<CartItemState, { label: string; text: (seatsLeft: number) => string }> = {
  bookable: {
    label: 'Buchbar',
    text: (seatsLeft) =>
      `Für neue Buchungen ${seatsLeft === 1 ? 'ist' : 'sind'} jetzt noch ${seatCount(seatsLeft)} frei. Plätze werden erst mit dem Abschluss der Buchung vergeben.`,
  },
  full: {
    label: 'Ausgebucht',
    text: () =>
      'Für diesen Termin sind keine Plätze frei. Beim Abschluss der Buchung können Sie Ihre Gruppe auf die Warteliste setzen lassen: Werden genug Plätze frei, reservieren wir sie für alle und benachrichtigen Sie per E-Mail.',
  },
  cancelled: {
    label: 'Abgesagt',
    text: () =>
      'Dieser Termin wurde abgesagt und kann nicht gebucht werden. Bitte entfernen Sie ihn und wählen Sie einen anderen Termin.',
  },
  past: {
    label: 'Vergangen',
    text: () =>
      'Dieser Termin liegt in der Vergangenheit und kann nicht mehr gebucht werden. Bitte entfernen Sie ihn aus dem Warenkorb.',
  },
};

/** Field labels of the participant and options forms. */
export const FIELD_LABELS = {
  salutation: PARTICIPANT_FIELD_LABELS.salutation,
  title: PARTICIPANT_FIELD_LABELS.title,
  firstname: PARTICIPANT_FIELD_LABELS.firstname,
  lastname: PARTICIPANT_FIELD_LABELS.lastname,
  email: PARTICIPANT_FIELD_LABELS.email,
  brFunction: PARTICIPANT_FIELD_LABELS.brFunction,
  legalBasis: PARTICIPANT_FIELD_LABELS.legalBasis,
  company: 'Firma',
  street: 'Straße',
  streetNumber: 'Hausnummer',
  postalCode: 'PLZ',
  city: 'Ort',
  purchaseOrderNumber: 'Bestellnummer (optional)',
  costCentre: 'Kostenstelle (optional)',
  remarks: 'Bemerkungen (optional)',
} as const;
