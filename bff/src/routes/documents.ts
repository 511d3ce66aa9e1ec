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
  type SiteId,
} from '@amb/shared-contracts';
import type { AppContext } from '../context';
import { renderDocument, renderUnavailableDocument } from '../rendering/document';
import { preloadsOf } from '../rendering/preloads';
import { stylesheetsOf } from '../rendering/stylesheets';
import { reportChromeFailures, type ChromeKey } from '../rendering/fragmentCache';
import type { Generation } from '../rendering/generation';
import { NOT_FOUND_HEAD, browserPageRemote, mainSlot, type PageSources } from '../rendering/mainSlot';
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

/** Header and footer of the document, and what the main slot holds when the page itself does not fill it. */
interface DocumentFrame {
  header: string;
  footer: string;
  /** The one not-found page (every 404). */
  notFound: string;
  /** The loading state in the page layout, until the remote of a page rendered in the browser mounts. */
  pending: string;
}

/** The frame: a logged-out visitor's header and footer from the cache, a member's rendered for them. */
async function frameOf(ctx: AppContext, key: ChromeKey, globals: PageGlobals): Promise<DocumentFrame> {
  const anonymous = await ctx.fragments.chrome(key);
  const shared = { notFound: anonymous.notFound ?? '', pending: anonymous.pending ?? '' };
  if (globals.user === null) return { header: anonymous.header ?? '', footer: anonymous.footer ?? '', ...shared };
  const answer = await key.generation.renderChrome(globals, ['header', 'footer']);
  reportChromeFailures((k, message) => ctx.renderer.logOnce(k, message), key.generation, answer.failures);
  return { header: answer.html.header ?? '', footer: answer.html.footer ?? '', ...shared };
}

/** What rendering a main slot needs of the app: the generation's builds, the api and the log. */
function pageSources(ctx: AppContext, generation: Generation): PageSources {
  return {
    generation,
    api: ctx.api,
    apiUrl: ctx.config.apiUrl,
    mainOrigin: ctx.config.origins.main,
    remoteOverrides: ctx.config.remoteOverrides,
    logOnce: (key, message) => ctx.renderer.logOnce(key, message),
  };
}

/** The site's navigation and the visitor's session, asked of the api at once. */
async function visitOf(ctx: AppContext, req: Request, site: SiteId) {
  const [navigation, session] = await Promise.all([
    ctx.api.siteNavigation(site).catch((error: unknown) => {
      console.error(`[bff] Dokument ${req.path}: ${(error as Error).message}`);
      return error instanceof UpstreamError ? error : new UpstreamError(String(error));
    }),
    visitorSession(ctx, req),
  ]);
  return { navigation, session };
}

/**
 * The HTML document of every page route not claimed by another router, in a straight line: the visit (navigation,
 * session), the page (the main slot: the owner's server render, or the browser's), the frame (header, footer,
 * stylesheets of the page's owner), the document.
 */
export function documentsRouter(ctx: AppContext): Router {
  const router = Router();
  router.get('/{*splat}', async (req, res, next) => {
    if (!wantsDocument(req)) {
      next();
      return;
    }
    res.set('Cache-Control', 'private, no-cache');
    const site = siteOfRequest(req, ctx.config);
    const pathname = normalisedPath(req.path);
    const url = req.originalUrl;
    const { navigation, session } = await visitOf(ctx, req, site);
    // The api's cookies (a refreshed CSRF cookie, a stale session cleared) reach the browser with any answer.
    if (session.setCookies.length > 0) res.append('Set-Cookie', session.setCookies);
    if (navigation instanceof UpstreamError) {
      const text = navigation.timedOut ? MESSAGES.pageTimeout : undefined;
      res
        .status(navigation.timedOut ? 504 : 502)
        .type('html')
        .send(renderUnavailableDocument('/', text));
      return;
    }
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
          pageRemote: browserPageRemote(site, pathname),
        });
      const globals = globalsOf(session.user);

      // 1. The page. A member's page may one day show what is theirs: only logged-out visitors share rendered pages.
      const render = () => mainSlot(pageSources(ctx, generation), { site, pathname, url, globals });
      const page = session.user ? await render() : await ctx.pages.get({ generation, site, url }, render);
      if (page.status === 301 || page.status === 302) {
        res.redirect(page.status, page.location);
        return;
      }
      if (page.status === 503) {
        res.status(503).set('Retry-After', '60').type('html').send(renderUnavailableDocument('/'));
        return;
      }
      const found = page.status === 200 ? page : null;

      // 2. The frame around it.
      const chromeKey: ChromeKey = {
        generation,
        site,
        navigationVersion: navigation.version,
        globals: session.user ? globalsOf(null) : globals,
      };
      const frame = await frameOf(ctx, chromeKey, globals);
      // A remote served by a dev server brings its styles itself.
      const owner = found?.owner && !ctx.config.remoteOverrides[found.owner] ? found.owner : undefined;
      // A page that needs no script: the shell loads no page remote here, so no state and no hints for it. Not in
      // development mode, where a developer may point the page's remote at a dev server to try it on any page.
      const staticMain = found?.rendered?.interactive === false && ctx.config.mode === 'production';

      // 3. The document.
      const shell = ctx.store.current('shell');
      if (!shell) console.error('[bff] Keine Shell im Deployment-Store: Dokument ohne Skript');
      globals.status = page.status;
      if (staticMain) globals.staticMain = true;
      const html = renderDocument({
        head: found ? found.head : NOT_FOUND_HEAD,
        globals,
        header: frame.header,
        footer: frame.footer,
        // Every 404 shows the one not-found page, rendered on the server; no page remote replaces it. A page the
        // browser renders shows the loading state until its remote mounts: never a blank main area.
        main: found ? found.html || frame.pending : frame.notFound,
        mainState:
          found?.rendered?.stateJson && !staticMain
            ? { remote: found.rendered.remote, json: found.rendered.stateJson }
            : undefined,
        stylesheets: stylesheetsOf(ctx.store, generation, owner),
        preloads: preloadsOf(ctx.store, generation, globals, staticMain ? undefined : owner),
        script: shell ? ctx.store.assetUrl('shell', shell.version, shell.entry) : null,
        noIndex: page.status !== 200,
        consentRequired:
          consentOfCookie((req.cookies as Record<string, string> | undefined)?.[CONSENT_COOKIE]) === null,
      });
      res.status(page.status).type('html').send(html);
    });
  });
  return router;
}
