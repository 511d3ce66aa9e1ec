/** Authorization guards: the server decides, never the page. */
import type { Request, RequestHandler } from 'express';
import { forbidden, loginRequired } from '../http/errors';

/** 401 unless someone is logged in (an impersonating admin counts as the member). */
export const requireUser: RequestHandler = (req, _res, next) => {
  next(req.auth.user ? undefined : loginRequired());
};

/** 403 unless the REAL user is an admin and not impersonating (stopping impersonation has its own check). */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.auth.user) return next(loginRequired());
  const isAdmin = req.auth.user.role === 'admin' && req.auth.impersonator === null;
  next(isAdmin ? undefined : forbidden());
};

/**
 * 403 unless the REAL user may edit content (/manage): an editor or an admin, not while impersonating (an admin
 * acting as a member edits nothing in the member's name).
 */
export const requireEditor: RequestHandler = (req, _res, next) => {
  const user = req.auth.user;
  if (!user) return next(loginRequired());
  const mayEdit = (user.editor || user.role === 'admin') && req.auth.impersonator === null;
  next(mayEdit ? undefined : forbidden());
};

/** 403 unless the user manages a committee. */
export const requireCommitteeManager: RequestHandler = (req, _res, next) => {
  const user = req.auth.user;
  if (!user) return next(loginRequired());
  next(user.committeeId !== null && user.committeeRole === 'manager' ? undefined : forbidden());
};

/** An admin acting as a member may not change the member's credentials. */
export const forbidWhileImpersonating: RequestHandler = (req, _res, next) => {
  next(req.auth?.impersonator ? forbidden() : undefined);
};

/** The id of the user the request acts as (401 when logged out); never taken from the request body. */
export function currentUserId(req: Request): number {
  const user = req.auth?.user;
  if (!user) throw loginRequired();
  return user.userId;
}
