import type { RequestHandler } from 'express';
import { requestLineProblem } from '@amb/shared-contracts';
import { sendError } from './errors';

/** First check of every request, before the proxy: 414 for a long URL, 405 for other methods and overrides. */
export const frontDoor: RequestHandler = (req, res, next) => {
  const problem = requestLineProblem(req.method, req.originalUrl, req.headers);
  if (!problem) {
    next();
    return;
  }
  if (problem.allow) res.set('Allow', problem.allow);
  res.set('Cache-Control', 'no-store');
  sendError(res, problem.code, problem.message);
};
