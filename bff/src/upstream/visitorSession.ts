import type { Request } from 'express';
import type { AppContext } from '../context';
import { hasSessionCookie } from '../http/sessionCookies';
import type { VisitorSession } from './apiClient';
import { forwardedHeaders } from './forwarding';

/**
 * The visitor's user for the page globals; an api failure counts as logged out, the page still renders.
 * Without a session cookie the visitor is logged out: no api call, so an anonymous page view writes nothing.
 * The api's answer serves the session's next pages for SESSION_CACHE_MS (sessionAnswers.ts), unless it set cookies.
 */
export async function visitorSession(ctx: AppContext, req: Request): Promise<VisitorSession> {
  if (!hasSessionCookie(req)) return { user: null, setCookies: [] };
  const known = ctx.sessions.get(req);
  if (known !== undefined) return { user: known, setCookies: [] };
  try {
    const session = await ctx.api.currentUser(forwardedHeaders(req));
    if (session.setCookies.length === 0) ctx.sessions.keep(req, session.user);
    return session;
  } catch (error) {
    console.error(`[bff] Benutzer für ${req.path}: ${(error as Error).message}`);
    return { user: null, setCookies: [] };
  }
}
