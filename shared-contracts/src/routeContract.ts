/**
 * The route contract: who answers each route of the spec, which site serves it, and which routes a later
 * issue still builds. A route is either served by its owner or pending (404, the not-found page) — never a
 * 200 page saying "Seite nicht gefunden".
 */
import { ownerOfPath, SERVER_ONLY_PREFIXES, type PageOwner } from './ownership';
import { matchRoute, type RouteParams } from './paths';
import { API_PROXY_PREFIXES, PAGE_ROUTES, type PageRouteName } from './routes';
import { SITES, type SiteId } from './site';

/** page: a remote renders it; bff: the bff answers it itself; api: the bff proxies it to the api. */
export type RouteKind = 'page' | 'bff' | 'api';

/** Routes the bff answers itself besides the server-only prefixes: the logout redirects of each site. */
const BFF_ROUTES: readonly PageRouteName[] = ['logout', 'logoutWorksCouncil', 'promoShopLogout'];

const underPrefix = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Who answers a route of the table. */
export function routeKind(name: PageRouteName): RouteKind {
  const { path } = PAGE_ROUTES[name];
  if (BFF_ROUTES.includes(name) || SERVER_ONLY_PREFIXES.some((prefix) => underPrefix(path, prefix))) return 'bff';
  if (API_PROXY_PREFIXES.some((prefix) => path.startsWith(prefix))) return 'api';
  return 'page';
}

/**
 * Routes of the spec that are declared but not built yet, by name: they answer 404 with the not-found page
 * (documents) or the German JSON 404 (calls) until the work that builds one takes it off this list. Every route
 * of the spec is built now; the list stays the one place to put a new route before it is served.
 */
export const PENDING_ROUTES = [] as const satisfies readonly PageRouteName[];

export type PendingRouteName = (typeof PENDING_ROUTES)[number];

export function isPendingRoute(name: PageRouteName): boolean {
  return (PENDING_ROUTES as readonly PageRouteName[]).includes(name);
}

export interface MatchedRoute {
  name: PageRouteName;
  params: RouteParams;
}

const ROUTE_NAMES = Object.keys(PAGE_ROUTES) as PageRouteName[];

/**
 * The routes of the table a path matches (several names may share a path, e.g. the login variants), fixed
 * segments before parameters: `/rechtsprechung/br/x` is caseLawBr, not a judgement area.
 */
export function routesOf(pathname: string): MatchedRoute[] {
  const matches: MatchedRoute[] = [];
  for (const name of ROUTE_NAMES) {
    const params = matchRoute(PAGE_ROUTES[name].path, pathname);
    if (params) matches.push({ name, params });
  }
  const parameters = (match: MatchedRoute) => Object.keys(match.params).length;
  return matches.sort((a, b) => parameters(a) - parameters(b));
}

/**
 * Pages of a navigation-only site (the works-council site) that are interactive: rendered on the server like its
 * other pages, then hydrated by their owner in the browser (members write in the forum, everyone asks the chatbot).
 */
export const INTERACTIVE_CONTENT_PAGES: readonly PageRouteName[] = [
  'forum',
  'worksCouncilForum',
  'forumCategoryPage',
  'forumThreadPage',
  'forumNewThreadPage',
  'forumModerationPage',
  'chatbot',
  'chatbotSbv',
];

/** Whether the path is one of INTERACTIVE_CONTENT_PAGES. */
export const isInteractiveContentPage = (pathname: string): boolean =>
  routesOf(pathname).some((match) => INTERACTIVE_CONTENT_PAGES.includes(match.name));

/** Page routes the bff renders itself, with no remote: the works-council start page. */
export const BFF_RENDERED_PAGES: readonly PageRouteName[] = ['worksCouncilHome'];

/** Does the site serve this path itself? The works-council site serves its start page, account and content pages. */
export function siteServes(site: SiteId, pathname: string): boolean {
  if (SITES[site].browserRemotes === 'all') return true;
  if (BFF_RENDERED_PAGES.some((name) => matchRoute(PAGE_ROUTES[name].path, pathname))) return true;
  // The contact page is the main site's (SPEC: "Service & Kontakt" is hidden on the works-council site).
  if (matchRoute(PAGE_ROUTES.contact.path, pathname)) return false;
  const owner = ownerOfPath(pathname);
  return owner === 'mf_account' || owner === 'mf_content';
}

/**
 * A link from a page of `site`: a path the site serves stays relative; any other path goes to the main site
 * (SPEC §2.2: the works-council site links seminars, cart and wish list to the seminar site's host).
 * Absolute URLs are left alone.
 */
export function linkOnSite(site: SiteId, href: string, mainOrigin: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const pathname = href.split(/[?#]/)[0] ?? href;
  return siteServes(site, pathname) ? href : `${mainOrigin.replace(/\/+$/, '')}${href}`;
}

/** How a document request for a path is answered. */
export type PageAnswer =
  | { status: 200; owner: PageOwner; route: MatchedRoute }
  | { status: 404; owner: PageOwner | null; reason: 'pending' | 'unknown' | 'other-site' };

/**
 * 200 when the path is a page route its owner serves on this site; 404 when it is pending, not a page route
 * at all, or a page of the other site.
 */
export function pageAnswerOf(site: SiteId, pathname: string): PageAnswer {
  const owner = ownerOfPath(pathname);
  if (!siteServes(site, pathname)) return { status: 404, owner, reason: 'other-site' };
  // The bff's own paths are never a page, though a page pattern may match them (/news/pdf/x is /news/:slug/:id).
  if (SERVER_ONLY_PREFIXES.some((prefix) => underPrefix(pathname, prefix)))
    return { status: 404, owner, reason: 'unknown' };
  const route = routesOf(pathname).find((match) => routeKind(match.name) === 'page');
  if (!route || !owner) return { status: 404, owner, reason: 'unknown' };
  if (isPendingRoute(route.name)) return { status: 404, owner, reason: 'pending' };
  return { status: 200, owner, route };
}
