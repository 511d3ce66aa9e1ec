import { API_ROUTES, inhouseRequestSchema, type InhouseRequestResponse } from '@amb/shared-contracts';
import { Router } from 'express';
import { ipKey, rateLimit } from '../auth';
import type { AuthConfig } from '../auth/config';
import { submitInhouseRequest } from '../catalogue/inhouseRequest';
import type { Db } from '../db/types';
import { parseBody } from '../http/validation';
import type { Mailer } from '../mail';

/** POST /api/inhouse-request: visitors and members alike (the CSRF token of the session is required). */
export function inhouseRequestRouter(db: Db, config: AuthConfig, mailer: Mailer): Router {
  const router = Router();
  router.post(
    API_ROUTES.inhouseRequest.path,
    rateLimit({ name: 'inhouseRequest', windowMs: 60 * 60 * 1000, limit: config.limits.inhouseRequest, key: ipKey }),
    async (req, res) => {
      const input = parseBody(inhouseRequestSchema, req.body);
      const requestId = await submitInhouseRequest(db, mailer, input, req.auth?.user?.userId ?? null, config.now());
      res.status(201).json({ requestId } satisfies InhouseRequestResponse);
    },
  );
  return router;
}
