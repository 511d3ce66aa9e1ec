/**
 * The rate limits of the login (sliding 15-minute windows). A known device is limited on its own
 * (generously) and by nothing else; an address the account logged in from is limited per account and
 * address; every other attempt per account and per address. So attackers who exhaust an account's
 * budget do not lock out its owner.
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

const emailOf = (req: Request): unknown => (req.body as { email?: unknown } | undefined)?.email;

/**
 * The account a login attempt is for: the sha256 of its normalised e-mail (any input, even with NUL
 * characters PostgreSQL cannot store, gives a safe key), or the IP when the body has no e-mail string.
 */
function accountKey(req: Request): string {
  const email = emailOf(req);
  return typeof email === 'string' ? `email:${sha256Hex(normaliseEmail(email))}` : `ip:${ipKey(req)}`;
}

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
  ) =>
    rateLimit({
      name,
      windowMs: LOGIN_WINDOW_MS,
      limit: config.limits[name],
      key,
      message: AUTH_MESSAGES.tooManyLoginAttempts,
      skip: (_req, res) => !appliesTo.includes(trustOf(res).kind),
    });
  return [
    classify,
    limit('loginIp', ['address', 'unknown'], ipKey),
    limit('loginAccount', ['unknown'], accountKey),
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
 * of the known device or address it came from, but not the account's counter of unknown devices (an
 * attacker's failures stay). Returns how the attempt was known.
 */
export async function settleLoginLimits(req: Request, res: Response): Promise<LoginTrust> {
  const trust = trustOf(res);
  if (trust.kind === 'device') await resetRateLimit(req, 'loginDevice', trust.deviceHash);
  if (trust.kind === 'address') await resetRateLimit(req, 'loginKnownAddress', `${trust.userId}:${trust.address}`);
  if (trust.kind === 'unknown') await forgiveRateLimitHit(req, 'loginAccount', accountKey(req), LOGIN_WINDOW_MS);
  if (trust.kind !== 'device') await forgiveRateLimitHit(req, 'loginIp', ipKey(req), LOGIN_WINDOW_MS);
  return trust;
}
