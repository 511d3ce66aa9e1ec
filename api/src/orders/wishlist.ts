/** A member's wish list: events (dates) remembered with the heart; add, list, list with event data, delete. */
import {
  WISHLIST_MESSAGES,
  seatState,
  type AddWishlistItemResponse,
  type WishlistEntry,
  type WishlistItem,
} from '@amb/shared-contracts';
import { toSeminarListItem } from '../catalogue/seminars';
import type { Db } from '../db/types';
import { notFound } from '../http/errors';
import { searchEventRows } from '../repositories/catalogue';
import {
  deleteWishlistItem,
  eventExists,
  insertWishlistItem,
  listEventSeats,
  listWishlistItemRows,
} from '../repositories/wishlistItems';

export function wishlistItems(db: Db, userId: number): Promise<WishlistItem[]> {
  return listWishlistItemRows(db, userId);
}

/** The rows with their event's list data and seat state (as a new order sees it), in the list's order. */
export async function wishlistWithEvents(db: Db, userId: number): Promise<WishlistEntry[]> {
  const items = await listWishlistItemRows(db, userId);
  if (items.length === 0) return [];
  const { rows } = await searchEventRows(db, {
    eventIds: items.map((i) => i.eventId),
    limit: items.length,
    offset: 0,
  });
  const events = new Map(rows.map((row) => [row.eventId, toSeminarListItem(row)]));
  const seats = new Map(
    (
      await listEventSeats(
        db,
        items.map((i) => i.eventId),
      )
    ).map((row) => [row.eventId, seatState(row.capacity, row.seatsTaken)]),
  );
  return items.flatMap(({ wishlistItemId, eventId }) => {
    const event = events.get(eventId);
    const state = seats.get(eventId);
    return event && state ? [{ wishlistItemId, eventId, event, seatState: state }] : [];
  });
}

/**
 * Remembers any existing event (past, cancelled or full ones too: remembering is not booking) in one
 * transaction; an unknown event is a 404 and nothing is stored.
 */
export function addWishlistItem(db: Db, userId: number, eventId: number, now: Date): Promise<AddWishlistItemResponse> {
  return db.transaction().execute(async (trx) => {
    if (!(await eventExists(trx, eventId))) throw notFound(WISHLIST_MESSAGES.eventNotFound);
    await insertWishlistItem(trx, userId, eventId, now.toISOString());
    const items = await listWishlistItemRows(trx, userId);
    const item = items.find((i) => i.eventId === eventId);
    if (!item) throw new Error(`Merkliste: Termin ${eventId} nach dem Einfügen nicht gefunden`);
    return { item, count: items.length };
  });
}

/** Takes the event off the member's list (404 when it is not on it) and answers the list's size after it. */
export function removeWishlistItem(db: Db, userId: number, eventId: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (!(await deleteWishlistItem(trx, userId, eventId))) throw notFound(WISHLIST_MESSAGES.entryNotFound);
    return (await listWishlistItemRows(trx, userId)).length;
  });
}
