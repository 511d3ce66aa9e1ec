/** "Passwort vergessen?": single-use, expiring token by mail; setting a new password logs in. */
import {
  API_ROUTES,
  AUTH_MESSAGES,
  passwordResetSchema,
  quickLoginSchema,
  type PasswordResetConfirmResponse,
  type PasswordResetRequestResponse,
} from '@amb/shared-contracts';
import { Router } from 'express';
import { signedInUserOf } from '../accounts/currentUser';
import { normaliseEmail } from '../accounts/email';
import { requestPasswordReset, resetAccountWords, resetPassword } from '../accounts/passwordReset';
import { siteOriginOf } from '../accounts/redirect';
import { destroyUserSessions, ipKey, rateLimit, rotateSession } from '../auth';
import type { AuthConfig } from '../auth/config';
import { rejectWeakPassword } from '../auth/passwordStrength';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/types';
import { httpError, type HttpError } from '../http/errors';
import { parseBody } from '../http/validation';
import type { Mailer } from '../mail';

const resetInvalid = (): HttpError => httpError('RESET_INVALID', AUTH_MESSAGES.passwordResetInvalid);

export function passwordResetRouter(db: Db, config: AuthConfig, mailer: Mailer): Router {
  const router = Router();
  const limit = rateLimit({
    name: 'passwordReset',
    windowMs: 15 * 60 * 1000,
    limit: config.limits.passwordReset,
    key: ipKey,
  });

  router.post(API_ROUTES.passwordResetRequest.path, limit, async (req, res) => {
    const { email } = parseBody(quickLoginSchema, req.body, { plainText: true });
    const origin = siteOriginOf(req.get('x-forwarded-host') ?? req.get('host'), config.origins);
    await requestPasswordReset(db, mailer, { email: normaliseEmail(email), origin, now: config.now() });
    res.status(202).json({ message: AUTH_MESSAGES.passwordResetSent } satisfies PasswordResetRequestResponse);
  });

  router.post(API_ROUTES.passwordResetConfirm.path, limit, async (req, res) => {
    const token: unknown = (req.body as { token?: unknown } | undefined)?.token;
    const { password } = parseBody(passwordResetSchema, req.body, { plainText: true });
    if (typeof token !== 'string' || token === '' || token.length > 200) throw resetInvalid();
    const now = config.now();
    rejectWeakPassword(password, 'password', await resetAccountWords(db, token, now));
    const userId = await resetPassword(db, token, await hashPassword(password), now);
    if (userId === null) throw resetInvalid();
    await destroyUserSessions(db, userId);
    await rotateSession(req, res, { userId });
    res.json({ user: await signedInUserOf(db, req.auth) } satisfies PasswordResetConfirmResponse);
  });

  return router;
}
