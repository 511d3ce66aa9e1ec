/** The promotional-material shop's reads, members only: the articles and the member's own orders. */
import { API_ROUTES, type PromoArticlesResponse, type PromoOrdersResponse } from '@amb/shared-contracts';
import { Router } from 'express';
import { currentUserId, requireUser } from '../auth';
import type { Db } from '../db/types';
import { noStore } from '../http/noStore';
import { promoArticles, promoOrdersOf } from '../requests/promoShop';

export function promoShopRouter(db: Db): Router {
  const router = Router();
  router.get(API_ROUTES.promoArticles.path, requireUser, noStore, async (_req, res) => {
    res.json((await promoArticles(db)) satisfies PromoArticlesResponse);
  });
  router.get(API_ROUTES.memberPromoOrders.path, requireUser, async (req, res) => {
    res.json((await promoOrdersOf(db, currentUserId(req))) satisfies PromoOrdersResponse);
  });
  return router;
}
