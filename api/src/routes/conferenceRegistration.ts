/**
 * POST /api/conference-registration: a committee without an account registers for a conference — account, committee
 * and order in one transaction (conferences/conferenceRegistration.ts), then logged in like after a registration.
 * Rate-limited with the registration (per address and hour); the whole body is re-checked with the shared schemas.
 */
import {
  API_ROUTES,
  CONFERENCE_MESSAGES,
  validateConferenceRegistration,
  type ConferenceRegistrationInput,
  type ConferenceRegistrationResponse,
  type FieldErrors,
} from '@amb/shared-contracts';
import { Router } from 'express';
import { signedInUserOf } from '../accounts/currentUser';
import { siteOriginOf } from '../accounts/redirect';
import { ipKey, rateLimit, rotateSession } from '../auth';
import type { AuthConfig } from '../auth/config';
import { registerForConference } from '../conferences/conferenceRegistration';
import type { Db } from '../db/types';
import { httpError, validationFailed } from '../http/errors';
import { textProblem } from '../http/validation';
import type { Mailer } from '../mail';
import { berlinToday } from '../util/calendarDays';

/** The api's plain-text rules (length, no control characters, no markup) on every text but the password. */
function plainTextProblems(value: ConferenceRegistrationInput): FieldErrors | null {
  const fields: FieldErrors = {};
  const check = (key: string, text: unknown) => {
    if (typeof text !== 'string') return;
    const problem = textProblem(text);
    if (problem) fields[key] ??= problem;
  };
  for (const [key, text] of Object.entries(value)) if (key !== 'password') check(key, text);
  value.participants.forEach((person, index) => {
    for (const [key, text] of Object.entries(person)) check(`participants.${index}.${key}`, text);
  });
  return Object.keys(fields).length > 0 ? fields : null;
}

export function conferenceRegistrationRouter(
  db: Db,
  config: AuthConfig,
  mailer: Mailer,
  reservationDays: number,
): Router {
  const router = Router();
  router.post(
    API_ROUTES.conferenceRegistrationRequest.path,
    rateLimit({ name: 'registration', windowMs: 60 * 60 * 1000, limit: config.limits.registration, key: ipKey }),
    async (req, res) => {
      if (req.auth.user) throw httpError('BAD_REQUEST', CONFERENCE_MESSAGES.registrationLoggedIn);
      const checked = validateConferenceRegistration(req.body);
      if (!checked.ok) throw validationFailed(checked.fields);
      const problems = plainTextProblems(checked.value);
      if (problems) throw validationFailed(problems);
      const now = config.now();
      const origin = siteOriginOf(req.get('x-forwarded-host') ?? req.get('host'), config.origins);
      const { userId, order } = await registerForConference(db, mailer, checked.value, {
        origin,
        now,
        today: berlinToday(now),
        reservationDays,
      });
      await rotateSession(req, res, { userId });
      const user = await signedInUserOf(db, req.auth);
      res.status(201).json({
        user,
        message: CONFERENCE_MESSAGES.registered(user.email),
        order,
      } satisfies ConferenceRegistrationResponse);
    },
  );
  return router;
}
