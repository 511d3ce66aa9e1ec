/** What the cart's repositories share: whose rows a cart is, and its items with their events. */
import type { Db } from '../db/types';
import { ONLINE_HOTELS } from './onlineHotels';

/** A cart is the rows of one owner: a session (logged out) or a user (logged in). */
export type CartOwner = { userId: number } | { sessionHash: string };

/** The column and value of an owner's rows in a query over `cartItems as c`. */
export const ownerColumn = (owner: CartOwner) =>
  'userId' in owner ? (['c.userId', owner.userId] as const) : (['c.sessionHash', owner.sessionHash] as const);

/**
 * The owner's cart items with their event, theme title and the venue's city (none online), oldest first: the
 * small cart's columns (SPEC §3); the full cart selects more on top.
 */
export function cartItemsWithEvent(db: Db, owner: CartOwner) {
  const [column, value] = ownerColumn(owner);
  return db
    .selectFrom('cartItems as c')
    .innerJoin('events as e', 'e.eventId', 'c.eventId')
    .innerJoin('themes as t', 't.themeId', 'e.themeId')
    .leftJoin('hotels as h', (join) =>
      join.onRef('h.hotelId', '=', 'e.hotelId').on('h.hotelId', 'not in', ONLINE_HOTELS),
    )
    .leftJoin('locations as l', 'l.locationId', 'h.locationId')
    .select([
      'c.cartItemId',
      'c.eventId',
      'e.themeId',
      't.title as themeTitle',
      'e.startDate',
      'e.endDate',
      'l.name as city',
    ])
    .where(column, '=', value)
    .orderBy('c.createdAt')
    .orderBy('c.cartItemId');
}
