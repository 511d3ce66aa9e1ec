/**
 * Device cookies after OWASP's "Slow down online guessing attacks with device cookies": a successful
 * login hands the browser a long-lived random token (only its sha256 is stored, bound to the user).
 * A later attempt for that account with a valid token is limited per device, not by the account's
 * counter for unknown devices, so an attacker who exhausts that counter does not lock out the owner.
 * An address the account logged in from recently counts as known too (its own, per account and address).
 */
import { DEVICE_COOKIE, DEVICE_TTL_MS, LOGIN_ADDRESS_TTL_MS, SECURE_DEVICE_COOKIE } from '@amb/shared-contracts';
import type { CookieOptions, Request, Response } from 'express';
import type { Db } from '../db/types';
import {
  findKnownAddress,
  findKnownDevice,
  insertDevice,
  rememberAddress,
  touchDevice,
} from '../repositories/loginTrust';
import { randomToken, sha256Hex } from './crypto';
import { ipKey } from './rateLimit';
import { authContext } from './session';

export type LoginTrust =
  | { kind: 'device'; userId: number; deviceHash: string }
  | { kind: 'address'; userId: number; address: string }
  | { kind: 'unknown' };

const deviceCookieName = (req: Request): string => (req.secure ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE);

function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

const before = (now: Date, ms: number): string => new Date(now.getTime() - ms).toISOString();

/** How far a login attempt for `userId` (null: no such account) is known: by device cookie, by address, or not. */
export async function classifyLogin(req: Request, db: Db, userId: number | null): Promise<LoginTrust> {
  if (userId === null) return { kind: 'unknown' };
  const now = authContext(req).config.now();
  const token = readCookie(req, deviceCookieName(req));
  if (token && token.length <= 64) {
    const deviceHash = sha256Hex(token);
    const device = await findKnownDevice(db, deviceHash, userId, before(now, DEVICE_TTL_MS));
    if (device) return { kind: 'device', userId, deviceHash };
  }
  const address = ipKey(req);
  const known = await findKnownAddress(db, userId, address, before(now, LOGIN_ADDRESS_TTL_MS));
  return known ? { kind: 'address', userId, address } : { kind: 'unknown' };
}

function deviceCookieOptions(req: Request): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: req.secure, maxAge: DEVICE_TTL_MS };
}

/**
 * After a successful login: the device this browser used stays known (or becomes known with a fresh
 * token), and so does the address.
 */
export async function rememberSuccessfulLogin(
  req: Request,
  res: Response,
  db: Db,
  userId: number,
  trust: LoginTrust,
): Promise<void> {
  const nowIso = authContext(req).config.now().toISOString();
  if (trust.kind === 'device' && trust.userId === userId) {
    await touchDevice(db, trust.deviceHash, nowIso);
    res.cookie(deviceCookieName(req), readCookie(req, deviceCookieName(req)), deviceCookieOptions(req));
  } else {
    const token = randomToken(32);
    await insertDevice(db, sha256Hex(token), userId, nowIso);
    res.cookie(deviceCookieName(req), token, deviceCookieOptions(req));
  }
  await rememberAddress(db, userId, ipKey(req), nowIso);
}
