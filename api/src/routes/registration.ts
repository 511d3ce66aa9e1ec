/** E-mail availability and registration. */
import {
  API_ROUTES,
  EMAIL_CONFIRMATION_MESSAGES,
  quickLoginSchema,
  registrationSchema,
  type EmailAvailabilityResponse,
  type RegistrationResponse,
} from '@amb/shared-contracts';
import { Router } from 'express';
import { signedInUserOf } from '../accounts/currentUser';
import { normaliseEmail } from '../accounts/email';
import { siteOriginOf } from '../accounts/redirect';
import { isRegistered, registerMember } from '../accounts/registration';
import { ipKey, rateLimit, rotateSession } from '../auth';
import type { AuthConfig } from '../auth/config';
import type { Db } from '../db/types';
import { parseBody } from '../http/validation';
import type { Mailer } from '../mail';

export function registrationRouter(db: Db, config: AuthConfig, mailer: Mailer): Router {
  const router = Router();

  router.get(
    API_ROUTES.emailAvailability.path,
    rateLimit({ name: 'emailAvailability', windowMs: 60_000, limit: config.limits.emailAvailability, key: ipKey }),
    async (req, res) => {
      const { email } = parseBody(quickLoginSchema, { email: req.query.email }, { plainText: true });
      res.set('Cache-Control', 'no-store');
      res.json(!(await isRegistered(db, normaliseEmail(email))) satisfies EmailAvailabilityResponse);
    },
  );

  router.post(
    API_ROUTES.userRegistration.path,
    rateLimit({ name: 'registration', windowMs: 60 * 60 * 1000, limit: config.limits.registration, key: ipKey }),
    async (req, res) => {
      const input = parseBody(registrationSchema, req.body, { plainText: true });
      const origin = siteOriginOf(req.get('x-forwarded-host') ?? req.get('host'), config.origins);
      const userId = await registerMember(db, mailer, input, { origin, now: config.now() });
      await rotateSession(req, res, { userId });
      const user = await signedInUserOf(db, req.auth);
      res
        .status(201)
        .json({ user, message: EMAIL_CONFIRMATION_MESSAGES.registered(user.email) } satisfies RegistrationResponse);
    },
  );

  return router;
}
