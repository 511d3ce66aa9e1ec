/** The committee manager's view of the committee. */
import { API_ROUTES, type CommitteeUsersResponse } from '@amb/shared-contracts';
import { Router } from 'express';
import { requireCommitteeManager } from '../auth';
import type { Db } from '../db/types';
import { listCommitteeMembers } from '../repositories/users';

export function committeeRouter(db: Db): Router {
  const router = Router();
  router.get(API_ROUTES.committeeUsers.path, requireCommitteeManager, async (req, res) => {
    const members = await listCommitteeMembers(db, req.auth.user!.committeeId);
    res.set('Cache-Control', 'no-store');
    res.json(members satisfies CommitteeUsersResponse);
  });
  return router;
}
