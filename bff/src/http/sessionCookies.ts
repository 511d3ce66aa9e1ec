import type { Request } from 'express';
import { CSRF_COOKIE, SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@amb/shared-contracts';

/** The api's session cookie: `amb_sid`, or `__Host-amb_sid` over HTTPS (issue 3 contract). */
export const SESSION_COOKIE_NAMES = [SESSION_COOKIE, SECURE_SESSION_COOKIE] as const;

/** Set-Cookie lines expiring the session cookies, for leftovers of a session the api no longer knows. */
export const EXPIRED_SESSION_COOKIES = [
  `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
  `${SECURE_SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`,
  `${CSRF_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`,
];

function cookieOf(req: Request, name: string): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Whether the visitor has a session the api could know (needs cookie-parser first). */
export function hasSessionCookie(req: Request): boolean {
  return SESSION_COOKIE_NAMES.some((name) => cookieOf(req, name) !== undefined);
}

export function csrfToken(req: Request): string | undefined {
  return cookieOf(req, CSRF_COOKIE);
}
