import { Router, type Request, type Response } from 'express';
import { EMBED_QUERY, MESSAGES, PAGE_ROUTES, type SiteId } from '@amb/shared-contracts';
import type { AppContext } from '../context';
import { embedCors } from '../http/embedCors';
import { sendEncoded } from '../http/compressedBody';
import { sendError } from '../http/errors';
import { buildFrame, renderEmbeddedFooter, renderEmbeddedHeader } from '../rendering/frame';
import { buildPageGlobals } from '../rendering/pageGlobals';
import { parseSiteId, siteOfRequest } from '../site';
import { visitorSession } from '../upstream/visitorSession';

/**
 * A logged-out visitor's fragment is the same for everyone: anyone may keep a copy, but must ask again before
 * using it (a deploy or a new navigation changes it at once; the question costs a 304). A member's fragment
 * greets them and counts their cart: only for them, and kept by nobody.
 */
const SHARED_CACHE_CONTROL = 'public, no-cache';
const PERSONAL_CACHE_CONTROL = 'private, no-store';

type Part = 'header' | 'footer';

/** The answer depends on the session cookie: a shared cache must not give one visitor's copy to another. */
function varyByVisitor(res: Response): void {
  res.vary('Cookie');
  res.vary('Accept-Encoding');
}

/** A logged-out visitor's header or footer from the fragment cache, precompressed, with a strong ETag and 304. */
async function sendShared(ctx: AppContext, req: Request, res: Response, site: SiteId, part: Part): Promise<void> {
  let navigation;
  try {
    navigation = await ctx.api.siteNavigation(site);
  } catch (error) {
    console.error(`[bff] ${req.path}: ${(error as Error).message}`);
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
  res.set('Cache-Control', SHARED_CACHE_CONTROL);
  sendEncoded(req, res, fragment);
}

/** A member's header or footer, rendered for them (greeting, logout, their site's links). */
async function sendPersonal(ctx: AppContext, req: Request, res: Response, site: SiteId, part: Part): Promise<boolean> {
  const session = await visitorSession(ctx, req);
  if (session.setCookies.length > 0) res.append('Set-Cookie', session.setCookies);
  if (session.user === null) return false;
  let navigation;
  try {
    navigation = await ctx.api.siteNavigation(site);
  } catch (error) {
    console.error(`[bff] ${req.path}: ${(error as Error).message}`);
    sendError(res, 'UPSTREAM_UNAVAILABLE', MESSAGES.apiUnavailable);
    return true;
  }
  const user = session.user;
  const html = await ctx.renderer.use(async (generation) => {
    const globals = buildPageGlobals(ctx.config, {
      site,
      navigation: navigation.items,
      remotes: ctx.store.remotesMap(ctx.config.remoteOverrides, generation.versions),
      user,
    });
    const answer = await generation.renderChrome(globals, [part]);
    return answer.html[part] ?? null;
  });
  res.set('Cache-Control', PERSONAL_CACHE_CONTROL);
  if (html === null) sendError(res, 'RENDERER_UNAVAILABLE', MESSAGES.remoteUnavailable);
  else res.type('html').send(html);
  return true;
}

/** `?embed=1`: the self-contained variant another host puts into its page (absolute links, the shell). */
async function sendEmbedded(ctx: AppContext, req: Request, res: Response, site: SiteId, part: Part): Promise<void> {
  const result = await buildFrame(ctx, req, site);
  if (!result.ok) {
    if (result.reason === 'renderer') sendError(res, 'RENDERER_UNAVAILABLE', MESSAGES.remoteUnavailable);
    else if (result.timedOut) sendError(res, 'UPSTREAM_TIMEOUT', MESSAGES.pageTimeout);
    else sendError(res, 'UPSTREAM_UNAVAILABLE', MESSAGES.apiUnavailable);
    return;
  }
  const { frame } = result;
  if (frame.setCookies.length > 0) res.append('Set-Cookie', frame.setCookies);
  res.set('Cache-Control', frame.personal ? PERSONAL_CACHE_CONTROL : SHARED_CACHE_CONTROL);
  // Express answers a matching If-None-Match of the shared variant with 304 (its ETag of the body).
  res.type('html').send(part === 'header' ? renderEmbeddedHeader(frame) : renderEmbeddedFooter(frame));
}

/**
 * /shared-modules/nav and /shared-modules/footer: the header or footer alone, for the site of the request (its
 * host, or `?site=`) and the visitor of its session cookie. `?embed=1`: the variant another host embeds.
 */
export function fragmentsRouter(ctx: AppContext): Router {
  const router = Router();
  const parts = [
    { path: PAGE_ROUTES.fragmentNav.path, part: 'header' as const },
    { path: PAGE_ROUTES.fragmentFooter.path, part: 'footer' as const },
  ];
  for (const { path, part } of parts) {
    router.use(path, embedCors(ctx.config));
    router.get(path, async (req, res) => {
      const requested = req.query.site;
      const site = requested === undefined ? siteOfRequest(req, ctx.config) : parseSiteId(requested);
      if (!site) {
        sendError(res, 'INVALID_SITE', MESSAGES.invalidInput);
        return;
      }
      varyByVisitor(res);
      if (req.query.embed === EMBED_QUERY.embed) {
        await sendEmbedded(ctx, req, res, site, part);
        return;
      }
      if (await sendPersonal(ctx, req, res, site, part)) return;
      await sendShared(ctx, req, res, site, part);
    });
  }
  return router;
}
