/**
 * A reservation is never called a booking: the words a placed order goes by in mails, PDFs, the member's documents
 * and calendar, from what its participants hold. A reservation is free and holds its seat until a date; only a
 * booking is binding and paid; a waiting group holds no seat yet.
 */

/** What a placed order (or a part of it) holds, by its participants. */
export type OrderWordingKind = 'booking' | 'reservation' | 'mixed' | 'waitlist';

interface PlacedPerson {
  kind: string;
  status: 'booked' | 'reserved' | 'waiting' | 'expired' | 'cancelled';
}

/**
 * Bookings (booked, or cancelled after booking), reservations (reserved, or expired), both, or only waiting groups.
 * A participant cancelled while reserved counts as the reservation it was.
 */
export function orderWordingKind(participants: readonly PlacedPerson[]): OrderWordingKind {
  let books = false;
  let reserves = false;
  for (const person of participants) {
    if (person.status === 'booked' || (person.status === 'cancelled' && person.kind === 'booking')) books = true;
    else if (person.status === 'reserved' || person.status === 'expired' || person.status === 'cancelled') {
      reserves = true;
    }
  }
  if (books && reserves) return 'mixed';
  if (books) return 'booking';
  if (reserves) return 'reservation';
  return participants.length > 0 ? 'waitlist' : 'booking';
}

export interface OrderWords {
  /** 'Ihre Buchung …', 'vielen Dank für Ihre Reservierung …'. */
  noun: string;
  /** The confirmation's title (mail subject, PDF). */
  confirmation: string;
  /** The employer's notice (meinamb documents). */
  notice: string;
  /** The sentence under the notice's address: what it confirms. */
  noticeText: string;
  /** When it was placed ('Gebucht am', 'Reserviert am'). */
  placedOn: string;
  /** Who placed it. */
  placedBy: string;
  /** The confirmation's file name, without the order number and '.pdf'. */
  file: string;
}

export const ORDER_WORDS: Record<OrderWordingKind, OrderWords> = {
  booking: {
    noun: 'Buchung',
    confirmation: 'Buchungsbestätigung',
    notice: 'Buchungsbestätigung für den Arbeitgeber',
    noticeText: 'die folgende Seminarbuchung',
    placedOn: 'Gebucht am',
    placedBy: 'Gebucht von',
    file: 'buchungsbestaetigung',
  },
  reservation: {
    noun: 'Reservierung',
    confirmation: 'Reservierungsbestätigung',
    notice: 'Reservierungsbestätigung für den Arbeitgeber',
    noticeText: 'die folgende kostenlose Reservierung (noch keine verbindliche Buchung)',
    placedOn: 'Reserviert am',
    placedBy: 'Reserviert von',
    file: 'reservierungsbestaetigung',
  },
  mixed: {
    noun: 'Buchung und Reservierung',
    confirmation: 'Buchungs- und Reservierungsbestätigung',
    notice: 'Buchungs- und Reservierungsbestätigung für den Arbeitgeber',
    noticeText: 'die folgenden Buchungen und kostenlosen Reservierungen',
    placedOn: 'Bestellt am',
    placedBy: 'Bestellt von',
    file: 'buchungs-und-reservierungsbestaetigung',
  },
  waitlist: {
    noun: 'Anmeldung zur Warteliste',
    confirmation: 'Bestätigung der Warteliste',
    notice: 'Bestätigung der Warteliste für den Arbeitgeber',
    noticeText: 'die folgende Anmeldung zur Warteliste (noch kein Platz, keine Kosten)',
    placedOn: 'Angemeldet am',
    placedBy: 'Angemeldet von',
    file: 'wartelistenbestaetigung',
  },
};

/**
 * What an order costs now: the booked seats only (net, in euros). A reservation is free until it is booked, a waiting
 * group pays nothing, a cancelled seat's fee is billed apart.
 */
export function bookedTotal(participants: ReadonlyArray<{ status: PlacedPerson['status']; price: number }>): number {
  const cents = participants
    .filter((person) => person.status === 'booked')
    .reduce((sum, person) => sum + Math.round(person.price * 100), 0);
  return cents / 100;
}

/** The order's reference number, whatever it holds (the same number on every paper). */
export const ORDER_NUMBER_LABEL = 'Bestellnummer';

/** What a reservation says about its cost and its end, on every paper that lists one. */
export const RESERVATION_NOTE =
  'Reservierte Plätze sind kostenlos und halten bis zum genannten Zeitpunkt. Verbindlich und kostenpflichtig werden sie erst, wenn Sie sie in meinamb buchen.';

/** A reserved seat's price, which is due only once it is booked: 'bei Buchung 790,00 € zzgl. 19 % MwSt.'. */
export const ifBookedText = (price: string): string => `bei Buchung ${price}`;

/**
 * A placed seat's price as every list and paper shows it (`price` formatted already): due for a booked seat, 'bei
 * Buchung …' for a reserved or waiting one, none (null) for one cancelled or run out.
 */
export function seatPriceText(status: PlacedPerson['status'], price: string): string | null {
  if (status === 'booked') return price;
  if (status === 'reserved' || status === 'waiting') return ifBookedText(price);
  return null;
}

/** A calendar entry's title: the seminar, marked when no one holds a booked seat in it. */
export function calendarSummary(themeTitle: string, kind: OrderWordingKind): string {
  if (kind === 'reservation') return `Reservierung: ${themeTitle}`;
  if (kind === 'waitlist') return `Warteliste: ${themeTitle}`;
  return themeTitle;
}
