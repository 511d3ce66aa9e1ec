import { Router, type RequestHandler } from 'express';
import { MESSAGES, PAGE_ROUTES } from '@amb/shared-contracts';
import type { AppContext } from '../context';
import { sendError } from '../http/errors';
import { buildPageGlobals } from '../rendering/pageGlobals';
import { parseSiteId, siteOfRequest } from '../site';

/** CORS for the three sites' origins, so any of them can embed the fragments. */
function corsForOurOrigins(ctx: AppContext): RequestHandler {
  const allowed = new Set(Object.values(ctx.config.origins));
  return (req, res, next) => {
    res.vary('Origin');
    const origin = req.headers.origin;
    if (origin && allowed.has(origin)) {
      res.set('Access-Control-Allow-Origin', origin);
      res.set('Access-Control-Allow-Credentials', 'true');
      // helmet's default (same-origin) would keep another site from embedding the fragment.
      res.set('Cross-Origin-Resource-Policy', 'cross-origin');
    }
    if (req.method === 'OPTIONS') {
      res.set('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.set('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    next();
  };
}

/** /shared-modules/nav and /shared-modules/footer: mf_navigation's server-rendered header or footer alone. */
export function fragmentsRouter(ctx: AppContext): Router {
  const router = Router();
  const parts = [
    { path: PAGE_ROUTES.fragmentNav.path, part: 'header' as const },
    { path: PAGE_ROUTES.fragmentFooter.path, part: 'footer' as const },
  ];
  for (const { path, part } of parts) {
    router.use(path, corsForOurOrigins(ctx));
    router.get(path, async (req, res) => {
      const requested = req.query.site;
      const site = requested === undefined ? siteOfRequest(req, ctx.config) : parseSiteId(requested);
      if (!site) {
        sendError(res, 'INVALID_SITE', MESSAGES.invalidInput);
        return;
      }
      let navigation;
      try {
        navigation = await ctx.api.visibleNavigation(site);
      } catch (error) {
        console.error(`[bff] ${path}: ${(error as Error).message}`);
        sendError(res, 'UPSTREAM_UNAVAILABLE', MESSAGES.apiUnavailable);
        return;
      }
      const globals = buildPageGlobals(ctx.config, {
        site,
        navigation,
        remotes: ctx.store.remotesMap(ctx.config.remoteOverrides),
      });
      const html = ctx.renderer.renderPart(part, globals);
      if (html === null) {
        sendError(res, 'RENDERER_UNAVAILABLE', MESSAGES.remoteUnavailable);
        return;
      }
      res.set('Cache-Control', 'no-cache').type('html').send(html);
    });
  }
  return router;
}
