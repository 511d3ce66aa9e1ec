import { API_ROUTES, type ElectionNewsArchiveResponse, type ElectionNewsCategoryResponse } from '@amb/shared-contracts';
import { Router } from 'express';
import { electionNewsArchive, electionNewsOfCategory } from '../content/electionNews';
import type { Db } from '../db/types';

/** Election news (issue 13): public, read only. */
export function electionNewsRouter(db: Db): Router {
  const router = Router();
  router.get(API_ROUTES.electionNewsList.path, async (_req, res) => {
    res.json((await electionNewsArchive(db)) satisfies ElectionNewsArchiveResponse);
  });
  router.get(API_ROUTES.electionNewsOfCategory.path, async (req, res) => {
    res.json((await electionNewsOfCategory(db, String(req.params.slug))) satisfies ElectionNewsCategoryResponse);
  });
  return router;
}
