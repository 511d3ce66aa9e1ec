/** The cost calculator's data of one event (issue 10): public, personal only in the cart's participants. */
import { API_ROUTES, addCartItemSchema, type CostCalculatorResponse } from '@amb/shared-contracts';
import { Router } from 'express';
import type { Db } from '../db/types';
import { noStore } from '../http/noStore';
import { parseBody } from '../http/validation';
import { costCalculatorData } from '../orders/costCalculator';
import { ownerOf } from './cartOwner';

export function costCalculatorRouter(db: Db): Router {
  const router = Router();
  router.get(API_ROUTES.costCalculator.path, noStore, async (req, res) => {
    const { eventId } = parseBody(addCartItemSchema, { eventId: req.params.eventId });
    res.json((await costCalculatorData(db, eventId, ownerOf(req))) satisfies CostCalculatorResponse);
  });
  return router;
}
