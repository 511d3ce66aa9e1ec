/** The auth module: sessions, CSRF, rate limits, guards. */
export { csrfInvalid, csrfProtection } from './csrf';
export {
  currentUserId,
  forbidWhileImpersonating,
  requireAdmin,
  requireCommitteeManager,
  requireEditor,
  requireUser,
} from './guards';
export {
  DatabaseStore,
  ipKey,
  forgiveRateLimitHit,
  rateLimit,
  rateLimitWindows,
  resetRateLimit,
  type RateLimitOptions,
} from './rateLimit';
export {
  authContext,
  destroySession,
  destroyUserSessions,
  ensureSession,
  loadAuthUser,
  rotateSession,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  sessionMiddleware,
} from './session';
export { hashPassword, verifyPassword } from './passwords';
export { handlePurge, purgeExpired, type PurgeCounts, type PurgeOptions } from './purge';
export { resolveAuthConfig, type AuthConfig, type RateLimitSettings, type SiteOrigins } from './config';
export type { AuthState, AuthUser, SessionRow } from './types';
