import { API_ROUTES, CONTACT_TEXTS, contactRequestSchema, type ContactRequestResponse } from '@amb/shared-contracts';
import { Router } from 'express';
import { ipKey, rateLimit } from '../auth';
import type { AuthConfig } from '../auth/config';
import { submitContactRequest } from '../contact/contactRequest';
import type { Db } from '../db/types';
import { parseBody } from '../http/validation';
import type { Mailer } from '../mail';

/** POST /api/contact-request: visitors and members alike (the CSRF token of the session is required). */
export function contactRequestRouter(db: Db, config: AuthConfig, mailer: Mailer): Router {
  const router = Router();
  router.post(
    API_ROUTES.contactRequest.path,
    rateLimit({ name: 'contactRequest', windowMs: 60 * 60 * 1000, limit: config.limits.contactRequest, key: ipKey }),
    async (req, res) => {
      const input = parseBody(contactRequestSchema, req.body, { plainText: true });
      const requestId = await submitContactRequest(db, mailer, input, req.auth?.user?.userId ?? null, config.now());
      res.status(201).json({ requestId, message: CONTACT_TEXTS.sent } satisfies ContactRequestResponse);
    },
  );
  return router;
}
