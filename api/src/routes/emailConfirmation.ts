/** The login e-mail's confirmation link, and a new link for a member whose address is still unconfirmed. */
import {
  API_ROUTES,
  CONFERENCE_MESSAGES,
  EMAIL_CONFIRMATION_MESSAGES,
  type EmailConfirmResponse,
  type EmailConfirmationResendResponse,
} from '@amb/shared-contracts';
import { Router } from 'express';
import { confirmEmail, resendEmailConfirmation } from '../accounts/emailConfirmation';
import { siteOriginOf } from '../accounts/redirect';
import { currentUserId, ipKey, rateLimit, requireUser, rotateSession } from '../auth';
import type { AuthConfig } from '../auth/config';
import type { Db } from '../db/types';
import { httpError, type HttpError } from '../http/errors';
import type { Mailer } from '../mail';

const HOUR_MS = 60 * 60 * 1000;

const confirmationInvalid = (): HttpError => httpError('CONFIRMATION_INVALID', EMAIL_CONFIRMATION_MESSAGES.invalidLink);

export function emailConfirmationRouter(db: Db, config: AuthConfig, mailer: Mailer): Router {
  const router = Router();

  // The token proves the mailbox: no login needed (the link may be opened on another device).
  router.post(
    API_ROUTES.emailConfirm.path,
    rateLimit({
      name: 'emailConfirmation',
      windowMs: 15 * 60 * 1000,
      limit: config.limits.emailConfirmation,
      key: ipKey,
    }),
    async (req, res) => {
      const token: unknown = (req.body as { token?: unknown } | undefined)?.token;
      if (typeof token !== 'string' || token === '' || token.length > 200) throw confirmationInvalid();
      const confirmation = await confirmEmail(db, mailer, token, config.now());
      if (!confirmation) throw confirmationInvalid();
      // A change ended every session of the account; the member who confirms here stays logged in.
      if (confirmation.kind === 'change' && req.auth.user?.userId === confirmation.userId) {
        await rotateSession(req, res, { userId: confirmation.userId });
      }
      res.set('Cache-Control', 'no-store');
      res.json({
        email: confirmation.email,
        kind: confirmation.kind,
        message:
          confirmation.kind === 'change'
            ? EMAIL_CONFIRMATION_MESSAGES.changeConfirmed(confirmation.email)
            : confirmation.bookingsConfirmed > 0
              ? CONFERENCE_MESSAGES.bookingsConfirmed(confirmation.bookingsConfirmed)
              : EMAIL_CONFIRMATION_MESSAGES.confirmed(confirmation.email),
      } satisfies EmailConfirmResponse);
    },
  );

  router.post(
    API_ROUTES.emailConfirmationResend.path,
    requireUser,
    rateLimit({
      name: 'emailConfirmationResend',
      windowMs: HOUR_MS,
      limit: config.limits.emailConfirmationResend,
      key: (req) => String(currentUserId(req)),
    }),
    async (req, res) => {
      const origin = siteOriginOf(req.get('x-forwarded-host') ?? req.get('host'), config.origins);
      const { outcome, email } = await resendEmailConfirmation(db, mailer, {
        userId: currentUserId(req),
        origin,
        now: config.now(),
      });
      res.json({
        message:
          outcome === 'sent' ? EMAIL_CONFIRMATION_MESSAGES.resent(email) : EMAIL_CONFIRMATION_MESSAGES.alreadyConfirmed,
      } satisfies EmailConfirmationResendResponse);
    },
  );

  return router;
}
