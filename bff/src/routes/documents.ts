import { Router, type Request } from 'express';
import {
  MESSAGES,
  PAGE_ROUTES,
  SERVER_ONLY_PREFIXES,
  SITES,
  buildPath,
  isPendingRoute,
  ownerOfPath,
  pageAnswerOf,
  pageMetaOf,
  PAGE_META,
  routeKind,
  routesOf,
  type PageRouteName,
  type PageUser,
  type SeminarListItem,
  type SiteId,
} from '@amb/shared-contracts';
import type { AppContext } from '../context';
import { renderDocument, renderUnavailableDocument } from '../rendering/document';
import { buildPageGlobals } from '../rendering/pageGlobals';
import {
  WORKS_COUNCIL_START_TITLE,
  renderWorksCouncilNotFound,
  renderWorksCouncilStart,
} from '../rendering/worksCouncilPages';
import { hasSessionCookie } from '../http/sessionCookies';
import { siteOfRequest } from '../site';
import { UpstreamError, type VisitorSession } from '../upstream/apiClient';
import { forwardedHeaders } from '../upstream/forwarding';

/** Number of upcoming online seminars on the works-council start page. */
export const WORKS_COUNCIL_SEMINAR_COUNT = 5;

const STATIC_FILE = /\.(ico|png|jpe?g|gif|svg|webp|avif|js|mjs|css|map|json|txt|xml|woff2?|ttf)$/i;

function isServerOnly(pathname: string): boolean {
  return SERVER_ONLY_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** A bff route of the spec a later issue builds (RSS, PDFs, the template): a browser gets the not-found page. */
function isPendingBffRoute(pathname: string): boolean {
  return routesOf(pathname).some((route) => routeKind(route.name) === 'bff' && isPendingRoute(route.name));
}

function normalisedPath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

interface MainContent {
  status: number;
  title: string;
  description?: string;
  html: string;
  /** The account pages of a navigation-only site: mf_account renders them in the browser. */
  accountPage?: boolean;
}

/**
 * The works-council site has its own login and logout routes (SPEC §2.1, §2.5) and sessions are per host,
 * so its account pages (login, registration, password, meinamb) run mf_account in the browser there too;
 * everything else on that site is rendered here.
 */
export function isAccountPage(pathname: string): boolean {
  return ownerOfPath(pathname) === 'mf_account' && pathname !== PAGE_ROUTES.contact.path;
}

/** What the main slot holds: remotes' pages are rendered by the shell; the works-council site's here. */
async function mainContent(ctx: AppContext, site: SiteId, pathname: string): Promise<MainContent> {
  if (SITES[site].browserRemotes === 'navigation-only') {
    if (pathname === PAGE_ROUTES.worksCouncilHome.path) {
      let seminars: SeminarListItem[] | null = null;
      try {
        seminars = await ctx.api.nextOnlineSeminars(WORKS_COUNCIL_SEMINAR_COUNT);
      } catch (error) {
        console.error(`[bff] Online-Seminare für die Startseite: ${(error as Error).message}`);
      }
      return {
        status: 200,
        title: WORKS_COUNCIL_START_TITLE,
        description: PAGE_META.worksCouncilHome.description,
        html: renderWorksCouncilStart(seminars, ctx.config.origins.main),
      };
    }
    const answer = pageAnswerOf(site, pathname);
    if (isAccountPage(pathname) && answer.status === 200) {
      return { status: 200, ...metaOf(answer.route.name, site), html: '', accountPage: true };
    }
    return { status: 404, title: MESSAGES.pageNotFoundTitle, html: renderWorksCouncilNotFound() };
  }
  const answer = pageAnswerOf(site, pathname);
  return answer.status === 200
    ? { status: 200, ...metaOf(answer.route.name, site), html: '' }
    : { status: 404, title: MESSAGES.pageNotFoundTitle, html: '' };
}

/** Title and description of a served page (PAGE_META); the site's name for a route without its own. */
function metaOf(name: PageRouteName, site: SiteId): { title: string; description?: string } {
  return pageMetaOf(name) ?? { title: SITES[site].label };
}

/**
 * The visitor's user for the page globals; an api failure counts as logged out, the page still renders.
 * Without a session cookie the visitor is logged out: no api call, so an anonymous page view writes nothing.
 */
async function visitorSession(ctx: AppContext, req: Request): Promise<VisitorSession> {
  if (!hasSessionCookie(req)) return { user: null, setCookies: [] };
  try {
    return await ctx.api.currentUser(forwardedHeaders(req));
  } catch (error) {
    console.error(`[bff] Benutzer für ${req.path}: ${(error as Error).message}`);
    return { user: null, setCookies: [] };
  }
}

/** Where a logged-out visitor of a login-only page goes instead (SPEC §2.1 /werbemittelshop-login). */
function loginRedirect(pathname: string, user: PageUser | null): string | null {
  if (user || pathname !== PAGE_ROUTES.promoShopLogin.path) return null;
  return buildPath(PAGE_ROUTES.login.path, {}, { redirect: PAGE_ROUTES.promoShopLogin.path });
}

function wantsDocument(req: Request): boolean {
  const page = !isServerOnly(req.path) || isPendingBffRoute(normalisedPath(req.path));
  return page && !STATIC_FILE.test(req.path) && req.accepts('html') === 'html';
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
      ctx.api.visibleNavigation(site).catch((error: unknown) => {
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
    const main = await mainContent(ctx, site, pathname);
    const globals = buildPageGlobals(ctx.config, {
      site,
      navigation,
      remotes: ctx.store.remotesMap(ctx.config.remoteOverrides),
      user: session.user,
      accountPage: main.accountPage === true,
    });
    const chrome = ctx.renderer.render(globals);
    const shell = ctx.store.current('shell');
    const navigationBuild = ctx.store.current('mf_navigation');
    if (!shell) console.error('[bff] Keine Shell im Deployment-Store: Dokument ohne Skript');
    const stylesheets = [shell, navigationBuild].flatMap((info) =>
      info ? info.css.map((file) => ctx.store.assetUrl(info.app, info.version, file)) : [],
    );
    res
      .status(main.status)
      .type('html')
      .send(
        renderDocument({
          title: main.title,
          ...(main.description ? { description: main.description } : {}),
          globals,
          header: chrome.header,
          footer: chrome.footer,
          main: main.html,
          stylesheets,
          script: shell ? ctx.store.assetUrl('shell', shell.version, shell.entry) : null,
          noIndex: main.status !== 200,
        }),
      );
  });
  return router;
}
