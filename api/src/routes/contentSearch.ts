import { API_ROUTES, contentSearchQuerySchema, type ContentSearchResponse } from '@amb/shared-contracts';
import { Router } from 'express';
import { searchContent } from '../content/contentSearch';
import type { Db } from '../db/types';
import { parseQuery } from '../http/validation';

/** The content side of /suche: public, read only. */
export function contentSearchRouter(db: Db): Router {
  const router = Router();
  router.get(API_ROUTES.contentSearch.path, async (req, res) => {
    res.json(
      (await searchContent(db, parseQuery(contentSearchQuerySchema, req.query))) satisfies ContentSearchResponse,
    );
  });
  return router;
}
