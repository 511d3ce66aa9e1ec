/** The login form and the login targets (where to go after logging in). */
import {
  API_ROUTES,
  AUTH_MESSAGES,
  localLoginSchema,
  PAGE_ROUTES,
  type LocalLoginResponse,
  type LoginTargetResponse,
} from '@amb/shared-contracts';
import { Router } from 'express';
import { signedInUserOf } from '../accounts/currentUser';
import { normaliseEmail } from '../accounts/email';
import { sanitizeRedirect } from '../accounts/redirect';
import { rotateSession } from '../auth';
import type { AuthConfig } from '../auth/config';
import { loginLimits, settleLoginLimits } from '../auth/loginLimits';
import { rememberSuccessfulLogin } from '../auth/loginTrust';
import { dummyPasswordHash, verifyPassword } from '../auth/passwords';
import type { Db } from '../db/types';
import { httpError } from '../http/errors';
import { parseBody } from '../http/validation';
import { findLogin } from '../repositories/users';

export function loginRouter(db: Db, config: AuthConfig): Router {
  const router = Router();

  router.get(API_ROUTES.localLogin.path, (_req, res) => {
    res.redirect(303, PAGE_ROUTES.login.path);
  });

  router.post(API_ROUTES.localLogin.path, ...loginLimits(db, config), async (req, res) => {
    const { email, password } = parseBody(localLoginSchema, req.body, { plainText: true });
    const user = await findLogin(db, normaliseEmail(email));
    // Unknown e-mail: verify against a dummy hash, so both failures take about as long.
    const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
    if (!user || !valid) throw httpError('WRONG_CREDENTIALS', AUTH_MESSAGES.wrongCredentials);
    const trust = await settleLoginLimits(req, res);
    await rememberSuccessfulLogin(req, res, db, user.userId, trust);
    await rotateSession(req, res, { userId: user.userId });
    const redirect = sanitizeRedirect((req.body as { redirect?: unknown }).redirect, config.origins);
    res.json({ user: await signedInUserOf(db, req.auth), redirect } satisfies LocalLoginResponse);
  });

  router.get(API_ROUTES.loginTarget.path, (req, res) => {
    const target = sanitizeRedirect(req.query.redirect, config.origins);
    if (req.auth.user) return res.redirect(302, target);
    res.redirect(302, `${PAGE_ROUTES.login.path}?redirect=${encodeURIComponent(target)}`);
  });

  router.get(API_ROUTES.loginTargetGet.path, (req, res) => {
    res.json({
      target: sanitizeRedirect(req.query.redirect, config.origins),
      loggedIn: req.auth.user !== null,
    } satisfies LoginTargetResponse);
  });

  return router;
}
