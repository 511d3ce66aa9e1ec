/** Content bookmarks (SPEC §7 /wishlist/get-bookmarks, add-bookmark): members only, every write with the CSRF token. */
import { API_ROUTES, bookmarkSchema, type BookmarksResponse, type BookmarkWriteResponse } from '@amb/shared-contracts';
import { Router } from 'express';
import { currentUserId, requireUser } from '../auth';
import type { AuthConfig } from '../auth/config';
import { addBookmark, bookmarksOf, removeBookmark } from '../content/bookmarks';
import type { Db } from '../db/types';
import { noStore } from '../http/noStore';
import { parseBody } from '../http/validation';

const PATHS = [
  API_ROUTES.wishlistGetBookmarks.path,
  API_ROUTES.wishlistAddBookmark.path,
  API_ROUTES.wishlistDeleteBookmark.path,
];

export function bookmarksRouter(db: Db, config: AuthConfig): Router {
  const router = Router();
  router.use(PATHS, noStore, requireUser);

  router.get(API_ROUTES.wishlistGetBookmarks.path, async (req, res) => {
    res.json({ items: await bookmarksOf(db, currentUserId(req)) } satisfies BookmarksResponse);
  });

  router.post(API_ROUTES.wishlistAddBookmark.path, async (req, res) => {
    const { kind, key } = parseBody(bookmarkSchema, req.body);
    const { created, ...result } = await addBookmark(db, currentUserId(req), kind, key, config.now());
    res.status(created ? 201 : 200).json(result satisfies BookmarkWriteResponse);
  });

  router.post(API_ROUTES.wishlistDeleteBookmark.path, async (req, res) => {
    const { kind, key } = parseBody(bookmarkSchema, req.body);
    res.json((await removeBookmark(db, currentUserId(req), kind, key)) satisfies BookmarkWriteResponse);
  });

  return router;
}
