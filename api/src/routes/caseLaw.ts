import { API_ROUTES, type JudgmentListResponse, type JudgmentResponse } from '@amb/shared-contracts';
import { Router } from 'express';
import { judgmentList, judgmentPage } from '../content/judgments';
import type { Db } from '../db/types';

/** Case law (issue 13): published judgments, public and read only. */
export function caseLawRouter(db: Db): Router {
  const router = Router();
  router.get(API_ROUTES.caseLawList.path, async (req, res) => {
    res.json((await judgmentList(db, req.query)) satisfies JudgmentListResponse);
  });
  router.get(API_ROUTES.caseLawItem.path, async (req, res) => {
    const judgment = await judgmentPage(db, req.params.area as string, req.params.slug as string);
    res.json(judgment satisfies JudgmentResponse);
  });
  return router;
}
