import type { RequestHandler } from 'express';

/** Personal answers are never stored by a browser or proxy cache. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};
