/** Quotes (/quote-api/*): requests from a theme page, the staff's offer, the recipient's decision. */
import type { QuoteKind, QuotePrice } from '../rules/quotePricing';
import type { QuoteStatus } from '../rules/quoteStatus';
import type { TrainingFormat } from '../rules/trainingSuggestions';
import { QUOTE_REQUEST_TEXTS } from '../serviceLinks';

export interface DateWindow {
  from: string;
  to: string;
}

export const QUOTE_MAX_DATE_WINDOWS = 3;
export const QUOTE_REMARKS_MAX = 1000;
/** A sent quote is valid this many days unless staff choose another date (within the bounds). */
export const QUOTE_VALIDITY_DAYS = { default: 30, min: 7, max: 90 } as const;

export interface QuoteSummary {
  quoteId: number;
  number: string;
  status: QuoteStatus;
  statusLabel: string;
  kind: QuoteKind;
  themeTitle: string;
  participants: number;
  requester: string;
  committee: string | null;
  grossCents: number | null;
  validUntil: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface QuoteListResponse {
  quotes: QuoteSummary[];
}

export interface QuoteView {
  quoteId: number;
  number: string;
  status: QuoteStatus;
  statusLabel: string;
  kind: QuoteKind;
  theme: { themeId: number; title: string; slug: string };
  participants: number;
  format: TrainingFormat;
  location: { locationId: number; name: string } | null;
  inhouse: { postalCode: string; city: string } | null;
  dateWindows: DateWindow[];
  remarks: string;
  requester: { userId: number; name: string; email: string };
  committee: { committeeId: number; name: string } | null;
  /** The date of a group offer. */
  event: { eventId: number; startDate: string; endDate: string; city: string | null; isOnline: boolean } | null;
  days: number | null;
  distanceKm: number | null;
  discountPercent: number;
  /** Known once staff priced it (a draft shows the current calculation, a sent quote the one sent). */
  price: QuotePrice | null;
  validUntil: string | null;
  /** Staff's words to the recipient, printed on the quote. */
  message: string;
  createdAt: string;
  sentAt: string | null;
  openedAt: string | null;
  decidedAt: string | null;
  order: { orderId: number; orderNumber: string } | null;
  history: Array<{ status: QuoteStatus; label: string; at: string }>;
  /** The state staff edit from: a save or send of an older one is refused. */
  version: number;
  /** What the caller may do now. */
  actions: { edit: boolean; send: boolean; decide: boolean };
}

export interface QuoteResponse {
  quote: QuoteView;
  message?: string;
}

/** The dates of the theme staff may offer a group (for the admin's form). */
export interface QuoteEventOption {
  eventId: number;
  startDate: string;
  endDate: string;
  city: string | null;
  isOnline: boolean;
  seatsLeft: number;
}

export interface AdminQuoteResponse extends QuoteResponse {
  eventOptions: QuoteEventOption[];
}

export const QUOTE_MESSAGES = {
  requested: (number: string) =>
    `Vielen Dank! Ihre Anfrage ${number} ist bei uns eingegangen. Wir senden Ihnen das Angebot in der Regel innerhalb von drei Werktagen.`,
  saved: 'Der Entwurf ist gespeichert.',
  sent: (number: string, email: string) => `Das Angebot ${number} ist an ${email} versendet.`,
  accepted: (orderNumber: string) =>
    `Vielen Dank für Ihren Auftrag! Das Angebot ist angenommen, Ihre Bestellung ${orderNumber} ist angelegt. Die Bestätigung ist per E-Mail unterwegs.`,
  declined: 'Das Angebot ist abgelehnt. Gern erstellen wir Ihnen ein neues, wenn sich Ihr Bedarf ändert.',
  notFound: 'Dieses Angebot gibt es nicht.',
  notAllowed: 'Das ist in diesem Stand des Angebots nicht möglich.',
  expired: 'Das Angebot ist abgelaufen. Bitte fordern Sie ein neues an.',
  notPriced: 'Bitte ergänzen Sie die Angaben zum Preis, bevor Sie das Angebot versenden.',
  changed: 'Das Angebot wurde inzwischen geändert. Bitte laden Sie die Seite neu.',
  eventGone:
    'Der angebotene Termin findet nicht mehr statt oder hat zu wenige freie Plätze. Bitte fordern Sie ein neues Angebot an.',
  themeNotFound: 'Dieses Seminar gibt es nicht.',
} as const;

export const QUOTE_FIELD_MESSAGES = {
  themeId: 'Bitte wählen Sie ein Seminar aus',
  kind: 'Bitte wählen Sie, ob Sie ein Gruppenangebot oder ein Inhouse-Seminar wünschen',
  participants: (min: number, max: number) => `Bitte geben Sie zwischen ${min} und ${max} Teilnehmende an`,
  format: 'Bitte wählen Sie, ob Präsenz, online oder beides in Frage kommt',
  locationId: 'Bitte wählen Sie einen Ort aus der Liste aus',
  dateWindows: 'Bitte geben Sie mindestens einen Zeitraum an',
  dateWindowsTooMany: `Bitte geben Sie höchstens ${QUOTE_MAX_DATE_WINDOWS} Zeiträume an`,
  dateWindow: 'Bitte geben Sie einen Zeitraum von heute an mit Beginn vor dem Ende an',
  remarksTooLong: `Die Anmerkungen dürfen höchstens ${QUOTE_REMARKS_MAX} Zeichen lang sein`,
  eventId: 'Bitte wählen Sie einen Termin des Seminars aus',
  days: 'Bitte geben Sie 1 bis 5 Seminartage an',
  distanceKm: 'Bitte geben Sie die Entfernung in Kilometern an (0 bis 1000)',
  discountPercent: 'Bitte geben Sie einen Rabatt von 0 bis 20 Prozent an',
  validUntil: (min: number, max: number) => `Bitte wählen Sie ein Gültigkeitsdatum ${min} bis ${max} Tage nach heute`,
  message: 'Die Nachricht an den Empfänger darf höchstens 1000 Zeichen lang sein',
  decision: 'Bitte nehmen Sie das Angebot an oder lehnen Sie es ab',
  version: 'Bitte laden Sie das Angebot neu.',
  status: 'Bitte wählen Sie einen Status aus der Liste aus',
} as const;

export const QUOTE_TEXTS = {
  requestLink: QUOTE_REQUEST_TEXTS.link,
  requestIntro: (title: string) => `Ihr Angebot für „${title}“: Sagen Sie uns, was Sie brauchen.`,
  submit: QUOTE_REQUEST_TEXTS.link,
  listHeading: 'Ihre Angebote',
  none: 'Sie haben noch kein Angebot angefordert. Auf jeder Seminarseite finden Sie „Angebot anfordern“.',
  open: 'Angebot ansehen',
  pdf: 'Angebot als PDF',
  accept: 'Angebot verbindlich annehmen',
  decline: 'Angebot ablehnen',
  keep: 'Noch nicht entscheiden',
  acceptQuestion: (gross: string) =>
    `Mit der Annahme beauftragen Sie uns verbindlich zum Preis von ${gross} inkl. MwSt.`,
  declineQuestion: 'Möchten Sie das Angebot wirklich ablehnen?',
  validUntil: (date: string) => `Gültig bis ${date}`,
  toBookings: 'Zu Ihren Buchungen',
  namesLater:
    'Die Plätze sind als „N. N.“ gebucht: Die Namen der Teilnehmenden tragen Sie unter „Buchungen“ mit „Ersatzteilnehmer benennen“ ein.',
  adminHeading: 'Angebote',
  adminEmpty: 'Keine Angebote in dieser Auswahl.',
  save: 'Entwurf speichern',
  send: 'Angebot versenden',
  inhouseNote: 'Das Inhouse-Seminar findet bei Ihnen im Haus statt; den Termin stimmen wir mit Ihnen ab.',
} as const;
