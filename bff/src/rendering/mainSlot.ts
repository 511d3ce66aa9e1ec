import {
  API_ROUTES,
  MESSAGES,
  PAGE_ROUTES,
  SITES,
  isInteractiveContentPage,
  ownerOfPath,
  pageAnswerOf,
  pageMetaOf,
  PAGE_META,
  type ConferencesResponse,
  type PageGlobals,
  type PageRouteName,
  type PageStatus,
  type RemoteName,
  type ServerHead,
  type SiteId,
} from '@amb/shared-contracts';
import type { ApiClient } from '../upstream/apiClient';
import type { Generation } from './generation';
import { WORKS_COUNCIL_LATEST } from './worksCouncilLatest';
import { WORKS_COUNCIL_START_TITLE, renderWorksCouncilStart } from './worksCouncilPages';

/** Number of upcoming online seminars on the works-council start page. */
export const WORKS_COUNCIL_SEMINAR_COUNT = 5;
/** Number of upcoming conferences on the works-council start page. */
export const WORKS_COUNCIL_CONFERENCE_COUNT = 3;
/** The entries each latest-content section of the start page lists. */
export const WORKS_COUNCIL_LATEST_COUNT = 5;

/** What the document's main slot holds. A 404/410 gets the not-found page from the chrome (see documents). */
export type MainSlot =
  | {
      status: 200;
      head: ServerHead;
      /** The remote whose route it is: its stylesheets go into the document, whoever renders the page. */
      owner?: RemoteName;
      /** Server-rendered content; empty: the route's remote renders it in the browser. */
      html: string;
      /**
       * The remote whose server build rendered it (its stylesheets go into the document), and the state to
       * hydrate from: none where the browser does not load the remote (the works-council site). `interactive`
       * false: the page needs no script, the browser does not load the remote for it; `hydrateOn`: it hydrates at
       * the visitor's first sign of use.
       */
      rendered?: { remote: RemoteName; stateJson?: string; interactive?: boolean; hydrateOn?: 'interaction' };
      /** Rendered without a part whose data the api did not give (the works-council start page): not kept. */
      incomplete?: boolean;
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

/** A navigation-only site's forum or chatbot page: rendered on the server, then hydrated by mf_content. */
export function isWorksCouncilInteractivePage(site: SiteId, pathname: string): boolean {
  return (
    SITES[site].browserRemotes === 'navigation-only' &&
    isInteractiveContentPage(pathname) &&
    pageAnswerOf(site, pathname).status === 200
  );
}

/** The page remote that joins mf_navigation in the browser of a navigation-only site, if any. */
export function browserPageRemote(site: SiteId, pathname: string): RemoteName | null {
  if (isWorksCouncilAccountPage(site, pathname)) return 'mf_account';
  if (isWorksCouncilInteractivePage(site, pathname)) return 'mf_content';
  return null;
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

async function worksCouncilStart({ api, mainOrigin }: PageSources): Promise<MainSlot> {
  const [seminars, conferences, ...latest] = await Promise.all([
    orNull(api.nextOnlineSeminars(WORKS_COUNCIL_SEMINAR_COUNT), 'Online-Seminare'),
    orNull(
      api
        .getJson<ConferencesResponse>(API_ROUTES.conferences.path, { limit: String(WORKS_COUNCIL_CONFERENCE_COUNT) })
        .then((answer) => (Array.isArray(answer.conferences) ? answer.conferences : null)),
      'Fachtagungen',
    ),
    ...WORKS_COUNCIL_LATEST.map((section) => orNull(section.load(api, WORKS_COUNCIL_LATEST_COUNT), section.heading)),
  ]);
  return {
    status: 200,
    head: { title: WORKS_COUNCIL_START_TITLE, description: PAGE_META.worksCouncilHome.description },
    html: renderWorksCouncilStart(seminars, mainOrigin, WORKS_COUNCIL_LATEST, latest, conferences),
    ...(seminars === null || conferences === null || latest.includes(null) ? { incomplete: true } : {}),
  };
}

/** What rendering a main slot uses: the generation's server builds, the api, and a log that reports a cause once. */
export interface PageSources {
  generation: Generation;
  api: ApiClient;
  /** Where server builds fetch their data (the api, not the bff's proxy). */
  apiUrl: string;
  /** The public origin of the main site (links of the works-council start page). */
  mainOrigin: string;
  /** Remotes served by a dev server: another build than the deployed server half, so rendered in the browser. */
  remoteOverrides: Partial<Record<RemoteName, string>>;
  logOnce: (key: string, message: string) => void;
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
function inTheBrowser(site: SiteId, route: PageRouteName, owner: RemoteName): MainSlot {
  return { status: 200, head: pageMetaOf(route) ?? { title: SITES[site].label }, html: '', owner };
}

/**
 * The main slot of a document: the works-council site's own pages, else the route owner's server build
 * (falling back to the browser when it has none, throws or runs past its budget), else 404.
 */
export async function mainSlot(sources: PageSources, request: MainSlotRequest): Promise<MainSlot> {
  const { site, pathname } = request;
  if (SITES[site].browserRemotes === 'navigation-only') return navigationOnlySlot(sources, request);
  const answer = pageAnswerOf(site, pathname);
  if (answer.status !== 200) return { status: 404 };
  const { owner } = answer;
  const inBrowser = inTheBrowser(site, answer.route.name, owner);
  // A remote served by a dev server (REMOTE_OVERRIDES) is another build than the deployed server half.
  if (!sources.generation.hasBuild(owner) || sources.remoteOverrides[owner]) return inBrowser;
  return (await renderOnServer(sources, request, owner)) ?? inBrowser;
}

/**
 * The works-council site loads no page remote in the browser (but mf_account for its own account pages, and
 * mf_content to hydrate the forum and the chatbot): its
 * start page is the bff's, every other page it serves (the content pages) is the owner's server render, with
 * no state (nothing hydrates). Without a working server build there is no fallback: 503.
 */
async function navigationOnlySlot(sources: PageSources, request: MainSlotRequest) {
  const { site, pathname } = request;
  if (pathname === PAGE_ROUTES.worksCouncilHome.path) return worksCouncilStart(sources);
  const answer = pageAnswerOf(site, pathname);
  if (answer.status !== 200) return { status: 404 } as const;
  if (isAccountPage(pathname)) return inTheBrowser(site, answer.route.name, answer.owner);
  if (!sources.generation.hasBuild(answer.owner)) {
    sources.logOnce(
      `page:${answer.owner}:none:${site}`,
      `${answer.owner} hat keinen Server-Build: ${pathname} auf der Website ${site} antwortet 503`,
    );
    return { status: 503 } as const;
  }
  const slot = await renderOnServer(sources, request, answer.owner);
  if (!slot) return { status: 503 } as const;
  // The forum and the chatbot hydrate from the state; every other page here stays server HTML.
  if (isInteractiveContentPage(pathname)) return slot;
  return slot.status === 200 && slot.rendered ? { ...slot, rendered: { remote: slot.rendered.remote } } : slot;
}

/** The owner's server render of the request; null when it failed (logged once per version and cause). */
async function renderOnServer(
  { generation, apiUrl, logOnce }: PageSources,
  request: MainSlotRequest,
  owner: RemoteName,
): Promise<MainSlot | null> {
  const rendered = await generation.renderPage(owner, {
    url: request.url,
    site: request.site,
    globals: request.globals,
    apiBaseUrl: apiUrl,
  });
  if (!rendered.ok) {
    const version = generation.versions[owner] ?? '–';
    const inBrowser = SITES[request.site].browserRemotes === 'all';
    const instead = inBrowser ? 'rendert im Browser' : `antwortet 503 auf der Website ${request.site}`;
    logOnce(
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
    owner,
    rendered: {
      remote: owner,
      stateJson: rendered.stateJson,
      interactive: rendered.interactive,
      ...(rendered.hydrateOn ? { hydrateOn: rendered.hydrateOn } : {}),
    },
  };
}

/** The head of a 404/410 document. */
export const NOT_FOUND_HEAD: ServerHead = { title: MESSAGES.pageNotFoundTitle };
