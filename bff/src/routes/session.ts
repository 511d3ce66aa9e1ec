import { Router, type Request, type Response } from 'express';
import { MESSAGES, PAGE_ROUTES } from '@amb/shared-contracts';
import type { AppContext } from '../context';
import { comesFromOurPages } from '../http/requestSource';
import { EXPIRED_SESSION_COOKIES, csrfToken, hasSessionCookie } from '../http/sessionCookies';
import { escapeHtml } from '../rendering/html';
import { homeLink, renderNoticeDocument } from '../rendering/document';
import type { LogoutResult } from '../upstream/apiClient';
import { forwardedHeaders } from '../upstream/forwarding';

/** Logout routes of SPEC §2.1: each site logs out through its own route and lands on its own start page. */
export const LOGOUT_PATHS = [
  PAGE_ROUTES.logout.path,
  PAGE_ROUTES.logoutWorksCouncil.path,
  PAGE_ROUTES.promoShopLogout.path,
];

/** A button posting to the logout route itself (the POST handler checks that it came from our page). */
function logoutForm(path: string, label: string): string {
  return `<form method="post" action="${escapeHtml(path)}"><button type="submit">${escapeHtml(label)}</button></form>`;
}

/** Nothing is logged out: the visitor is asked, and confirms with a POST from our own page. */
function sendConfirmation(res: Response, status: number, path: string): void {
  res
    .status(status)
    .type('html')
    .send(
      renderNoticeDocument({
        title: MESSAGES.logout,
        text: MESSAGES.logoutConfirm,
        actions: logoutForm(path, MESSAGES.logout) + homeLink('/'),
      }),
    );
}

/** The session may still be valid on the server: nothing is claimed, the visitor can try again. */
function sendNotLoggedOut(res: Response, path: string): void {
  res
    .status(503)
    .type('html')
    .send(
      renderNoticeDocument({
        title: MESSAGES.logout,
        text: MESSAGES.logoutFailed,
        actions: logoutForm(path, MESSAGES.retry) + homeLink('/'),
      }),
    );
}

/**
 * GET /kundenportal/logout, /kundenportal/br-logout and /werbemittelshop-logout: the api destroys the
 * session (POST /api/session/logout with the visitor's cookies and CSRF token), its Set-Cookie lines reach
 * the browser, and the visitor lands on the start page of the site they are on. When the api does not
 * confirm it (down, too slow, refused), the session may live on: the cookies stay, and a German 503 page
 * says so with a button to try again; clearing only the cookies would claim a logout that did not happen.
 *
 * Another site must not log our visitors out with a link or an image: a GET logs out only from our own
 * pages or a typed address (see comesFromOurPages); otherwise it answers 200 with a question and a POST
 * button to the same route. 200, not 403: nothing went wrong, the answer to "show me the logout" is the
 * question, and an error status would invite error pages of caches or CDNs in front to replace it. A POST
 * from anywhere but our own page is refused (403, with the same question).
 */
export function sessionRouter(ctx: AppContext): Router {
  const router = Router();

  async function logout(req: Request, res: Response, redirectStatus: number): Promise<void> {
    if (!hasSessionCookie(req)) {
      // No session to end: only leftovers (a CSRF cookie) to clear.
      res.append('Set-Cookie', EXPIRED_SESSION_COOKIES).redirect(redirectStatus, '/');
      return;
    }
    let result: LogoutResult;
    // Whatever the api answers, the next page of this session asks it again who the visitor is.
    ctx.sessions.forget(req);
    try {
      result = await ctx.api.logout(forwardedHeaders(req), csrfToken(req));
    } catch (error) {
      console.error(`[bff] Abmelden über ${req.path}: ${(error as Error).message}`);
      sendNotLoggedOut(res, req.path);
      return;
    }
    if (result.setCookies.length > 0) res.append('Set-Cookie', result.setCookies);
    if (!result.ended) {
      console.error(`[bff] Abmelden über ${req.path}: api antwortet ${result.status}`);
      sendNotLoggedOut(res, req.path);
      return;
    }
    res.redirect(redirectStatus, '/');
  }

  /**
   * GET: also from a typed address or bookmark, else the question with 200, then 302. POST: only from our
   * own page, else the question with 403, then 303 (a form's answer).
   */
  const logoutRoute =
    (options: { allowUserInitiated: boolean; questionStatus: number; redirectStatus: number }) =>
    async (req: Request, res: Response) => {
      res.set('Cache-Control', 'no-store');
      if (!comesFromOurPages(req, ctx.config, { allowUserInitiated: options.allowUserInitiated })) {
        sendConfirmation(res, options.questionStatus, req.path);
        return;
      }
      await logout(req, res, options.redirectStatus);
    };

  router.get(LOGOUT_PATHS, logoutRoute({ allowUserInitiated: true, questionStatus: 200, redirectStatus: 302 }));
  router.post(LOGOUT_PATHS, logoutRoute({ allowUserInitiated: false, questionStatus: 403, redirectStatus: 303 }));

  return router;
}
