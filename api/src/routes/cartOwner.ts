/** Whose cart a request works on: a member's is their user's (every session of theirs), a visitor's their session's. */
import type { Request } from 'express';
import { csrfInvalid } from '../auth/csrf';
import type { CartOwner } from '../repositories/cartItems';

export function ownerOf(req: Request): CartOwner | null {
  if (req.auth.user) return { userId: req.auth.user.userId };
  return req.auth.session ? { sessionHash: req.auth.session.sessionHash } : null;
}

/** The owner of a write: CSRF protection lets no write through without a session. */
export function writerOf(req: Request): CartOwner {
  const owner = ownerOf(req);
  if (!owner) throw csrfInvalid();
  return owner;
}
