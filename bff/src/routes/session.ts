import { Router, type Request, type Response } from 'express';
import { CSRF_COOKIE, PAGE_ROUTES } from '@amb/shared-contracts';
import type { AppContext } from '../context';
import { forwardedHeaders } from '../upstream/forwarding';

/** The api's session cookie: `amb_sid`, or `__Host-amb_sid` over HTTPS (issue 3 contract). */
export const SESSION_COOKIE_NAMES = ['amb_sid', '__Host-amb_sid'] as const;

/** Logout routes of SPEC §2.1: each site logs out through its own route and lands on its own start page. */
export const LOGOUT_PATHS = [
  PAGE_ROUTES.logout.path,
  PAGE_ROUTES.logoutWorksCouncil.path,
  PAGE_ROUTES.promoShopLogout.path,
];

/** Set-Cookie lines expiring the session cookies, for when the api could not do it. */
export const EXPIRED_SESSION_COOKIES = [
  'amb_sid=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
  '__Host-amb_sid=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax',
  `${CSRF_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`,
];

function hasSession(req: Request): boolean {
  const cookies = (req.cookies ?? {}) as Record<string, unknown>;
  return SESSION_COOKIE_NAMES.some((name) => typeof cookies[name] === 'string' && cookies[name] !== '');
}

function csrfToken(req: Request): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[CSRF_COOKIE];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * GET /kundenportal/logout, /kundenportal/br-logout and /werbemittelshop-logout: the api destroys the
 * session (POST /api/session/logout with the visitor's cookies and CSRF token), its Set-Cookie lines reach
 * the browser, and the visitor lands on the start page of the site they are on. When the api fails, the
 * bff expires the cookies itself so the browser is logged out all the same.
 */
export function sessionRouter(ctx: AppContext): Router {
  const router = Router();
  router.get(LOGOUT_PATHS, async (req: Request, res: Response) => {
    res.set('Cache-Control', 'no-store');
    let setCookies = EXPIRED_SESSION_COOKIES;
    if (hasSession(req)) {
      try {
        setCookies = await ctx.api.logout(forwardedHeaders(req), csrfToken(req));
      } catch (error) {
        console.error(`[bff] Abmelden über ${req.path}: ${(error as Error).message}`);
      }
    }
    if (setCookies.length > 0) res.append('Set-Cookie', setCookies);
    res.redirect(302, '/');
  });
  return router;
}
