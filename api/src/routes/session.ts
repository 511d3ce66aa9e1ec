/** Current user, login, login targets, logout and the signed user token. */
import {
  API_ROUTES,
  AUTH_MESSAGES,
  emailSchema,
  PAGE_ROUTES,
  validateField,
  VALIDATION_MESSAGES as M,
} from '@amb/shared-contracts';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { object, string } from 'yup';
import { currentUserOf } from '../accounts/currentUser';
import { normaliseEmail } from '../accounts/email';
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
import { classifyLogin, rememberSuccessfulLogin, type LoginTrust } from '../auth/loginTrust';
import { dummyPasswordHash, verifyPassword } from '../auth/passwords';
import type { Db } from '../db/types';
import { httpError } from '../http/errors';
import { parseBody } from '../http/validation';
import { findLogin, findUserIdByEmail } from '../repositories/users';

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

const trustOf = (res: Response): LoginTrust => (res.locals.loginTrust as LoginTrust | undefined) ?? { kind: 'unknown' };

export function sessionRouter(db: Db, config: AuthConfig): Router {
  /** How far the attempt is known (device cookie, recent address, or not); decides which limits count it. */
  const classify: RequestHandler = async (req, res, next) => {
    const email: unknown = (req.body as { email?: unknown } | undefined)?.email;
    let userId: number | null = null;
    if (validateField(emailSchema, email) === null) {
      userId = (await findUserIdByEmail(db, normaliseEmail(email as string))) ?? null;
    }
    res.locals.loginTrust = await classifyLogin(req, db, userId);
    next();
  };
  const loginLimit = (
    name: keyof AuthConfig['limits'],
    appliesTo: LoginTrust['kind'][],
    key: (req: Request, res: Response) => string,
  ) =>
    rateLimit({
      name,
      windowMs: LOGIN_WINDOW_MS,
      limit: config.limits[name],
      key,
      message: AUTH_MESSAGES.tooManyLoginAttempts,
      skip: (_req, res) => !appliesTo.includes(trustOf(res).kind),
    });

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

  // Sliding 15-minute windows. A known device is limited on its own (generously) and by nothing else; an
  // address the account logged in from is limited per account and address; every other attempt per
  // account and per address. So attackers who exhaust an account's budget do not lock out its owner.
  router.post(
    API_ROUTES.localLogin.path,
    classify,
    loginLimit('loginIp', ['address', 'unknown'], ipKey),
    loginLimit('loginAccount', ['unknown'], accountKey),
    loginLimit('loginKnownAddress', ['address'], (_req, res) => {
      const trust = trustOf(res);
      return trust.kind === 'address' ? `${trust.userId}:${trust.address}` : '';
    }),
    loginLimit('loginDevice', ['device'], (_req, res) => {
      const trust = trustOf(res);
      return trust.kind === 'device' ? trust.deviceHash : '';
    }),
    async (req, res) => {
      const { email, password } = parseBody(loginSchema, req.body, { plainText: true });
      const user = await findLogin(db, normaliseEmail(email));
      // Unknown e-mail: verify against a dummy hash, so both failures take about as long.
      const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
      if (!user || !valid) throw httpError('WRONG_CREDENTIALS', AUTH_MESSAGES.wrongCredentials);
      // Only failures count. A success takes back its own hit; it clears the counter of the known device
      // or address it came from, but not the account's counter of unknown devices (an attacker's failures stay).
      const trust = trustOf(res);
      if (trust.kind === 'device') await resetRateLimit(req, 'loginDevice', trust.deviceHash);
      if (trust.kind === 'address') await resetRateLimit(req, 'loginKnownAddress', `${trust.userId}:${trust.address}`);
      if (trust.kind === 'unknown') await forgiveRateLimitHit(req, 'loginAccount', accountKey(req), LOGIN_WINDOW_MS);
      if (trust.kind !== 'device') await forgiveRateLimitHit(req, 'loginIp', ipKey(req), LOGIN_WINDOW_MS);
      await rememberSuccessfulLogin(req, res, db, user.userId, trust);
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
