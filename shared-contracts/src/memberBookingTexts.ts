/** The member's bookings (overview, bookings page, the api's answers): state labels and texts. */
import { RESERVATION_TEXTS } from './bookingTexts';

/**
 * A participant's state in the member's bookings, one place for the labels (the reservation end comes in
 * formatted): gebucht, reserviert bis {Datum}, Warteliste, storniert, abgelaufen.
 */
export function participantStateLabel(
  status: 'booked' | 'reserved' | 'waiting' | 'expired' | 'cancelled',
  reservedUntil: string | null,
): string {
  switch (status) {
    case 'booked':
      return 'gebucht';
    case 'reserved':
      return reservedUntil ? RESERVATION_TEXTS.reservedUntil(reservedUntil) : 'reserviert';
    case 'waiting':
      return 'Warteliste';
    case 'cancelled':
      return 'storniert';
    case 'expired':
      return 'Reservierung abgelaufen';
  }
}

/** Texts of the member's bookings (overview and bookings page, the api's answers and 409s). */
export const MEMBER_BOOKING_TEXTS = {
  bookingsHeading: 'Meine Buchungen',
  futureHeading: 'Kommende Seminare',
  pastHeading: 'Vergangene Seminare',
  noFuture: 'Sie haben keine kommenden Seminare gebucht. Im Seminarprogramm finden Sie passende Termine.',
  noPast: 'Hier erscheinen Ihre Seminare, sobald sie stattgefunden haben.',
  nextHeading: 'Ihr nächstes Seminar',
  noNext: 'Sie haben derzeit kein kommendes Seminar gebucht.',
  waitingHeading: 'Ihre Plätze auf der Warteliste',
  recommendationsHeading: 'Empfehlungen für Sie',
  recommendationsNote: 'Seminare passend zu Ihren Betriebsratsfunktionen.',
  articleRecommendationsHeading: 'Empfohlene Beiträge',
  articleRecommendationsNote:
    'Fachartikel, News und Interviews zu den Themen Ihrer Betriebsratsfunktionen, die neuesten zuerst.',
  recommendationsBasis: (functions: string) => `Ausgewählt nach: ${functions}`,
  cancel: 'Stornieren',
  cancelTitle: 'Teilnehmer stornieren',
  /** The destructive button says what it costs. */
  cancelConfirm: (fee: string) => `Kostenpflichtig stornieren (${fee})`,
  cancelConfirmFree: 'Kostenfrei stornieren',
  /** The harmless choice of the cancel dialog; it has the focus when the dialog opens. */
  keep: 'Nicht stornieren',
  /** `declinedName`: the name in the accusative/dative ('Herrn Jan Meier', see participantName). */
  cancelFee: (declinedName: string, fee: string, percent: number) =>
    percent === 0
      ? `Die Stornierung von ${declinedName} ist heute kostenfrei.`
      : `Stornieren Sie ${declinedName} heute, berechnen wir ${percent} % der Seminargebühr: ${fee}`,
  /** `fee` with its VAT note ('595,00 € zzgl. 19 % MwSt.'): the sentence ends with it. */
  cancelled: (name: string, fee: string | null) =>
    fee ? `${name} ist storniert. Stornogebühr: ${fee}` : `${name} ist storniert. Es fallen keine Kosten an.`,
  substitute: 'Ersatzteilnehmer benennen',
  substituteTitle: 'Ersatzteilnehmer benennen',
  substituteHint: 'Der Platz bleibt erhalten; das Benennen eines Ersatzteilnehmers ist kostenfrei.',
  substituteSave: 'Ersatzteilnehmer speichern',
  substituted: (name: string) => `${name} nimmt den Platz jetzt ein.`,
  alreadyCancelled: 'Dieser Teilnehmer ist bereits storniert.',
  eventBegun:
    'Dieser Termin hat bereits begonnen oder liegt in der Vergangenheit; der Teilnehmer kann nicht mehr geändert werden.',
  notSubstitutable: 'Für diesen Teilnehmer kann kein Ersatzteilnehmer benannt werden (storniert oder abgelaufen).',
  failed: 'Das hat gerade nicht geklappt. Bitte versuchen Sie es später noch einmal.',
  cancellationFeeLabel: 'Stornogebühr',
} as const;
