/** Database sessions: cookie amb_sid (or __Host-amb_sid over HTTPS) + readable amb_csrf cookie. */
import { CSRF_COOKIE, SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@amb/shared-contracts';
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import type { Db } from '../db/types';
import {
  deleteSession,
  deleteSessionsOf,
  findSession,
  insertSession,
  insertSessionIfAbsent,
  touchSession,
} from '../repositories/sessions';
import { findAuthUser } from '../repositories/users';
import { moveSessionCartToUser } from '../repositories/cartItems';
import type { AuthConfig } from './config';
import { randomToken, sha256Hex } from './crypto';
import type { AuthState, AuthUser, SessionRow } from './types';

export { SECURE_SESSION_COOKIE, SESSION_COOKIE };
/** last_seen_at is written at most once per this interval (not on every request). */
const TOUCH_INTERVAL_MS = 60_000;

interface AuthContext {
  db: Db;
  config: AuthConfig;
}

const contexts = new WeakMap<Request, AuthContext>();

/** The db and settings the session middleware saw for this request (throws when it did not run). */
export function authContext(req: Request): AuthContext {
  const context = contexts.get(req);
  if (!context) throw new Error('sessionMiddleware must run before the auth helpers');
  return context;
}

export const emptyAuth = (): AuthState => ({ session: null, user: null, impersonator: null });

export function sessionCookieName(req: Request): string {
  return req.secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** A cookie of the request, URI-decoded (undefined when absent or malformed). */
export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function cookieOptions(req: Request, config: AuthConfig, httpOnly: boolean): CookieOptions {
  return { httpOnly, sameSite: 'lax', path: '/', secure: req.secure, maxAge: config.absoluteTimeoutMs };
}

export function setCookies(req: Request, res: Response, config: AuthConfig, id: string | null, csrf: string): void {
  if (id !== null) res.cookie(sessionCookieName(req), id, cookieOptions(req, config, true));
  res.cookie(CSRF_COOKIE, csrf, cookieOptions(req, config, false));
}

/** The AuthUser of a user id, or null when there is no such user. */
export async function loadAuthUser(db: Db, userId: number | null): Promise<AuthUser | null> {
  return userId === null ? null : findAuthUser(db, userId);
}

async function stateOf(db: Db, session: SessionRow): Promise<AuthState> {
  const [user, impersonator] = await Promise.all([
    loadAuthUser(db, session.userId),
    loadAuthUser(db, session.impersonatorUserId),
  ]);
  return { session, user, impersonator: user ? impersonator : null };
}

function isExpired(session: SessionRow, config: AuthConfig, now: number): boolean {
  return (
    now - Date.parse(session.lastSeenAt) > config.idleTimeoutMs ||
    now - Date.parse(session.createdAt) > config.absoluteTimeoutMs
  );
}

/** Reads the session cookie, drops expired sessions and sets `req.auth` on every request. */
export function sessionMiddleware(db: Db, config: AuthConfig): RequestHandler {
  return async (req, res, next) => {
    contexts.set(req, { db, config });
    req.auth = emptyAuth();
    const id = readCookie(req, sessionCookieName(req));
    if (!id || id.length > 64) {
      next();
      return;
    }
    const hash = sha256Hex(id);
    const session = await findSession(db, hash);
    if (!session) {
      next();
      return;
    }
    const now = config.now().getTime();
    if (isExpired(session, config, now)) {
      await deleteSession(db, hash);
      next();
      return;
    }
    if (now - Date.parse(session.lastSeenAt) > TOUCH_INTERVAL_MS) {
      session.lastSeenAt = new Date(now).toISOString();
      await touchSession(db, hash, session.lastSeenAt);
    }
    req.auth = await stateOf(db, session);
    // The script-readable CSRF cookie went missing or stale: hand it out again.
    if (readCookie(req, CSRF_COOKIE) !== session.csrfToken) setCookies(req, res, config, null, session.csrfToken);
    next();
  };
}

/** A new session row (not yet stored) and the id its cookie carries. */
function newSession(
  config: AuthConfig,
  userId: number | null,
  impersonatorUserId: number | null,
  csrfToken: string = randomToken(32),
  id: string = randomToken(16),
): { id: string; session: SessionRow } {
  const nowIso = config.now().toISOString();
  return {
    id,
    session: {
      sessionHash: sha256Hex(id),
      userId,
      impersonatorUserId,
      csrfToken,
      createdAt: nowIso,
      lastSeenAt: nowIso,
    },
  };
}

/**
 * Makes sure the request has a session (an anonymous one is created with both cookies). The first write that
 * needs one (a cart item) passes the visitor's signed anonymous CSRF token and the session id derived from it:
 * the session keeps the token the browser has, and parallel first writes of one visitor make one session.
 */
export async function ensureSession(
  req: Request,
  res: Response,
  anonymous?: { csrfToken: string; sessionId: string },
): Promise<SessionRow> {
  if (req.auth.session) return req.auth.session;
  const { db, config } = authContext(req);
  if (anonymous) {
    const fresh = newSession(config, null, null, anonymous.csrfToken, anonymous.sessionId);
    const session = await insertSessionIfAbsent(db, fresh.session);
    setCookies(req, res, config, anonymous.sessionId, session.csrfToken);
    req.auth = { session, user: null, impersonator: null };
    return session;
  }
  const { id, session } = newSession(config, null, null);
  await insertSession(db, session);
  setCookies(req, res, config, id, session.csrfToken);
  req.auth = { session, user: null, impersonator: null };
  return session;
}

/**
 * Replaces the session by a new id and CSRF token (login, registration, impersonation, password change):
 * the old id stops working at once. Signing a user in moves the old session's cart items to the user's cart
 * in the same transaction, so none is lost with the old session.
 */
export async function rotateSession(
  req: Request,
  res: Response,
  { userId, impersonatorUserId = null }: { userId: number | null; impersonatorUserId?: number | null },
): Promise<AuthState> {
  const { db, config } = authContext(req);
  const old = req.auth.session;
  const { id, session } = newSession(config, userId, impersonatorUserId);
  await db.transaction().execute(async (trx) => {
    if (old) {
      if (userId !== null) await moveSessionCartToUser(trx, old.sessionHash, userId);
      await deleteSession(trx, old.sessionHash);
    }
    await insertSession(trx, session);
  });
  setCookies(req, res, config, id, session.csrfToken);
  req.auth = await stateOf(db, session);
  return req.auth;
}

/** Logout: deletes the session row and clears both cookies. */
export async function destroySession(req: Request, res: Response): Promise<void> {
  const { db, config } = authContext(req);
  if (req.auth.session) await deleteSession(db, req.auth.session.sessionHash);
  const { maxAge: _maxAge, ...sessionOptions } = cookieOptions(req, config, true);
  const { maxAge: _csrfMaxAge, ...csrfOptions } = cookieOptions(req, config, false);
  res.clearCookie(sessionCookieName(req), sessionOptions);
  res.clearCookie(CSRF_COOKIE, csrfOptions);
  req.auth = emptyAuth();
}

/** Ends every session of a user (e.g. after a password reset), optionally keeping one. */
export async function destroyUserSessions(db: Db, userId: number, keepSessionHash?: string): Promise<void> {
  await deleteSessionsOf(db, userId, { keepSessionHash: keepSessionHash ?? null, asImpersonator: true });
}
