/** Answers of the session, login, registration and password-reset calls (api/src/routes/session.ts, login.ts, registration.ts, passwordReset.ts). */
import type { CurrentUser } from '../entities';

/** GET /kundenportal/get-user: `{ user: {} }` when logged out. */
export interface CurrentUserResponse {
  /** Logged in: the user and the dates in their cart (the count the server-rendered header shows). */
  user: (CurrentUser & { cartCount: number }) | Record<string, never>;
}

/**
 * GET /api/session/csrf: the session's token, or for a visitor without a session a signed token of its own
 * (no session is created: the first write that needs one, e.g. a cart item, creates it with this token).
 */
export interface CsrfResponse {
  csrfToken: string;
}

/** GET /api/fetch-user-email-availability?email=: true when the address is NOT registered yet (SPEC §7). */
export type EmailAvailabilityResponse = boolean;

/** POST /api/newsletter-subscription-request (202): the same message for every address (double opt-in). */
export interface NewsletterSubscriptionResponse {
  message: string;
}

/** POST /kundenportal/local-login: the new session's user and the sanitised target of the login. */
export interface LocalLoginResponse {
  user: CurrentUser;
  redirect: string;
}

/** GET /kundenportal/logintargetget?redirect=: the sanitised target and whether the visitor is logged in. */
export interface LoginTargetResponse {
  target: string;
  loggedIn: boolean;
}

/** POST /api/session/logout. */
export interface LogoutResponse {
  ok: true;
}

/** GET /kundenportal/get-token: a short-lived signed token of the member. */
export interface UserTokenResponse {
  token: string;
  /** ISO time. */
  expiresAt: string;
}

/** POST /api/user-registration (201): the new member, logged in, and the notice to confirm the address. */
export interface RegistrationResponse {
  user: CurrentUser;
  message: string;
}

/** POST /api/email-confirmation: the confirmed address and what happened (a registration's or a change's). */
export interface EmailConfirmResponse {
  email: string;
  kind: 'registration' | 'change';
  message: string;
}

/** POST /api-meinamb/email-confirmation/resend. */
export interface EmailConfirmationResendResponse {
  message: string;
}

/** POST /api/password-reset-request (202): the same answer whether the address is registered or not. */
export interface PasswordResetRequestResponse {
  message: string;
}

/** POST /api/password-reset: the member, logged in with the new password. */
export interface PasswordResetConfirmResponse {
  user: CurrentUser;
}
