/** Whose cart a request works on: a member's is their user's (every session of theirs), a visitor's their session's. */
import { API_ROUTES } from '@amb/shared-contracts';
import { Router, type Request } from 'express';
import { ensureSession } from '../auth';
import { anonymousCsrfCookie, anonymousSessionId, csrfInvalid } from '../auth/csrf';
import type { CartOwner } from '../repositories/cartItems';

export function ownerOf(req: Request): CartOwner | null {
  if (req.auth.user) return { userId: req.auth.user.userId };
  return req.auth.session ? { sessionHash: req.auth.session.sessionHash } : null;
}

/** The owner of a write: cartSession makes the session of a visitor's cart write first. */
export function writerOf(req: Request): CartOwner {
  const owner = ownerOf(req);
  if (!owner) throw csrfInvalid();
  return owner;
}

/** The writes on a visitor's cart: items, participants, order options. */
const CART_WRITES = [
  API_ROUTES.cartAddItem,
  API_ROUTES.cartDeleteItem,
  API_ROUTES.cartAddRecipient,
  API_ROUTES.cartEditRecipient,
  API_ROUTES.cartDeleteRecipient,
  API_ROUTES.cartUpdateOrderOptions,
].map((route) => route.path);

/**
 * A visitor's cart lives in a session, made by their first cart write (after CSRF, which a signed anonymous
 * token passes without a session): its id is derived from that token, so parallel first writes share one
 * session, and the session keeps the token the browser holds.
 */
export function cartSession(): Router {
  const router = Router();
  router.post(CART_WRITES, async (req, res, next) => {
    if (!req.auth.session) {
      const token = await anonymousCsrfCookie(req);
      await ensureSession(
        req,
        res,
        token ? { csrfToken: token, sessionId: await anonymousSessionId(req, token) } : undefined,
      );
    }
    next();
  });
  return router;
}
