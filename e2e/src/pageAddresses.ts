/**
 * One real address for every page route of the route contract a user can reach, with the role that reaches
 * it: routes with parameters take their values from the bff's sitemap (the demo data's themes, dates, places,
 * content) or from the demo data directly. `uncoveredRoutes` names the routes without an address, so a new
 * route cannot slip past the tests that walk all of them.
 */
import {
  API_ROUTES,
  BFF_RENDERED_PAGES,
  PAGE_ROUTES,
  buildPath,
  isPendingRoute,
  pageAnswerOf,
  routeKind,
  type PageRouteName,
  type Params,
  type RouteEntry,
  type SiteId,
} from '@amb/shared-contracts';
import { bookableDate, DEMO_PASSWORD } from './booking';
import { e2eContext } from './context';
import { HttpVisitor } from './http';

export type Role = 'visitor' | 'member' | 'manager' | 'admin';

/** The demo accounts of README.md. */
export const ROLE_EMAIL: Record<Exclude<Role, 'visitor'>, string> = {
  member: 'anna.schneider@example.de',
  manager: 'markus.fischer@example.de',
  admin: 'admin@example.de',
};

export interface PageAddress {
  name: PageRouteName;
  site: SiteId;
  url: string;
  role: Role;
}

const ADMIN_PAGES: readonly PageRouteName[] = [
  'adminMembers',
  'adminOutbox',
  'adminPhotos',
  'adminRequests',
  'adminPartnerKeys',
  'manage',
  'managePdfAnalysis',
  'manageLegislation',
  'forumModerationPage',
  'adminQuotes',
  'adminQuote',
  'trainingPlanAdmin',
];
const MANAGER_PAGES: readonly PageRouteName[] = [
  'committeeMembers',
  'committeeBookings',
  'committeeSettings',
  'trainingPlan',
  'memberQuote',
];
/** Pages a visitor without a session sees as meant: logging in, registering, a new password. */
const VISITOR_PORTAL_PAGES: readonly PageRouteName[] = [
  'login',
  'loginMain',
  'loginNewer',
  'loginWorksCouncil',
  'loginWithEmail',
  'passwordForgotten',
  'passwordReset',
  'emailConfirmation',
  'registration',
  'committeeInvitation',
];
/** The cart's pages are seen with a date and a participant in the member's cart (checkout needs one). */
const CART_PAGES: readonly PageRouteName[] = ['cart', 'checkout', 'costCalculator', 'onlineFax'];
/** Member-only pages outside the member area's paths: the promotional-material shop. */
const MEMBER_PAGES: readonly PageRouteName[] = ['promoShopLogin'];

/**
 * Routes no user reaches in the e2e system: the outbox page exists in development mode only (README: 404 in
 * production, where the e2e system runs).
 */
export const UNREACHABLE_ROUTES: Partial<Record<PageRouteName, string>> = {
  adminOutbox: 'nur im Entwicklungsmodus',
};

function roleOf(name: PageRouteName, path: string): Role {
  if (ADMIN_PAGES.includes(name)) return 'admin';
  if (MANAGER_PAGES.includes(name)) return 'manager';
  if (VISITOR_PORTAL_PAGES.includes(name)) return 'visitor';
  if (CART_PAGES.includes(name) || MEMBER_PAGES.includes(name)) return 'member';
  if (path.startsWith('/kundenportal/') || path.startsWith('/meinamb')) return 'member';
  return 'visitor';
}

const siteOf = (name: PageRouteName): SiteId => {
  const entry: RouteEntry = PAGE_ROUTES[name];
  return entry.host ?? 'main';
};

/** The page routes a user can reach: rendered by a remote (or the bff's own page), not pending. */
export function reachableRoutes(): PageRouteName[] {
  return (Object.keys(PAGE_ROUTES) as PageRouteName[]).filter(
    (name) =>
      (routeKind(name) === 'page' || BFF_RENDERED_PAGES.includes(name)) &&
      !isPendingRoute(name) &&
      !UNREACHABLE_ROUTES[name] &&
      siteOf(name) !== 'newer',
  );
}

