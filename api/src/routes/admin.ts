/** The admin's outbox: development mode only. */
import { API_ROUTES, type AdminOutboxResponse } from '@amb/shared-contracts';
import { Router } from 'express';
import { requireAdmin } from '../auth';
import type { Db } from '../db/types';
import { latestMails } from '../repositories/mailOutbox';

export function adminRouter(db: Db, { outbox }: { outbox: boolean }): Router {
  const router = Router();
  // Without SMTP the outbox stands in for a mailbox while developing; in production mode the route does
  // not exist (404 like any unknown path), so no admin can read another member's mail.
  if (outbox) {
    router.get(API_ROUTES.adminOutbox.path, requireAdmin, async (_req, res) => {
      res.set('Cache-Control', 'no-store');
      res.json({ mails: await latestMails(db) } satisfies AdminOutboxResponse);
    });
  }
  return router;
}
