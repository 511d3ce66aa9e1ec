import { API_ROUTES, type ContentItemResponse, type ContentListResponse } from '@amb/shared-contracts';
import { Router } from 'express';
import { contentItem, latestContent } from '../content/contentPages';
import type { Db } from '../db/types';

/** Articles, news and interviews (issue 13): public, read only. */
export function contentRouter(db: Db): Router {
  const router = Router();
  router.get(API_ROUTES.contentList.path, async (req, res) => {
    res.json((await latestContent(db, req.query)) satisfies ContentListResponse);
  });
  router.get(API_ROUTES.contentItem.path, async (req, res) => {
    const item = await contentItem(db, req.params.kind as string, req.params.slug as string);
    res.json(item satisfies ContentItemResponse);
  });
  return router;
}
