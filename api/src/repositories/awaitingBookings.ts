/** Bookings awaiting the booker's confirmed e-mail address: booking participants holding a seat as reserved. */
import type { Db } from '../db/types';

/** The user's participants booked but still held until the confirmation (not run out at `nowIso`). */
export function listAwaitingBookings(db: Db, userId: number, nowIso: string) {
  return db
    .selectFrom('orderParticipants as p')
    .innerJoin('orders as o', 'o.orderId', 'p.orderId')
    .select(['p.participantId', 'p.orderId'])
    .where('o.userId', '=', userId)
    .where('p.kind', '=', 'booking')
    .where('p.status', '=', 'reserved')
    .where('p.reservedUntil', '>', nowIso)
    .orderBy('p.participantId')
    .execute();
}
