import { API_ROUTES, type NavigationTreeResponse } from '@amb/shared-contracts';
import { Router } from 'express';
import { loadNavigation, parseSite } from '../catalogue/navigation';
import type { Db } from '../db/types';

/** The header navigation tree per site. */
export function navigationRouter(db: Db): Router {
  const router = Router();
  router.get(API_ROUTES.navigationTree.path, async (req, res) => {
    res.json((await loadNavigation(db, parseSite(req.query.site))) satisfies NavigationTreeResponse);
  });
  return router;
}
