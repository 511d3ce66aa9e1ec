/** The cart of a visitor (their session) or a member (their user): add, list, delete (SPEC §3 small cart). */
import { inTransaction } from '../db/startLock';
import { CART_MESSAGES, isFullForNewOrders, type AddCartItemResponse, type CartItem } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { httpError, notFound } from '../http/errors';
import { prefillCartOptions } from '../repositories/committees';
import {
  deleteCartItem,
  findBookableEvent,
  insertCartItem,
  listCartItemRows,
  type CartOwner,
} from '../repositories/cartItems';

export type { CartOwner };

export function cartItems(db: Db, owner: CartOwner): Promise<CartItem[]> {
  return listCartItemRows(db, owner);
}

/**
 * Adds a bookable event in one transaction: an unknown event is a 404, a past (started before `today`) or
 * cancelled one a 409; either way nothing is stored. A full one (no seat left) is a 409
 * EVENT_FULL with the waiting-list offer, unless `waitlist` takes it up: then it is added, and the checkout
 * puts its participants on the waiting list.
 */
export function addCartItem(
  db: Db,
  owner: CartOwner,
  { eventId, waitlist }: { eventId: number; waitlist: boolean },
  { now, today }: { now: Date; today: string },
): Promise<AddCartItemResponse> {
  return inTransaction(db, async (trx) => {
    const event = await findBookableEvent(trx, eventId);
    if (!event) throw notFound(CART_MESSAGES.eventNotFound);
    if (event.cancelledAt !== null) throw httpError('EVENT_NOT_BOOKABLE', CART_MESSAGES.eventCancelled);
    if (event.startDate < today) throw httpError('EVENT_NOT_BOOKABLE', CART_MESSAGES.eventPast);
    if (!waitlist && isFullForNewOrders(event.capacity, event.seatsTaken)) {
      throw httpError('EVENT_FULL', CART_MESSAGES.eventFull);
    }
    await insertCartItem(trx, owner, eventId, now.toISOString());
    // A committee member's first item brings the committee's billing address and cost centre as order options.
    if ('userId' in owner) await prefillCartOptions(trx, owner.userId, now.toISOString());
    const items = await listCartItemRows(trx, owner);
    const item = items.find((i) => i.eventId === eventId);
    if (!item) throw new Error(`Warenkorb: Termin ${eventId} nach dem Einfügen nicht gefunden`);
    return { item, count: items.length };
  });
}

/** Deletes one item of the owner's cart; another cart's item is as unknown as a missing one (404). */
export async function removeCartItem(db: Db, owner: CartOwner, cartItemId: number): Promise<number> {
  return inTransaction(db, async (trx) => {
    if (!(await deleteCartItem(trx, owner, cartItemId))) throw notFound(CART_MESSAGES.cartItemNotFound);
    return (await listCartItemRows(trx, owner)).length;
  });
}
