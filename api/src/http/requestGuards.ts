/** The front door of the api: refuses what the site never sends, before the body parser and CSRF. */
import { requestLineProblem } from '@amb/shared-contracts';
import type { RequestHandler } from 'express';
import { httpError } from './errors';

/** 414 for a URL over MAX_URL_LENGTH; 405 (with Allow) for a method the site does not use or a method override. */
export const requestGuards: RequestHandler = (req, res, next) => {
  const problem = requestLineProblem(req.method, req.originalUrl, req.headers);
  if (!problem) return next();
  if (problem.allow) res.set('Allow', problem.allow);
  next(httpError(problem.code, problem.message));
};
