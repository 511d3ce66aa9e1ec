import { seatCount } from './germanWording';

/**
 * How many participants one booking may bring, and how many seats one account (or one anonymous cart) may hold
 * as free reservations (issue 21). The api enforces them on every route that sets participants (cart add/edit,
 * checkout, online fax, waiting list); the pages show the api's German message.
 *
 * - 15 participants per date: a works council sends its members to a seminar; the dates hold 12 to 20 seats
 *   (online up to 30), and a larger group is better served by an in-house seminar. Never more than the date
 *   has seats at all: such a group could neither book nor ever leave the waiting list.
 * - 30 participants per order: two full groups; more is a second order (the confirmation stays readable).
 * - 4 reserved seats per date, never more than half of its seats, and 10 in total: a reservation is free and
 *   holds a seat for days, so one account must not be able to take a whole date (or many) out of sale.
 */

/** At most this many participants of one booking (cart item, online fax, waiting group) for one date. */
export const MAX_PARTICIPANTS_PER_DATE = 15;
/** At most this many participants in one order (one cart at checkout). */
export const MAX_PARTICIPANTS_PER_ORDER = 30;
/** At most this many seats one account (or cart) holds as reservations for one date. */
export const MAX_RESERVED_SEATS_PER_DATE = 4;
/** At most this many seats one account (or cart) holds as reservations over all dates. */
export const MAX_RESERVED_SEATS_TOTAL = 10;

/** The largest group a date takes: the per-date limit, never more than its seats. */
export function maxParticipantsForDate(capacity: number): number {
  return Math.max(0, Math.min(MAX_PARTICIPANTS_PER_DATE, capacity));
}

/** The most seats of a date one account may hold as reservations: the limit, never more than half its seats. */
export function maxReservedSeatsForDate(capacity: number): number {
  return Math.max(0, Math.min(MAX_RESERVED_SEATS_PER_DATE, Math.floor(capacity / 2)));
}

const seats = (n: number): string => (n === 1 ? 'einen Platz' : `${n} Plätze`);
const people = (n: number): string => (n === 1 ? 'einen Teilnehmer' : `${n} Teilnehmer`);

/** The German refusals (error code BOOKING_LIMIT). */
export const BOOKING_LIMIT_MESSAGES = {
  groupTooLarge: (title: string, max: number, capacity: number) =>
    max < MAX_PARTICIPANTS_PER_DATE && max === capacity
      ? `Der Termin „${title}“ hat nur ${seatCount(capacity)}. Eine größere Gruppe kann ihn weder buchen noch auf die Warteliste gehen. Bitte verteilen Sie Ihre Teilnehmer auf mehrere Termine.`
      : `Für einen Termin können Sie höchstens ${people(max)} anmelden („${title}“). Für größere Gruppen bieten wir Inhouse-Seminare an; bitte fragen Sie uns dafür an.`,
  orderTooLarge: `Eine Bestellung kann höchstens ${MAX_PARTICIPANTS_PER_ORDER} Teilnehmer umfassen. Bitte buchen Sie weitere Teilnehmer in einer zweiten Bestellung.`,
  reservationsPerDate: (title: string, max: number, held: number) =>
    max === 0
      ? `Für den Termin „${title}“ sind keine Reservierungen möglich. Bitte buchen Sie den Platz.`
      : `Für einen Termin können Sie höchstens ${seats(max)} reservieren (höchstens die Hälfte seiner Plätze)${held > 0 ? `; für „${title}“ halten Sie bereits ${held} ${held === 1 ? 'Reservierung' : 'Reservierungen'}` : ''}. Bitte buchen Sie weitere Teilnehmer verbindlich.`,
  reservationsTotal: (held: number) =>
    `Sie können insgesamt höchstens ${MAX_RESERVED_SEATS_TOTAL} Plätze gleichzeitig reservieren${held > 0 ? ` und halten bereits ${held} ${held === 1 ? 'Reservierung' : 'Reservierungen'}` : ''}. Bitte buchen Sie verbindlich oder wandeln Sie bestehende Reservierungen in Buchungen um.`,
} as const;
