/** Authorization guards: the server decides, never the page. */
import type { RequestHandler } from 'express';
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

/** 403 unless the user manages a committee. */
export const requireCommitteeManager: RequestHandler = (req, _res, next) => {
  const user = req.auth.user;
  if (!user) return next(loginRequired());
  next(user.committeeId !== null && user.committeeRole === 'manager' ? undefined : forbidden());
};
