/** What the session middleware puts on every request: `req.auth`. */
import type { CommitteeRole, UserRole } from '@amb/shared-contracts';

export interface AuthUser {
  userId: number;
  email: string;
  role: UserRole;
  committeeId: number | null;
  committeeRole: CommitteeRole | null;
  firstname: string;
  lastname: string;
}

/** A live session row (the id itself is only in the cookie; the row is keyed by its sha256). */
export interface SessionRow {
  sessionHash: string;
  userId: number | null;
  impersonatorUserId: number | null;
  csrfToken: string;
  createdAt: string;
  lastSeenAt: string;
}

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
