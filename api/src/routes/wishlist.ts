/** The wish-list calls (SPEC §7 /wishlist/*): members only, every write with the CSRF token. */
import {
  API_ROUTES,
  wishlistIdSchema,
  type AddWishlistItemResponse,
  type DeleteWishlistItemResponse,
  type WishlistAllResponse,
  type WishlistIdsResponse,
  type WishlistWithEventResponse,
} from '@amb/shared-contracts';
import { Router } from 'express';
import { currentUserId, requireUser } from '../auth';
import type { AuthConfig } from '../auth/config';
import type { Db } from '../db/types';
import { noStore } from '../http/noStore';
import { parseBody } from '../http/validation';
import { addWishlistItem, removeWishlistItem, wishlistItems, wishlistWithEvents } from '../orders/wishlist';

export function wishlistRouter(db: Db, config: AuthConfig): Router {
  const router = Router();
  router.use('/wishlist', noStore, requireUser);

  router.get(API_ROUTES.wishlistGet.path, async (req, res) => {
    const items = await wishlistItems(db, currentUserId(req));
    res.json(items.map((i) => i.eventId) satisfies WishlistIdsResponse);
  });

  router.get(API_ROUTES.wishlistGetAll.path, async (req, res) => {
    res.json((await wishlistItems(db, currentUserId(req))) satisfies WishlistAllResponse);
  });

  router.get(API_ROUTES.wishlistGetWithEvent.path, async (req, res) => {
    res.json((await wishlistWithEvents(db, currentUserId(req))) satisfies WishlistWithEventResponse);
  });

  router.post(API_ROUTES.wishlistAdd.path, async (req, res) => {
    const { id } = parseBody(wishlistIdSchema, { id: req.params.id });
    const result = await addWishlistItem(db, currentUserId(req), id, config.now());
    res.status(201).json(result satisfies AddWishlistItemResponse);
  });

  router.post(API_ROUTES.wishlistDelete.path, async (req, res) => {
    const { id } = parseBody(wishlistIdSchema, { id: req.params.id });
    const count = await removeWishlistItem(db, currentUserId(req), id);
    res.json({ eventId: id, count } satisfies DeleteWishlistItemResponse);
  });

  return router;
}
