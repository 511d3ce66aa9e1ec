/**
 * The contract between the bff and the server builds of the remotes (ARCHITECTURE "Rendering"): a remote may
 * ship `server/render.js` beside its browser build; the bff asks the current version to render the main
 * content of a route it owns, embeds the HTML and the state in the document, and the browser hydrates.
 */
import type { PageGlobals, PageStatus } from './entities';
import type { RemoteName } from './remotes';
import type { SiteId } from './site';

export interface ServerRenderRequest {
  /** Path and query of the request, e.g. `/seminare?rubrik=arbeitsrecht`. */
  url: string;
  site: SiteId;
  globals: PageGlobals;
  /** Where the build fetches its data on the server (the api, not the bff's proxy). */
  apiBaseUrl: string;
  /** Aborts the render's api calls when the bff's time budget is spent. */
  signal?: AbortSignal;
}

export interface ServerHead {
  /** Page title without the brand suffix (the document adds it). */
  title: string;
  description?: string;
  canonical?: string;
  jsonLd?: unknown[];
}

export interface ServerRenderResult {
  status: PageStatus;
  head: ServerHead;
  /** Inner HTML of the main slot: the remote's RemoteRoot and its page. */
  html: string;
  /** JSON the browser's store starts from (hydration without fetching again). */
  state: unknown;
  /**
   * False for a page that works without script (links and GET forms only): the browser keeps the server's HTML
   * and does not load the remote for it (PageGlobals.staticMain). Absent counts as true.
   */
  interactive?: boolean;
  /**
   * `interaction`: the page works without script until the browser hydrates it (links, GET forms), so a visitor's
   * browser loads its remote at the first sign of use (PageGlobals.deferredMain). Absent: it hydrates at once.
   */
  hydrateOn?: 'interaction';
  /** Send the visitor elsewhere instead (a path on this site). */
  redirect?: string;
  /**
   * 301 when `redirect` is the page's permanent, canonical address (a theme reached by id goes to its slug):
   * search engines and browsers keep the new address. Without it: 302.
   */
  redirectStatus?: 301 | 302;
}

/** What a page remote's `server/render.js` exports. */
export interface PageServerBuild {
  render(request: ServerRenderRequest): Promise<ServerRenderResult>;
}

/** What mf_navigation's `server/render.js` exports: the chrome of every document and the one not-found page. */
export interface ChromeServerBuild {
  renderHeader(globals: PageGlobals): string;
  renderFooter(globals: PageGlobals): string;
  /** Inner HTML of the main slot of every 404 document: the kit's NotFoundPage, links fitting the site. */
  renderNotFound(globals: PageGlobals): string;
  /**
   * Inner HTML of #amb-main of a page its remote renders in the browser (a member's cart or bookings), until the
   * remote mounts: the kit's loading state in the page layout, so no main area is blank under the header.
   */
  renderPending(globals: PageGlobals): string;
}

/** Id of the `<script type="application/json">` with the state of the server-rendered main content. */
export const MAIN_STATE_ELEMENT_ID = 'amb-main-state';

/** JSON text made safe for a `<script>` element: `<` and the JS line separators escaped, nothing can break out. */
export function escapeScriptJson(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** JSON for a `<script type="application/json">` (page globals, the main-slot state, JSON-LD). */
export function serialiseForScript(value: unknown): string {
  return escapeScriptJson(JSON.stringify(value));
}

/** The embedded main-slot state when it belongs to `remote`, else undefined. */
export function readMainState(remote: RemoteName, doc: Document = document): unknown {
  const element = doc.getElementById(MAIN_STATE_ELEMENT_ID);
  if (!element?.textContent || element.dataset.remote !== remote) return undefined;
  try {
    return JSON.parse(element.textContent) as unknown;
  } catch {
    return undefined;
  }
}
