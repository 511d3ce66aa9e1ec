import { API_ROUTES, type JobPostingResponse } from '@amb/shared-contracts';
import { Router } from 'express';
import { jobPosting } from '../content/jobs';
import type { Db } from '../db/types';

/** Job postings (issue 13): public, read only. */
export function jobsRouter(db: Db): Router {
  const router = Router();
  router.get(API_ROUTES.jobPosting.path, async (req, res) => {
    res.json((await jobPosting(db, String(req.params.id))) satisfies JobPostingResponse);
  });
  return router;
}