async function sitemapPaths(origin: string): Promise<string[]> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** Parameters the sitemap does not list: tokens (unknown ones show the page's own message), ids of the seed. */
function fixedParams(eventId: number): Partial<Record<PageRouteName, Params>> {
  return {
    committeeInvitation: { token: 'e2e-unbekannte-einladung' },
    passwordReset: { token: 'e2e-unbekannter-link' },
    emailConfirmation: { token: 'e2e-unbekannter-bestaetigungslink' },
    loginWithEmail: { email: ROLE_EMAIL.member },
    memberKnowledge: { slug: 'wirtschaftsausschuss' },
    forumCategoryPage: { category: 'br-praxis' },
    costCalculator: { id: eventId },
    onlineFax: { id: eventId },
    // The demo data: the Nordwerk committee's plan, its sent quote (the first) and a requested one (the second).
    trainingPlan: { id: 'aktuell' },
    memberQuote: { id: 1 },
    adminQuote: { id: 2 },
    // The sitemap lists a conference's page, not its booking (a personal step of the checkout).
    conferenceBooking: { slug: 'jav-konferenz' },
  };
}

/** A query some pages take: the request form names its theme. */
const QUERIES: Partial<Record<PageRouteName, string>> = { quoteRequest: '?thema=1' };

/** `/fachartikel/{slug}/{id}` and `/news/{slug}/{id}`: an item of the sitemap with its id from the api. */
async function withIds(found: Map<PageRouteName, string[]>): Promise<Partial<Record<PageRouteName, Params>>> {
  const params: Partial<Record<PageRouteName, Params>> = {};
  for (const [name, kind] of [
    ['articleWithId', 'article'],
    ['newsWithId', 'news'],
  ] as const) {
    const path = found.get(kind)?.[0];
    const slug = path?.split('/').pop();
    if (!slug) continue;
    const response = await fetch(`${e2eContext().apiUrl}${buildPath(API_ROUTES.contentItem.path, { kind, slug })}`);
    if (response.ok) params[name] = { slug, id: ((await response.json()) as { id: number }).id };
  }
  // A thread of the forum's demo data, as its first page lists it.
  const threads = await fetch(`${e2eContext().apiUrl}${API_ROUTES.forumThreads.path}`);
  const thread = threads.ok ? ((await threads.json()) as { items: Array<{ url: string }> }).items[0] : undefined;
  if (thread) params.forumThreadPage = { thread: thread.url.split('/').pop()! };
  return params;
}

/** A date that takes two more participants: the one the cart's pages show. */
export const cartDate = () => bookableDate({ daysAhead: 50, seats: 2, latest: true });

/**
 * One address per reachable route (at most `perRoute` when the sitemap lists several); the cost calculator
 * and the online fax of the date `eventId`.
 */
export async function pageAddresses(eventId: number, perRoute = 1): Promise<PageAddress[]> {
  const { origins } = e2eContext();
  const originOf: Record<SiteId, string> = {
    main: origins.main,
    newer: origins.newer,
    'works-council': origins.worksCouncil,
  };
  const found = new Map<PageRouteName, string[]>();
  for (const path of await sitemapPaths(origins.main)) {
    const answer = pageAnswerOf('main', path);
    if (answer.status !== 200) continue;
    const paths = found.get(answer.route.name) ?? [];
    if (paths.length < perRoute) found.set(answer.route.name, [...paths, path]);
  }
  const params = { ...fixedParams(eventId), ...(await withIds(found)) };
  const addresses: PageAddress[] = [];
  for (const name of reachableRoutes()) {
    const { path } = PAGE_ROUTES[name];
    const paths = path.includes(':') ? (found.get(name) ?? []) : [`${path}${QUERIES[name] ?? ''}`];
    const fixed = params[name];
    if (fixed) paths.push(buildPath(path, fixed));
    const site = siteOf(name);
    for (const one of paths) addresses.push({ name, site, url: `${originOf[site]}${one}`, role: roleOf(name, one) });
  }
  return addresses;
}

/** Reachable routes without an address: the sitemap lists none and no fixed parameter names one. */
export function uncoveredRoutes(addresses: PageAddress[]): PageRouteName[] {
  const covered = new Set(addresses.map((address) => address.name));
  return reachableRoutes().filter((name) => !covered.has(name));
}

/** A session of the role (none for the visitor), as cookies for the browser. */
export async function sessionCookies(role: Role): Promise<Array<{ name: string; value: string }>> {
  if (role === 'visitor') return [];
  const visitor = new HttpVisitor(e2eContext().origins.main);
  await visitor.login(ROLE_EMAIL[role], DEMO_PASSWORD);
  return visitor.cookieList();
}

/** Puts a date with one participant into the cart of the session the cookies carry (the cart's pages show it). */
export async function fillCart(cookies: Array<{ name: string; value: string }>, eventId: number): Promise<void> {
  const visitor = new HttpVisitor(e2eContext().origins.main);
  visitor.adopt(cookies);
  const added = await visitor.fetch(API_ROUTES.cartAddItem.path, { method: 'POST', body: { eventId }, csrf: true });
  if (added.status !== 201) throw new Error(`In den Warenkorb: ${added.status}`);
  const { item } = (await added.json()) as { item: { cartItemId: number } };
  const person = await visitor.fetch(API_ROUTES.cartAddRecipient.path, {
    method: 'POST',
    csrf: true,
    body: {
      cartItemId: item.cartItemId,
      salutation: 'Frau',
      title: '',
      firstname: 'Claudia',
      lastname: 'Neumann',
      email: 'claudia.neumann@example.de',
      brFunction: 'Betriebsratsmitglied',
      hotelOverNightOption: 'overnight',
      kind: 'booking',
    },
  });
  if (person.status !== 201) throw new Error(`Teilnehmer: ${person.status}`);
}
