import {
  API_ROUTES,
  contentSearchQuerySchema,
  type ContentSearchResponse,
  type NewsListResponse,
} from '@amb/shared-contracts';
import { Router } from 'express';
import { searchContent } from '../content/contentSearch';
import { newsList } from '../content/newsList';
import type { Db } from '../db/types';
import { parseQuery } from '../http/validation';

/** The content side of /suche and the works-council site's news list: public, read only. */
export function contentSearchRouter(db: Db): Router {
  const router = Router();
  router.get(API_ROUTES.contentSearch.path, async (req, res) => {
    res.json(
      (await searchContent(db, parseQuery(contentSearchQuerySchema, req.query))) satisfies ContentSearchResponse,
    );
  });
  router.get(API_ROUTES.newsList.path, async (req, res) => {
    res.json((await newsList(db, req.query)) satisfies NewsListResponse);
  });
  return router;
}
