import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { LRUCache } from 'lru-cache';
import { CSRF_COOKIE, type PageUser } from '@amb/shared-contracts';
import { SESSION_COOKIE_NAMES } from '../http/sessionCookies';

/** Sessions whose answer is kept at once (each a few hundred bytes). */
const MAX_SESSIONS = 20_000;

/**
 * Who a session is, as the api said, for a few seconds (SESSION_CACHE_MS): a member's page needs it, and asking the
 * api for every page is a second hop that costs more than the page (token introspection is cached the same way).
 * Keyed by a hash of the visitor's own session cookie (name and value) and CSRF cookie, so an answer is only ever
 * used for the request that carries the same secret; a request whose CSRF cookie went missing or stale asks the api,
 * which hands it out again. Only answers without cookies to set are kept. Any write of the session through the proxy
 * (a logout, a new name, a cart change) and a logout here drop its answer at once; what another process ends (an
 * admin, a password change elsewhere) shows for at most the cache time, and only as the greeting: every call the
 * page makes asks the api.
 */
export class SessionAnswers {
  private readonly answers: LRUCache<string, { user: PageUser | null }> | null;

  constructor(ttlMs: number) {
    this.answers = ttlMs > 0 ? new LRUCache({ max: MAX_SESSIONS, ttl: ttlMs }) : null;
  }

  get(req: Request): PageUser | null | undefined {
    const key = keyOf(req);
    return key === null ? undefined : this.answers?.get(key)?.user;
  }

  keep(req: Request, user: PageUser | null): void {
    const key = keyOf(req);
    if (key !== null) this.answers?.set(key, { user });
  }

  /** The session of `req` wrote something, or ended: its next page asks the api again. */
  forget(req: Request): void {
    const key = keyOf(req);
    if (key !== null) this.answers?.delete(key);
  }
}

/** The request's cookies by name, the first of each (as cookie-parser reads them; the proxy runs before it). */
function cookiesOf(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (!cookies.has(name)) cookies.set(name, part.slice(index + 1).trim());
  }
  return cookies;
}

/** The secret the answer belongs to: the session cookie by name and value, and the CSRF cookie. */
function keyOf(req: Request): string | null {
  const cookies = cookiesOf(req.headers.cookie);
  const name = SESSION_COOKIE_NAMES.find((candidate) => (cookies.get(candidate) ?? '') !== '');
  if (!name) return null;
  return createHash('sha256')
    .update(`${name}\u0000${cookies.get(name)}\u0000${cookies.get(CSRF_COOKIE) ?? ''}`)
    .digest('base64url');
}
