import { Router, type Request } from 'express';
import {
  CONSENT_COOKIE,
  MESSAGES,
  PAGE_ROUTES,
  SERVER_ONLY_PREFIXES,
  buildPath,
  consentOfCookie,
  routeKind,
  routesOf,
  type PageGlobals,
  type PageUser,
} from '@amb/shared-contracts';
import type { AppContext } from '../context';
import { renderDocument, renderUnavailableDocument } from '../rendering/document';
import { stylesheetsOf } from '../rendering/stylesheets';
import { reportChromeFailures, type ChromeKey } from '../rendering/fragmentCache';
import { NOT_FOUND_HEAD, isWorksCouncilAccountPage, mainSlot } from '../rendering/mainSlot';
import { buildPageGlobals } from '../rendering/pageGlobals';
import { siteOfRequest } from '../site';
import { UpstreamError } from '../upstream/apiClient';
import { visitorSession } from '../upstream/visitorSession';

const STATIC_FILE = /\.(ico|png|jpe?g|gif|svg|webp|avif|js|mjs|css|map|json|txt|xml|woff2?|ttf)$/i;

function isServerOnly(pathname: string): boolean {
  return SERVER_ONLY_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * A bff route of the spec that reached the documents: a later issue builds it (RSS), or its own
 * router let it through (an unknown PDF). A browser gets the not-found page.
 */
function isBffRoute(pathname: string): boolean {
  return routesOf(pathname).some((route) => routeKind(route.name) === 'bff');
}

function normalisedPath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/** Where a logged-out visitor of a login-only page goes instead (SPEC §2.1 /werbemittelshop-login). */
function loginRedirect(pathname: string, user: PageUser | null): string | null {
  if (user || pathname !== PAGE_ROUTES.promoShopLogin.path) return null;
  return buildPath(PAGE_ROUTES.login.path, {}, { redirect: PAGE_ROUTES.promoShopLogin.path });
}

function wantsDocument(req: Request): boolean {
  const page = !isServerOnly(req.path) || isBffRoute(normalisedPath(req.path));
  return page && !STATIC_FILE.test(req.path) && req.accepts('html') === 'html';
}

/** Header and footer: a logged-out visitor's from the cache, a member's rendered for them. */
async function chromeFor(
  ctx: AppContext,
  key: ChromeKey,
  globals: PageGlobals,
): Promise<{ header: string; footer: string }> {
  if (globals.user === null) {
    const chrome = await ctx.fragments.chrome(key);
    return { header: chrome.header ?? '', footer: chrome.footer ?? '' };
  }
  const answer = await key.generation.renderChrome(globals, ['header', 'footer']);
  reportChromeFailures((k, message) => ctx.renderer.logOnce(k, message), key.generation, answer.failures);
  return { header: answer.html.header ?? '', footer: answer.html.footer ?? '' };
}

/** The HTML document of every page route not claimed by another router. */
export function documentsRouter(ctx: AppContext): Router {
  const router = Router();
  router.get('/{*splat}', async (req, res, next) => {
    if (!wantsDocument(req)) {
      next();
      return;
    }
    const site = siteOfRequest(req, ctx.config);
    res.set('Cache-Control', 'private, no-cache');
    const [navigation, session] = await Promise.all([
      ctx.api.siteNavigation(site).catch((error: unknown) => {
        console.error(`[bff] Dokument ${req.path}: ${(error as Error).message}`);
        return error instanceof UpstreamError ? error : new UpstreamError(String(error));
      }),
      visitorSession(ctx, req),
    ]);
    // The api's cookies (a refreshed CSRF cookie, a stale session cleared) reach the browser with any answer.
    if (session.setCookies.length > 0) res.append('Set-Cookie', session.setCookies);
    if (navigation instanceof UpstreamError) {
      const page = navigation.timedOut
        ? { status: 504, html: renderUnavailableDocument('/', MESSAGES.pageTimeout) }
        : { status: 502, html: renderUnavailableDocument('/') };
      res.status(page.status).type('html').send(page.html);
      return;
    }
    const pathname = normalisedPath(req.path);
    const redirect = loginRedirect(pathname, session.user);
    if (redirect) {
      res.redirect(302, redirect);
      return;
    }
    // One generation renders the whole document: its HTML and the versions it names for the browser match.
    await ctx.renderer.use(async (generation) => {
      const globalsOf = (user: PageUser | null) =>
        buildPageGlobals(ctx.config, {
          site,
          navigation: navigation.items,
          remotes: ctx.store.remotesMap(ctx.config.remoteOverrides, generation.versions),
          user,
          accountPage: isWorksCouncilAccountPage(site, pathname),
        });
      const globals = globalsOf(session.user);
      const chromeKey: ChromeKey = {
        generation,
        site,
        navigationVersion: navigation.version,
        globals: session.user ? globalsOf(null) : globals,
      };
      const [main, chrome] = await Promise.all([
        // A member's page may one day show what is theirs: only logged-out visitors share rendered pages.
        session.user
          ? mainSlot(ctx, generation, { site, pathname, url: req.originalUrl, globals })
          : ctx.pages.get({ generation, site, url: req.originalUrl }, () =>
              mainSlot(ctx, generation, { site, pathname, url: req.originalUrl, globals }),
            ),
        chromeFor(ctx, chromeKey, globals),
      ]);
      if (main.status === 301 || main.status === 302) {
        res.redirect(main.status, main.location);
        return;
      }
      if (main.status === 503) {
        res.status(503).set('Retry-After', '60').type('html').send(renderUnavailableDocument('/'));
        return;
      }
      const shell = ctx.store.current('shell');
      if (!shell) console.error('[bff] Keine Shell im Deployment-Store: Dokument ohne Skript');
      const found = main.status === 200 ? main : null;
      globals.status = main.status;
      const html = renderDocument({
        head: found ? found.head : NOT_FOUND_HEAD,
        globals,
        header: chrome.header,
        footer: chrome.footer,
        // Every 404 shows the one not-found page, rendered on the server; no page remote replaces it.
        main: found ? found.html : ((await ctx.fragments.chrome(chromeKey)).notFound ?? ''),
        mainState: found?.rendered?.stateJson
          ? { remote: found.rendered.remote, json: found.rendered.stateJson }
          : undefined,
        stylesheets: stylesheetsOf(ctx, generation, found?.rendered?.remote),
        script: shell ? ctx.store.assetUrl('shell', shell.version, shell.entry) : null,
        noIndex: main.status !== 200,
        consentRequired:
          consentOfCookie((req.cookies as Record<string, string> | undefined)?.[CONSENT_COOKIE]) === null,
      });
      res.status(main.status).type('html').send(html);
    });
  });
  return router;
}
