/** Current user, login, login targets, logout and the signed user token. */
import { API_ROUTES, AUTH_MESSAGES, emailSchema, PAGE_ROUTES, VALIDATION_MESSAGES as M } from '@amb/shared-contracts';
import { Router, type Request } from 'express';
import { object, string } from 'yup';
import { currentUserOf } from '../accounts/currentUser';
import { normaliseEmail, parseBody } from '../accounts/input';
import { sanitizeRedirect } from '../accounts/redirect';
import { createUserToken, tokenSecret } from '../accounts/userToken';
import {
  destroySession,
  ensureSession,
  forgiveRateLimitHit,
  ipKey,
  rateLimit,
  requireUser,
  resetRateLimit,
  rotateSession,
} from '../auth';
import type { AuthConfig } from '../auth/config';
import { sha256Hex } from '../auth/crypto';
import { dummyPasswordHash, verifyPassword } from '../auth/passwords';
import type { Db } from '../db/types';
import { HttpError } from '../errors';

const LOGIN_WINDOW_MS = 15 * 60 * 1000;

const loginSchema = object({
  email: emailSchema,
  password: string().strict(true).typeError(M.password).required(M.password).max(128, M.passwordTooLong),
});

/**
 * The account a login attempt is for: the sha256 of its normalised e-mail (any input, even with NUL
 * characters PostgreSQL cannot store, gives a safe key), or the IP when the body has no e-mail string.
 */
function accountKey(req: Request): string {
  const email: unknown = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? `email:${sha256Hex(normaliseEmail(email))}` : `ip:${ipKey(req)}`;
}

export function sessionRouter(db: Db, config: AuthConfig): Router {
  const router = Router();

  // Reading who is logged in writes nothing: an anonymous visitor gets `{ user: {} }` and no session.
  router.get(API_ROUTES.currentUser.path, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ user: (await currentUserOf(db, req.auth)) ?? {} });
  });

  // A form's first write needs a CSRF token, and the token needs a session: created here, not on page views.
  router.get(API_ROUTES.sessionCsrf.path, async (req, res) => {
    const session = await ensureSession(req, res);
    res.set('Cache-Control', 'no-store');
    res.json({ csrfToken: session.csrfToken });
  });

  router.get(API_ROUTES.localLogin.path, (_req, res) => {
    res.redirect(303, PAGE_ROUTES.login.path);
  });

  router.post(
    API_ROUTES.localLogin.path,
    rateLimit({
      name: 'loginIp',
      windowMs: LOGIN_WINDOW_MS,
      limit: config.limits.loginIp,
      key: ipKey,
      message: AUTH_MESSAGES.tooManyLoginAttempts,
    }),
    rateLimit({
      name: 'loginAccount',
      windowMs: LOGIN_WINDOW_MS,
      limit: config.limits.loginAccount,
      key: accountKey,
      message: AUTH_MESSAGES.tooManyLoginAttempts,
    }),
    async (req, res) => {
      const { email, password } = parseBody(loginSchema, req.body);
      const user = await db
        .selectFrom('users')
        .select(['userId', 'passwordHash'])
        .where('email', '=', normaliseEmail(email))
        .executeTakeFirst();
      // Unknown e-mail: verify against a dummy hash, so both failures take about as long.
      const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
      if (!user || !valid) throw new HttpError(401, 'WRONG_CREDENTIALS', AUTH_MESSAGES.wrongCredentials);
      // Only failures count: a success clears the account's counter and takes back its own IP hit.
      await resetRateLimit(req, 'loginAccount', accountKey(req));
      await forgiveRateLimitHit(req, 'loginIp', ipKey(req), LOGIN_WINDOW_MS);
      await rotateSession(req, res, { userId: user.userId });
      const redirect = sanitizeRedirect((req.body as { redirect?: unknown }).redirect, config.origins);
      res.json({ user: await currentUserOf(db, req.auth), redirect });
    },
  );

  router.get(API_ROUTES.loginTarget.path, (req, res) => {
    const target = sanitizeRedirect(req.query.redirect, config.origins);
    if (req.auth.user) return res.redirect(302, target);
    res.redirect(302, `${PAGE_ROUTES.login.path}?redirect=${encodeURIComponent(target)}`);
  });

  router.get(API_ROUTES.loginTargetGet.path, (req, res) => {
    res.json({ target: sanitizeRedirect(req.query.redirect, config.origins), loggedIn: req.auth.user !== null });
  });

  router.post(API_ROUTES.sessionLogout.path, async (req, res) => {
    await destroySession(req, res);
    res.json({ ok: true });
  });

  router.get(API_ROUTES.userToken.path, requireUser, async (req, res) => {
    const secret = await tokenSecret(db, config.tokenSecret);
    res.set('Cache-Control', 'no-store');
    res.json(createUserToken(req.auth.user!.userId, config.now(), secret));
  });

  return router;
}
