import { API_ROUTES, type ConsumerObjectResponse } from '@amb/shared-contracts';
import { Router } from 'express';
import { loadEvent, parseConsumerQuery } from '../catalogue/consumerObject';
import type { Db } from '../db/types';

/** The consumer API: one object by type and internal id (SPEC §7). */
export function consumerRouter(db: Db): Router {
  const router = Router();
  router.get(API_ROUTES.consumerObject.path, async (req, res) => {
    const { internalId, relations } = parseConsumerQuery(req.query);
    res.json((await loadEvent(db, internalId, relations)) satisfies ConsumerObjectResponse);
  });
  return router;
}
