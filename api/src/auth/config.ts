/**
 * Settings of sessions, rate limits, redirects and tokens: their defaults and the resolved AuthConfig.
 * Values from the environment come in through config.ts (via server.ts), test values through createApp.
 */
import { SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_IDLE_TIMEOUT_MS } from '@amb/shared-contracts';

export interface SiteOrigins {
  main: string;
  newer: string;
  worksCouncil: string;
}

/** Limits (requests per window) of every named rate limit; tests may lower or raise them. */
export interface RateLimitSettings {
  /** Failed logins per account and client address from unknown devices and addresses (sliding 15 minutes). */
  loginAccountClient: number;
  /** Failed logins per account from all unknown devices and addresses together (sliding hour). */
  loginAccount: number;
  /** Failed logins per client address, known devices excepted. */
  loginIp: number;
  /** Failed logins per known device (device cookie) and account. */
  loginDevice: number;
  /** Failed logins per account from an address it recently logged in from. */
  loginKnownAddress: number;
  emailAvailability: number;
  registration: number;
  passwordReset: number;
  /** Uses of e-mail confirmation links per client address (15 minutes). */
  emailConfirmation: number;
  /** Confirmation mails a member may ask for again, per account and hour. */
  emailConfirmationResend: number;
  /** In-house requests per client address and hour. */
  inhouseRequest: number;
  /** Newsletter sign-ups per client address and hour (each may send a mail). */
  newsletterSubscription: number;
  /** Contact form messages per client address and hour (each sends a mail). */
  contactRequest: number;
  /** New forum threads per member and hour. */
  forumThread: number;
  /** Forum answers and changes per member in 10 minutes. */
  forumPost: number;
  /** Reports of forum posts per member and hour. */
  forumReport: number;
  /** Chatbot questions per client address and minute (each runs a retrieval). */
  chatbot: number;
  /** Each other request form's messages per client address (members: per account) and hour (each sends a mail). */
  formRequest: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  loginAccountClient: 5,
  loginAccount: 50,
  loginIp: 30,
  loginDevice: 20,
  loginKnownAddress: 10,
  emailAvailability: 30,
  registration: 10,
  passwordReset: 5,
  emailConfirmation: 20,
  emailConfirmationResend: 3,
  inhouseRequest: 10,
  newsletterSubscription: 10,
  contactRequest: 10,
  forumThread: 5,
  forumPost: 10,
  forumReport: 10,
  chatbot: 20,
  formRequest: 10,
};

export interface AuthConfig {
  now: () => Date;
  idleTimeoutMs: number;
  absoluteTimeoutMs: number;
  origins: SiteOrigins;
  /** HMAC key of /kundenportal/get-token; when unset a generated one is kept in the meta table. */
  tokenSecret?: string;
  limits: RateLimitSettings;
}

export const DEFAULT_ORIGINS: SiteOrigins = {
  main: 'http://localhost:8080',
  newer: 'http://localhost:8081',
  worksCouncil: 'http://localhost:8082',
};

export function resolveAuthConfig(
  partial: Partial<Omit<AuthConfig, 'limits'>> & { limits?: Partial<RateLimitSettings> } = {},
): AuthConfig {
  return {
    now: partial.now ?? (() => new Date()),
    idleTimeoutMs: partial.idleTimeoutMs ?? SESSION_IDLE_TIMEOUT_MS,
    absoluteTimeoutMs: partial.absoluteTimeoutMs ?? SESSION_ABSOLUTE_TIMEOUT_MS,
    origins: partial.origins ?? DEFAULT_ORIGINS,
    ...(partial.tokenSecret ? { tokenSecret: partial.tokenSecret } : {}),
    limits: { ...DEFAULT_RATE_LIMITS, ...partial.limits },
  };
}
