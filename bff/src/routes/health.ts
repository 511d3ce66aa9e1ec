import { Router } from 'express';
import { PAGE_ROUTES } from '@amb/shared-contracts';
import type { AppContext } from '../context';

/** /healthz: the bff is up; whether the api answers; which versions are current. */
export function healthRouter(ctx: AppContext): Router {
  const router = Router();
  router.get(PAGE_ROUTES.health.path, async (_req, res) => {
    const apiUp = await ctx.api.isHealthy();
    res.set('Cache-Control', 'no-store').json({
      status: 'ok',
      api: apiUp ? 'ok' : 'down',
      registry: ctx.store.currentVersions(),
    });
  });
  return router;
}
