/** What the booking limits count (orders/bookingLimits.ts): the seats an account holds as reservations. */
import { sql } from 'kysely';
import type { Db } from '../db/types';
import type { CartOwner } from './cartRows';
import { isPostgres } from './search';

/** The advisory-lock class of a booking owner (two-key form: apart from the start lock's one-key space). */
const OWNER_LOCK_CLASS = 21;

/**
 * Serialises the limit-counting writes of one owner (account or anonymous cart) until the caller's transaction
 * ends: on PostgreSQL a transaction-scoped advisory lock, so two parallel requests of one account cannot both
 * count the same reservations and both add theirs. SQLite runs one write transaction at a time anyway.
 */
export async function lockBookingOwner(db: Db, owner: CartOwner): Promise<void> {
  if (!isPostgres(db)) return;
  const key = 'userId' in owner ? `user:${owner.userId}` : `session:${owner.sessionHash}`;
  await sql`select pg_advisory_xact_lock(${OWNER_LOCK_CLASS}, hashtext(${key}))`.execute(db);
}

/** The seats the user holds as live reservations (reserved, not yet run out at `nowIso`), per event. */
export async function heldReservations(db: Db, userId: number, nowIso: string): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('orderParticipants as p')
    .innerJoin('orders as o', 'o.orderId', 'p.orderId')
    .select((eb) => ['p.eventId', eb.fn.countAll<number | string>().as('held')])
    .where('o.userId', '=', userId)
    .where('p.status', '=', 'reserved')
    .where('p.reservedUntil', '>', nowIso)
    .groupBy('p.eventId')
    .execute();
  return new Map(rows.map((row) => [row.eventId, Number(row.held)]));
}
