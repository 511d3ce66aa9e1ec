import {
  MESSAGES,
  PAGE_ROUTES,
  SITES,
  ownerOfPath,
  pageAnswerOf,
  pageMetaOf,
  PAGE_META,
  type PageGlobals,
  type PageRouteName,
  type PageStatus,
  type RemoteName,
  type ServerHead,
  type SiteId,
} from '@amb/shared-contracts';
import type { AppContext } from '../context';
import type { Generation } from './generation';
import { WORKS_COUNCIL_LATEST } from './worksCouncilLatest';
import { WORKS_COUNCIL_START_TITLE, renderWorksCouncilStart } from './worksCouncilPages';

/** Number of upcoming online seminars on the works-council start page. */
export const WORKS_COUNCIL_SEMINAR_COUNT = 5;
/** The entries each latest-content section of the start page lists. */
export const WORKS_COUNCIL_LATEST_COUNT = 5;

/** What the document's main slot holds. A 404/410 gets the not-found page from the chrome (see documents). */
export type MainSlot =
  | {
      status: 200;
      head: ServerHead;
      /** Server-rendered content; empty: the route's remote renders it in the browser. */
      html: string;
      /**
       * The remote whose server build rendered it (its stylesheets go into the document), and the state to
       * hydrate from: none where the browser does not load the remote (the works-council site).
       */
      rendered?: { remote: RemoteName; stateJson?: string };
    }
  | { status: Exclude<PageStatus, 200> }
  /** A page only the server can render (the works-council site) whose server build is missing or failed. */
  | { status: 503 }
  | { status: 301 | 302; location: string };

/**
 * The works-council site has its own login and logout routes (SPEC §2.1, §2.5) and sessions are per host,
 * so its account pages (login, registration, password, meinamb) run mf_account in the browser there too;
 * everything else on that site is rendered on the server.
 */
export function isAccountPage(pathname: string): boolean {
  return ownerOfPath(pathname) === 'mf_account' && pathname !== PAGE_ROUTES.contact.path;
}

/** A navigation-only site's page that mf_account renders in the browser. */
export function isWorksCouncilAccountPage(site: SiteId, pathname: string): boolean {
  return (
    SITES[site].browserRemotes === 'navigation-only' &&
    isAccountPage(pathname) &&
    pageAnswerOf(site, pathname).status === 200
  );
}

/** One part of the start page: its data, or null (logged) when the api failed; the page renders without it. */
async function orNull<T>(load: Promise<T>, what: string): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    console.error(`[bff] ${what} für die Startseite: ${(error as Error).message}`);
    return null;
  }
}

async function worksCouncilStart(ctx: AppContext): Promise<MainSlot> {
  const [seminars, ...latest] = await Promise.all([
    orNull(ctx.api.nextOnlineSeminars(WORKS_COUNCIL_SEMINAR_COUNT), 'Online-Seminare'),
    ...WORKS_COUNCIL_LATEST.map((section) =>
      orNull(section.load(ctx.api, WORKS_COUNCIL_LATEST_COUNT), section.heading),
    ),
  ]);
  return {
    status: 200,
    head: { title: WORKS_COUNCIL_START_TITLE, description: PAGE_META.worksCouncilHome.description },
    html: renderWorksCouncilStart(seminars, ctx.config.origins.main, WORKS_COUNCIL_LATEST, latest),
  };
}

export interface MainSlotRequest {
  site: SiteId;
  /** Normalised path (no trailing slash). */
  pathname: string;
  /** Path and query as requested. */
  url: string;
  globals: PageGlobals;
}

/**
 * The client-rendered page of a route: the remote draws it in the browser; the head comes from PAGE_META
 * (the site's name for a route without its own).
 */
function inTheBrowser(site: SiteId, route: PageRouteName): MainSlot {
  return { status: 200, head: pageMetaOf(route) ?? { title: SITES[site].label }, html: '' };
}

/**
 * The main slot of a document: the works-council site's own pages, else the route owner's server build
 * (falling back to the browser when it has none, throws or runs past its budget), else 404.
 */
export async function mainSlot(ctx: AppContext, generation: Generation, request: MainSlotRequest): Promise<MainSlot> {
  const { site, pathname } = request;
  if (SITES[site].browserRemotes === 'navigation-only') return navigationOnlySlot(ctx, generation, request);
  const answer = pageAnswerOf(site, pathname);
  if (answer.status !== 200) return { status: 404 };
  const owner = answer.owner;
  // A remote served by a dev server (REMOTE_OVERRIDES) is another build than the deployed server half.
  if (!generation.hasBuild(owner) || ctx.config.remoteOverrides[owner]) return inTheBrowser(site, answer.route.name);
  return (await renderOnServer(ctx, generation, request, owner)) ?? inTheBrowser(site, answer.route.name);
}

/**
 * The works-council site loads no page remote in the browser (but mf_account for its own account pages): its
 * start page is the bff's, every other page it serves (the content pages) is the owner's server render, with
 * no state (nothing hydrates). Without a working server build there is no fallback: 503.
 */
async function navigationOnlySlot(ctx: AppContext, generation: Generation, request: MainSlotRequest) {
  const { site, pathname } = request;
  if (pathname === PAGE_ROUTES.worksCouncilHome.path) return worksCouncilStart(ctx);
  const answer = pageAnswerOf(site, pathname);
  if (answer.status !== 200) return { status: 404 } as const;
  if (isAccountPage(pathname)) return inTheBrowser(site, answer.route.name);
  if (!generation.hasBuild(answer.owner)) {
    ctx.renderer.logOnce(
      `page:${answer.owner}:none:${site}`,
      `${answer.owner} hat keinen Server-Build: ${pathname} auf der Website ${site} antwortet 503`,
    );
    return { status: 503 } as const;
  }
  const slot = await renderOnServer(ctx, generation, request, answer.owner);
  if (!slot) return { status: 503 } as const;
  return slot.status === 200 && slot.rendered ? { ...slot, rendered: { remote: slot.rendered.remote } } : slot;
}

/** The owner's server render of the request; null when it failed (logged once per version and cause). */
async function renderOnServer(
  ctx: AppContext,
  generation: Generation,
  request: MainSlotRequest,
  owner: RemoteName,
): Promise<MainSlot | null> {
  const rendered = await generation.renderPage(owner, {
    url: request.url,
    site: request.site,
    globals: request.globals,
    apiBaseUrl: ctx.config.apiUrl,
  });
  if (!rendered.ok) {
    const version = generation.versions[owner] ?? '–';
    const inBrowser = SITES[request.site].browserRemotes === 'all';
    const instead = inBrowser ? 'rendert im Browser' : `antwortet 503 auf der Website ${request.site}`;
    ctx.renderer.logOnce(
      `page:${owner}@${version}:${rendered.cause}${inBrowser ? '' : `:${request.site}`}`,
      `${owner} ${version} ${instead} statt auf dem Server (${rendered.cause}: ${rendered.message})`,
    );
    return null;
  }
  if (rendered.redirect) return { status: rendered.redirectStatus ?? 302, location: rendered.redirect };
  if (rendered.status !== 200) return { status: rendered.status };
  return {
    status: 200,
    head: rendered.head,
    html: rendered.html,
    rendered: { remote: owner, stateJson: rendered.stateJson },
  };
}

/** The head of a 404/410 document. */
export const NOT_FOUND_HEAD: ServerHead = { title: MESSAGES.pageNotFoundTitle };
