/** Wish-list items: the events (dates) one member remembers. */
import type { Db } from '../db/types';

export function eventExists(db: Db, eventId: number) {
  return db.selectFrom('events').select('eventId').where('eventId', '=', eventId).executeTakeFirst();
}

/** Remembers the event; an event already on the list stays one row (the existing one). */
export async function insertWishlistItem(db: Db, userId: number, eventId: number, createdAt: string): Promise<void> {
  await db
    .insertInto('wishlistItems')
    .values({ userId, eventId, createdAt })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The member's rows, oldest first. */
export function listWishlistItemRows(db: Db, userId: number) {
  return db
    .selectFrom('wishlistItems')
    .select(['wishlistItemId', 'eventId', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .orderBy('wishlistItemId')
    .execute();
}

/** Takes the event off the member's list; false when it was not on it. */
export async function deleteWishlistItem(db: Db, userId: number, eventId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('wishlistItems')
    .where('userId', '=', userId)
    .where('eventId', '=', eventId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The seats of some events (what the list's seat states need). */
export function listEventSeats(db: Db, eventIds: readonly number[]) {
  return db
    .selectFrom('events as e')
    .select(['e.eventId', 'e.capacity', 'e.seatsTaken'])
    .where('e.eventId', 'in', eventIds)
    .execute();
}
