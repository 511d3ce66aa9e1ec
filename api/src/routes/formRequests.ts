/**
 * POST of every request form (contact, in-house, SBV, catalogue, lawyer, registrations, promotional order):
 * one route each through the one pipeline. Visitors and members alike (the CSRF token of the session is
 * required); the promotional order only for members. Each form has its own rate limit per address and hour.
 */
import { API_ROUTES, FORM_REQUESTS, FORM_REQUEST_KINDS, type FormRequestResponse } from '@amb/shared-contracts';
import { Router, type Request } from 'express';
import { ipKey, rateLimit, requireUser } from '../auth';
import type { AuthConfig, RateLimitSettings } from '../auth/config';
import type { Db } from '../db/types';
import { parseBody } from '../http/validation';
import type { Mailer } from '../mail';
import { submitFormRequest } from '../requests/formRequests';
import { REQUEST_FORM_SPECS } from '../requests/requestForms';

const HOUR_MS = 60 * 60 * 1000;
/** The forms whose limit had a setting of its own before the pipeline (RATE_LIMITS names them). */
const OWN_LIMITS: Partial<Record<string, keyof RateLimitSettings>> = {
  contact: 'contactRequest',
  inhouse: 'inhouseRequest',
};

const memberKey = (req: Request): string => `user:${req.auth.user?.userId ?? 0}`;

export function formRequestsRouter(db: Db, config: AuthConfig, mailer: Mailer): Router {
  const router = Router();
  for (const kind of FORM_REQUEST_KINDS) {
    const definition = FORM_REQUESTS[kind];
    const spec = REQUEST_FORM_SPECS[kind];
    const setting = OWN_LIMITS[kind];
    const guards = definition.membersOnly ? [requireUser] : [];
    router.post(
      API_ROUTES[definition.api].path,
      ...guards,
      rateLimit({
        name: setting ?? `${kind}Request`,
        windowMs: HOUR_MS,
        limit: setting ? config.limits[setting] : config.limits.formRequest,
        key: definition.membersOnly ? memberKey : ipKey,
      }),
      async (req, res) => {
        const input: unknown = parseBody(spec.schema, req.body, {
          plainText: true,
          multilineFields: spec.multilineFields ?? [],
        });
        const userId = req.auth?.user?.userId ?? null;
        const requestId = await submitFormRequest(db, mailer, spec, input, userId, config.now());
        res.status(201).json({ requestId, message: definition.sent } satisfies FormRequestResponse);
      },
    );
  }
  return router;
}
