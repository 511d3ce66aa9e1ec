/** The order api's cart calls (SPEC §7): add, the small cart (also the header's shared-modules URL), delete. */
import {
  API_ROUTES,
  addCartItemSchema,
  deleteCartItemSchema,
  type AddCartItemResponse,
  type DeleteCartItemResponse,
  type SmallCartResponse,
} from '@amb/shared-contracts';
import { Router } from 'express';
import type { AuthConfig } from '../auth/config';
import type { Db } from '../db/types';
import { noStore } from '../http/noStore';
import { parseBody } from '../http/validation';
import { addCartItem, cartItems, removeCartItem } from '../orders/cart';
import { berlinToday } from '../util/calendarDays';
import { ownerOf, writerOf } from './cartOwner';

export function cartRouter(db: Db, config: AuthConfig): Router {
  const router = Router();
  router.use([API_ROUTES.cartGetSmall.path, API_ROUTES.smallCart.path, '/order-api'], noStore);

  // Reading writes nothing: without a session the cart is empty and no session is made.
  router.get([API_ROUTES.cartGetSmall.path, API_ROUTES.smallCart.path], async (req, res) => {
    const owner = ownerOf(req);
    res.json((owner ? await cartItems(db, owner) : []) satisfies SmallCartResponse);
  });

  router.post(API_ROUTES.cartAddItem.path, async (req, res) => {
    const { eventId, waitlist } = parseBody(addCartItemSchema, req.body);
    const now = config.now();
    const result = await addCartItem(db, writerOf(req), { eventId, waitlist }, { now, today: berlinToday(now) });
    res.status(201).json(result satisfies AddCartItemResponse);
  });

  router.post(API_ROUTES.cartDeleteItem.path, async (req, res) => {
    const { cartItemId } = parseBody(deleteCartItemSchema, req.body);
    const count = await removeCartItem(db, writerOf(req), cartItemId);
    res.json({ cartItemId, count } satisfies DeleteCartItemResponse);
  });

  return router;
}
