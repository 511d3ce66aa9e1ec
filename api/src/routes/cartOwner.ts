/** Whose cart a request works on: a member's is their user's (every session of theirs), a visitor's their session's. */
import type { Request } from 'express';
import { CART_MESSAGES } from '@amb/shared-contracts';
import { notFound } from '../http/errors';
import type { CartOwner } from '../repositories/cartItems';

export function ownerOf(req: Request): CartOwner | null {
  if (req.auth.user) return { userId: req.auth.user.userId };
  return req.auth.session ? { sessionHash: req.auth.session.sessionHash } : null;
}

/**
 * The owner of a write on existing cart entries. A visitor without a session (a signed anonymous CSRF token
 * only) has no cart yet: nothing of it to change, 404.
 */
export function writerOf(req: Request): CartOwner {
  const owner = ownerOf(req);
  if (!owner) throw notFound(CART_MESSAGES.cartItemNotFound);
  return owner;
}
