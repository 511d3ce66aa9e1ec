/** Who is logged in, the CSRF token a form's first write needs, logout and the signed user token. */
import {
  API_ROUTES,
  type CsrfResponse,
  type CurrentUserResponse,
  type LogoutResponse,
  type UserTokenResponse,
} from '@amb/shared-contracts';
import { Router } from 'express';
import { currentUserOf } from '../accounts/currentUser';
import { createUserToken, tokenSecret } from '../accounts/userToken';
import { destroySession, requireUser } from '../auth';
import { anonymousCsrfCookie, newAnonymousCsrfToken } from '../auth/csrf';
import { setCookies } from '../auth/session';
import type { AuthConfig } from '../auth/config';
import type { Db } from '../db/types';
import { countCartItems } from '../repositories/cartItems';

export function sessionRouter(db: Db, config: AuthConfig): Router {
  const router = Router();

  // Reading who is logged in writes nothing: an anonymous visitor gets `{ user: {} }` and no session. A member's
  // answer counts their cart too: the bff renders the header's count into the page.
  router.get(API_ROUTES.currentUser.path, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const userId = req.auth.user?.userId;
    const [user, cartCount] = await Promise.all([
      currentUserOf(db, req.auth),
      userId === undefined ? 0 : countCartItems(db, { userId }),
    ]);
    res.json({ user: user ? { ...user, cartCount } : {} } satisfies CurrentUserResponse);
  });

  // A form's first write needs a CSRF token: the session's, or for a visitor without one a signed token in the
  // readable cookie (kept while valid). Nothing is stored: anonymous calls never add a session row.
  router.get(API_ROUTES.sessionCsrf.path, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const session = req.auth.session;
    if (session) {
      res.json({ csrfToken: session.csrfToken } satisfies CsrfResponse);
      return;
    }
    const token = (await anonymousCsrfCookie(req)) ?? (await newAnonymousCsrfToken(req));
    setCookies(req, res, config, null, token);
    res.json({ csrfToken: token } satisfies CsrfResponse);
  });

  router.post(API_ROUTES.sessionLogout.path, async (req, res) => {
    await destroySession(req, res);
    res.json({ ok: true } satisfies LogoutResponse);
  });

  router.get(API_ROUTES.userToken.path, requireUser, async (req, res) => {
    const secret = await tokenSecret(db, config.tokenSecret);
    res.set('Cache-Control', 'no-store');
    res.json(createUserToken(req.auth.user!.userId, config.now(), secret) satisfies UserTokenResponse);
  });

  return router;
}
