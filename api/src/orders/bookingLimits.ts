/**
 * The booking limits of shared-contracts (rules/bookingLimits.ts) as the engine enforces them, on every route
 * that sets participants: the cart (add/edit participant), the checkout, the online fax and the waiting list
 * (both go through the checkout). A refusal is a 409 BOOKING_LIMIT with the German message, and the caller's
 * transaction rolls back whole. The reservation counts run in the transaction that writes the seats, under
 * the owner's lock (repositories/bookingLimits.ts), so parallel requests of one account never pass a limit.
 */
import {
  BOOKING_LIMIT_MESSAGES,
  MAX_PARTICIPANTS_PER_ORDER,
  MAX_RESERVED_SEATS_TOTAL,
  maxParticipantsForDate,
  maxReservedSeatsForDate,
} from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { httpError } from '../http/errors';
import type { CartOwner } from '../repositories/cartRows';
import { heldReservations } from '../repositories/bookingLimits';

/** One date of a booking with its participants (only their kind counts here). */
export interface LimitItem {
  eventId: number;
  themeTitle: string;
  participants: ReadonlyArray<{ kind: string }>;
}

const refuse = (message: string) => httpError('BOOKING_LIMIT', message);

/** The group fits the date: at most 15 participants, never more than its seats (when given; else it could never be served). */
export function checkGroupFitsDate(item: LimitItem, capacity = Number.POSITIVE_INFINITY): void {
  const max = maxParticipantsForDate(capacity);
  if (item.participants.length > max)
    throw refuse(BOOKING_LIMIT_MESSAGES.groupTooLarge(item.themeTitle, max, capacity));
}

/** At most 30 participants over all dates of one order (one cart). */
export function checkOrderSize(items: readonly LimitItem[]): void {
  const total = items.reduce((sum, item) => sum + item.participants.length, 0);
  if (total > MAX_PARTICIPANTS_PER_ORDER) throw refuse(BOOKING_LIMIT_MESSAGES.orderTooLarge);
}

const reservationsOf = (item: LimitItem): number => item.participants.filter((p) => p.kind === 'reservation').length;

/**
 * The reservations of `items` together with those the account already holds (a logged-out cart holds none):
 * per date at most 4 and never more than half its seats, at most 10 in total. The caller holds the owner's lock.
 */
export async function checkReservations(
  trx: Db,
  owner: CartOwner,
  items: readonly LimitItem[],
  capacityOf: (eventId: number) => Promise<number>,
  now: Date,
): Promise<void> {
  const wanted = items.filter((item) => reservationsOf(item) > 0);
  if (wanted.length === 0) return;
  const held =
    'userId' in owner ? await heldReservations(trx, owner.userId, now.toISOString()) : new Map<number, number>();
  for (const item of wanted) {
    const already = held.get(item.eventId) ?? 0;
    const max = maxReservedSeatsForDate(await capacityOf(item.eventId));
    if (already + reservationsOf(item) > max) {
      throw refuse(BOOKING_LIMIT_MESSAGES.reservationsPerDate(item.themeTitle, max, already));
    }
  }
  const heldTotal = [...held.values()].reduce((sum, n) => sum + n, 0);
  const wantedTotal = wanted.reduce((sum, item) => sum + reservationsOf(item), 0);
  if (heldTotal + wantedTotal > MAX_RESERVED_SEATS_TOTAL)
    throw refuse(BOOKING_LIMIT_MESSAGES.reservationsTotal(heldTotal));
}
