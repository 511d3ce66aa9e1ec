/**
 * The rate limits of the login (sliding windows). A known device is limited on its own (generously) and by
 * nothing else; an address the account logged in from is limited per account and address; every other
 * attempt per account and client address (15 minutes), per address across accounts, and by a slower
 * account-wide budget (an hour) that only many addresses together exhaust. So someone else's failed logins
 * lock out that client, not the owner who logs in from another address or device.
 */
import { AUTH_MESSAGES, emailSchema, validateField } from '@amb/shared-contracts';
import type { Request, RequestHandler, Response } from 'express';
import { normaliseEmail } from '../accounts/email';
import type { Db } from '../db/types';
import { findUserIdByEmail } from '../repositories/users';
import type { AuthConfig } from './config';
import { sha256Hex } from './crypto';
import { classifyLogin, type LoginTrust } from './loginTrust';
import { forgiveRateLimitHit, ipKey, rateLimit, resetRateLimit } from './rateLimit';

const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** The account-wide budget of unknown clients: slower, so one client's failures never exhaust it. */
const ACCOUNT_WINDOW_MS = 60 * 60 * 1000;

const emailOf = (req: Request): unknown => (req.body as { email?: unknown } | undefined)?.email;

/**
 * The account a login attempt is for: the sha256 of its normalised e-mail (any input, even with NUL
 * characters PostgreSQL cannot store, gives a safe key), or the IP when the body has no e-mail string.
 */
function accountKey(req: Request): string {
  const email = emailOf(req);
  return typeof email === 'string' ? `email:${sha256Hex(normaliseEmail(email))}` : `ip:${ipKey(req)}`;
}

/** One client's attempts at one account. */
const accountClientKey = (req: Request): string => `${accountKey(req)}|${ipKey(req)}`;

const trustOf = (res: Response): LoginTrust => (res.locals.loginTrust as LoginTrust | undefined) ?? { kind: 'unknown' };

/** Before the login handler: how far the attempt is known (device cookie, recent address, or not), then the limits. */
export function loginLimits(db: Db, config: AuthConfig): RequestHandler[] {
  const classify: RequestHandler = async (req, res, next) => {
    const email = emailOf(req);
    let userId: number | null = null;
    if (validateField(emailSchema, email) === null) {
      userId = (await findUserIdByEmail(db, normaliseEmail(email as string))) ?? null;
    }
    res.locals.loginTrust = await classifyLogin(req, db, userId);
    next();
  };
  const limit = (
    name: keyof AuthConfig['limits'],
    appliesTo: LoginTrust['kind'][],
    key: (req: Request, res: Response) => string,
    windowMs = LOGIN_WINDOW_MS,
  ) =>
    rateLimit({
      name,
      windowMs,
      limit: config.limits[name],
      key,
      message: AUTH_MESSAGES.tooManyLoginAttempts,
      skip: (_req, res) => !appliesTo.includes(trustOf(res).kind),
    });
  return [
    classify,
    limit('loginIp', ['address', 'unknown'], ipKey),
    limit('loginAccountClient', ['unknown'], accountClientKey),
    // After the per-client limit: attempts it refused do not count against the account as a whole.
    limit('loginAccount', ['unknown'], accountKey, ACCOUNT_WINDOW_MS),
    limit('loginKnownAddress', ['address'], (_req, res) => {
      const trust = trustOf(res);
      return trust.kind === 'address' ? `${trust.userId}:${trust.address}` : '';
    }),
    limit('loginDevice', ['device'], (_req, res) => {
      const trust = trustOf(res);
      return trust.kind === 'device' ? trust.deviceHash : '';
    }),
  ];
}

/**
 * After a successful login. Only failures count: a success takes back its own hit; it clears the counter
 * of the known device or address it came from, but not the account's counters of unknown clients (an
 * attacker's failures stay). Returns how the attempt was known.
 */
export async function settleLoginLimits(req: Request, res: Response): Promise<LoginTrust> {
  const trust = trustOf(res);
  if (trust.kind === 'device') await resetRateLimit(req, 'loginDevice', trust.deviceHash);
  if (trust.kind === 'address') await resetRateLimit(req, 'loginKnownAddress', `${trust.userId}:${trust.address}`);
  if (trust.kind === 'unknown') {
    await forgiveRateLimitHit(req, 'loginAccountClient', accountClientKey(req), LOGIN_WINDOW_MS);
    await forgiveRateLimitHit(req, 'loginAccount', accountKey(req), ACCOUNT_WINDOW_MS);
  }
  if (trust.kind !== 'device') await forgiveRateLimitHit(req, 'loginIp', ipKey(req), LOGIN_WINDOW_MS);
  return trust;
}
