/** What the session middleware puts on every request: `req.auth`. */
import type { SessionRow } from '../db/types';
import type { AuthUser } from '../repositories/users';

export type { AuthUser, SessionRow };

export interface AuthState {
  session: SessionRow | null;
  /** The user the request acts as (the member while an admin impersonates). */
  user: AuthUser | null;
  /** The real (admin) user while impersonating, else null. */
  impersonator: AuthUser | null;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by sessionMiddleware on every request. */
    auth: AuthState;
  }
}
