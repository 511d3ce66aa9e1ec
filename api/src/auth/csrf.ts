/** CSRF: every state-changing request carries header x-csrf-token equal to its session's token. */
import { API_ROUTES, AUTH_MESSAGES, CSRF_HEADER } from '@amb/shared-contracts';
import type { RequestHandler } from 'express';
import { httpError, type HttpError } from '../http/errors';
import { safeEqual } from './crypto';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const csrfInvalid = (): HttpError => httpError('CSRF_INVALID', AUTH_MESSAGES.csrfInvalid);

/** 403 CSRF_INVALID before any handler runs, so nothing changes. Needs sessionMiddleware first. */
export const csrfProtection: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const header = req.get(CSRF_HEADER);
  const session = req.auth.session;
  // Logging out without a (live) session changes nothing: let it clear the stale cookies.
  if (!session && req.path === API_ROUTES.sessionLogout.path) return next();
  if (!session || typeof header !== 'string' || header === '' || !safeEqual(header, session.csrfToken)) {
    return next(csrfInvalid());
  }
  next();
};
