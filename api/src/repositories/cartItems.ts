/** Cart items: a cart is the rows of one owner, a session (logged out) or a user (logged in). */
import type { Db } from '../db/types';
import { moveSessionOptionsToUser } from './cartRecipients';
import { cartItemsWithEvent, ownerColumn, type CartOwner } from './cartRows';

export type { CartOwner } from './cartRows';

/** What an add needs to know of an event: its first day, cancellation and seats. */
export function findBookableEvent(db: Db, eventId: number) {
  return db
    .selectFrom('events as e')
    .select(['e.eventId', 'e.startDate', 'e.cancelledAt', 'e.capacity', 'e.seatsTaken'])
    .where('e.eventId', '=', eventId)
    .executeTakeFirst();
}

/** Adds the event to the cart; an event already there stays one row (the existing one). */
export async function insertCartItem(db: Db, owner: CartOwner, eventId: number, createdAt: string): Promise<void> {
  await db
    .insertInto('cartItems')
    .values({
      sessionHash: 'sessionHash' in owner ? owner.sessionHash : null,
      userId: 'userId' in owner ? owner.userId : null,
      eventId,
      createdAt,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The small cart's rows (SPEC §3). */
export function listCartItemRows(db: Db, owner: CartOwner) {
  return cartItemsWithEvent(db, owner).execute();
}

/** How many items the small cart lists for the owner (the header's count): its inner joins, nothing else. */
export async function countCartItems(db: Db, owner: CartOwner): Promise<number> {
  const [column, value] = ownerColumn(owner);
  const row = await db
    .selectFrom('cartItems as c')
    .innerJoin('events as e', 'e.eventId', 'c.eventId')
    .innerJoin('themes as t', 't.themeId', 'e.themeId')
    .select((eb) => eb.fn.countAll().as('count'))
    .where(column, '=', value)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Deletes an item of this owner's cart; false when the owner has no such item. */
export async function deleteCartItem(db: Db, owner: CartOwner, cartItemId: number): Promise<boolean> {
  const query = db.deleteFrom('cartItems').where('cartItemId', '=', cartItemId);
  const result = await (
    'userId' in owner ? query.where('userId', '=', owner.userId) : query.where('sessionHash', '=', owner.sessionHash)
  ).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Login: the session's items (with their participants) and options become the user's, except events the
 * user's cart already holds and options when the user has some (those rows go with the session, whose
 * deletion cascades to them).
 */
export async function moveSessionCartToUser(db: Db, sessionHash: string, userId: number): Promise<void> {
  await db
    .updateTable('cartItems')
    .set({ sessionHash: null, userId })
    .where('sessionHash', '=', sessionHash)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('cartItems as mine')
            .select('mine.cartItemId')
            .where('mine.userId', '=', userId)
            .whereRef('mine.eventId', '=', 'cartItems.eventId'),
        ),
      ),
    )
    .execute();
  await moveSessionOptionsToUser(db, sessionHash, userId);
}
