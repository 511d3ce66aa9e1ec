import { Router, type RequestHandler } from 'express';
import { MESSAGES, PAGE_ROUTES } from '@amb/shared-contracts';
import type { AppContext } from '../context';
import { acceptedEncodings } from '../http/encodings';
import { sendError } from '../http/errors';
import type { FragmentEncoding } from '../rendering/fragmentCache';
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

/**
 * Anyone may keep a copy, but must ask again before using it: a deploy or a new navigation changes the
 * fragment at once, and the question costs a 304.
 */
const FRAGMENT_CACHE_CONTROL = 'public, no-cache';

function encodingFor(accepted: Set<string>): FragmentEncoding {
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/**
 * /shared-modules/nav and /shared-modules/footer: the anonymous header or footer alone, from the fragment
 * cache (rendered once per generation and navigation version, compressed once), with ETag and 304.
 */
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
        navigation = await ctx.api.siteNavigation(site);
      } catch (error) {
        console.error(`[bff] ${path}: ${(error as Error).message}`);
        sendError(res, 'UPSTREAM_UNAVAILABLE', MESSAGES.apiUnavailable);
        return;
      }
      const fragment = await ctx.renderer.use((generation) => {
        const globals = buildPageGlobals(ctx.config, {
          site,
          navigation: navigation.items,
          remotes: ctx.store.remotesMap(ctx.config.remoteOverrides, generation.versions),
        });
        return ctx.fragments.fragment({ generation, site, navigationVersion: navigation.version, globals }, part);
      });
      if (fragment === null) {
        sendError(res, 'RENDERER_UNAVAILABLE', MESSAGES.remoteUnavailable);
        return;
      }
      const encoding = encodingFor(acceptedEncodings(req));
      const { body, etag } = fragment[encoding];
      res.vary('Accept-Encoding');
      res.set({ 'Cache-Control': FRAGMENT_CACHE_CONTROL, ETag: etag, 'Content-Type': 'text/html; charset=utf-8' });
      // Already compressed: the compression middleware leaves an encoded body alone.
      if (encoding !== 'identity') res.set('Content-Encoding', encoding);
      if (req.fresh) {
        res.status(304).end();
        return;
      }
      res.send(body);
    });
  }
  return router;
}
