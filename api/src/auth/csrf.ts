/**
 * CSRF: every state-changing request carries header x-csrf-token equal to its session's token. A visitor
 * without a session (a first form, the login) gets a signed double-submit token instead of a session: the
 * readable amb_csrf cookie holds `<nonce>.<HMAC-SHA256(nonce)>`, and a write must send the same value in the
 * header. No row is written for it, so calling GET /api/session/csrf any number of times stores nothing;
 * the first write that needs a session (a cart item) creates it with that very token.
 */
import { API_ROUTES, AUTH_MESSAGES, CSRF_COOKIE, CSRF_HEADER } from '@amb/shared-contracts';
import { createHmac } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { tokenSecret } from '../accounts/userToken';
import type { Db } from '../db/types';
import { httpError, type HttpError } from '../http/errors';
import { randomToken, safeEqual } from './crypto';
import { authContext, readCookie } from './session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Domain separation: the same secret also signs the user tokens of /kundenportal/get-token. */
const PURPOSE = 'anonymous-csrf:';

export const csrfInvalid = (): HttpError => httpError('CSRF_INVALID', AUTH_MESSAGES.csrfInvalid);

const secrets = new WeakMap<Db, Promise<string>>();

function secretOf(req: Request): Promise<string> {
  const { db, config } = authContext(req);
  let secret = secrets.get(db);
  if (!secret) {
    secret = tokenSecret(db, config.tokenSecret);
    secrets.set(db, secret);
  }
  return secret;
}

const sign = (nonce: string, secret: string): string =>
  createHmac('sha256', secret)
    .update(PURPOSE + nonce)
    .digest('base64url');

/** A new signed token for a visitor without a session. */
export async function newAnonymousCsrfToken(req: Request): Promise<string> {
  const nonce = randomToken(24);
  return `${nonce}.${sign(nonce, await secretOf(req))}`;
}

/** Is `token` one of our signed anonymous tokens? */
export async function isAnonymousCsrfToken(req: Request, token: string | undefined): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const [nonce, signature, ...rest] = token.split('.');
  if (!nonce || !signature || rest.length > 0) return false;
  return safeEqual(signature, sign(nonce, await secretOf(req)));
}

/** The anonymous token in the visitor's amb_csrf cookie when it is a valid one, else undefined. */
export async function anonymousCsrfCookie(req: Request): Promise<string | undefined> {
  const cookie = readCookie(req, CSRF_COOKIE);
  return (await isAnonymousCsrfToken(req, cookie)) ? cookie : undefined;
}

/**
 * The session id of a visitor's first session, derived from their anonymous token with the server's secret
 * (128 bits, like a random id): the readable token does not reveal it, and parallel first writes agree on it.
 */
export async function anonymousSessionId(req: Request, token: string): Promise<string> {
  return createHmac('sha256', await secretOf(req))
    .update(`anonymous-session:${token}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

/** 403 CSRF_INVALID before any handler runs, so nothing changes. Needs sessionMiddleware first. */
export const csrfProtection: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const header = req.get(CSRF_HEADER);
  const session = req.auth.session;
  if (typeof header !== 'string' || header === '') {
    // Logging out without a (live) session changes nothing: let it clear the stale cookies.
    return next(!session && req.path === API_ROUTES.sessionLogout.path ? undefined : csrfInvalid());
  }
  if (session) return next(safeEqual(header, session.csrfToken) ? undefined : csrfInvalid());
  if (req.path === API_ROUTES.sessionLogout.path) return next();
  // No session: the signed double-submit token (cookie and header the same, signed by us).
  const cookie = readCookie(req, CSRF_COOKIE);
  if (cookie === undefined || !safeEqual(header, cookie)) return next(csrfInvalid());
  isAnonymousCsrfToken(req, header).then(
    (valid) => next(valid ? undefined : csrfInvalid()),
    (error: unknown) => next(error),
  );
};
