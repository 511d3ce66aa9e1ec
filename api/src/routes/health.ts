import { PAGE_ROUTES, type ApiHealthResponse } from '@amb/shared-contracts';
import { Router } from 'express';
import type { Db, Dialect } from '../db/types';
import { httpError } from '../http/errors';
import { ping } from '../repositories/database';

/** Liveness with a database round trip. */
export function healthRouter(db: Db, dialect: Dialect): Router {
  const router = Router();
  router.get(PAGE_ROUTES.health.path, async (_req, res) => {
    try {
      await ping(db);
    } catch {
      throw httpError('DATABASE_UNAVAILABLE', 'Die Datenbank ist nicht erreichbar.');
    }
    res.json({ status: 'ok', database: dialect } satisfies ApiHealthResponse);
  });
  return router;
}
