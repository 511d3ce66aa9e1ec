/** Admin outbox (development mode only) and the committee manager's member list. */
import { API_ROUTES } from '@amb/shared-contracts';
import { Router } from 'express';
import { requireAdmin, requireCommitteeManager } from '../auth';
import type { Db } from '../db/types';
import { latestMails } from '../repositories/mailOutbox';
import { listCommitteeMembers } from '../repositories/users';

export function accountAdminRouter(db: Db, { outbox }: { outbox: boolean }): Router {
  const router = Router();

  // Without SMTP the outbox stands in for a mailbox while developing; in production mode the route does
  // not exist (404 like any unknown path), so no admin can read another member's mail.
  if (outbox) {
    router.get(API_ROUTES.adminOutbox.path, requireAdmin, async (_req, res) => {
      res.set('Cache-Control', 'no-store');
      res.json({ mails: await latestMails(db) });
    });
  }

  router.get(API_ROUTES.committeeUsers.path, requireCommitteeManager, async (req, res) => {
    const members = await listCommitteeMembers(db, req.auth.user!.committeeId);
    res.set('Cache-Control', 'no-store');
    res.json(members);
  });

  return router;
}
