import type { ComponentType } from 'react';
import {
  PAGE_META,
  PAGE_ROUTES,
  type PageStatus,
  type RouteParams,
  type ServedPageName,
  type ServerHead,
} from '@amb/shared-contracts/core';
import type { PageDefinition } from '../router/pages';

/** Where a page is shown: the parameters of its path, the query and the site's public origin. */
export interface PagePlace {
  params: RouteParams;
  /** The query with its `?` (or empty). */
  search: string;
  /** The public origin of the main site for canonical addresses, e.g. https://www.amb-seminare.de. */
  origin: string;
}

/** What the kit hands every page component: its title (PAGE_META) and the parameters of its path. */
export interface PageProps {
  title: string;
  params: RouteParams;
}

/**
 * What a remote declares of one page; every part but the component is optional. `State` and `Dispatch` are the
 * remote's store types (the kit's App and server render give the page the remote's store).
 */
export interface PageSpec<State = unknown, Dispatch = unknown> {
  /** Renders the page under the route; `lazyPage(() => import(…))` for a chunk of its own. */
  component: ComponentType<PageProps>;
  /**
   * Server render: dispatches the queries the component makes, with the same arguments (a promise when a query
   * needs the answer of another first). Without it the server renders the page without data.
   */
  prefetch?(dispatch: Dispatch, place: PagePlace): void | Promise<void>;
  /**
   * Server render, once the data is there: the document's head, or null when the data says the page does not
   * exist (404). Default: PAGE_META's title and description, and the route's path as canonical address when
   * the route has no parameters. A head without description gets PAGE_META's.
   */
  head?(state: State, place: PagePlace): ServerHead | null;
  /** Server render, once the data is there: the page's canonical address (301) when this is not it. */
  redirect?(state: State, place: PagePlace): string | null;
  /** Server render: the status when the data says so (410 for a page that is gone); default 200, or 404 (head null). */
  status?(state: State, place: PagePlace): PageStatus;
  /**
   * The server's part (prefetch, head, redirect, status) loaded on demand: a remote whose pages are chunks of their
   * own keeps it beside the feature, out of the browser's first chunk (`async () => (await import('./x')).xServer`).
   */
  server?(): Promise<PageServerPart<State, Dispatch>>;
  /**
   * Its data needs the visitor's session (editors' and members' pages): the server renders the page's frame,
   * its heading over the loading state, and the browser fetches after mounting.
   */
  browserData?: boolean;
  /**
   * `never`: the page works without script (links and GET forms only), so the browser keeps the server's HTML and
   * loads none of the remote's code for it (islands: hydrate only what is interactive). A navigation in the browser
   * to it renders it as usual. `interaction`: the page works without script (its links and GET forms), and its
   * buttons need the remote: a visitor's browser loads it at the first sign of use and replays a click that came
   * before (PageGlobals.deferredMain); the load itself keeps the main thread free. Default: it hydrates at once.
   */
  hydrate?: 'never' | 'interaction';
}

/** What the server does for a page before it renders it. */
export type PageServerPart<State = unknown, Dispatch = unknown> = Pick<
  PageSpec<State, Dispatch>,
  'prefetch' | 'head' | 'redirect' | 'status'
>;

/** One page of a remote, declared once: its route(s) of the route contract, title, description and spec. */
export interface PageModule<State = unknown, Dispatch = unknown> extends PageDefinition, PageSpec<State, Dispatch> {
  /** The route of the route contract it serves (the first of `routes`). */
  name: ServedPageName;
  /** Every route it serves (aliases such as meinamb and meinambv2 share one page). */
  routes: readonly ServedPageName[];
  description: string;
}

/**
 * Declares a page: its route(s) by name in the route contract (patterns and params from PAGE_ROUTES, title and
 * description from PAGE_META, the one place they live) and what renders, fetches and names it.
 *
 * definePage<RootState, AppDispatch>('location', {
 *   component: lazyPage(async () => (await import('./features/places/LocationPage')).LocationPage),
 *   prefetch: (dispatch, { params }) => prefetchLocation(dispatch, params.nameAndId ?? ''),
 *   head: (state, place) => locationHead(state, place),
 * })
 */
export function definePage<State = unknown, Dispatch = unknown>(
  routes: ServedPageName | readonly [ServedPageName, ...ServedPageName[]],
  spec: PageSpec<State, Dispatch>,
): PageModule<State, Dispatch> {
  const names = typeof routes === 'string' ? [routes] : routes;
  const name = names[0];
  const meta = PAGE_META[name];
  return {
    ...spec,
    name,
    routes: names,
    patterns: names.map((route) => PAGE_ROUTES[route].path),
    title: meta.title,
    description: meta.description,
  };
}

/** A page's own path when its route has no parameters (its canonical address); null otherwise. */
function fixedPath(page: PageModule<never, never>): string | null {
  const path = PAGE_ROUTES[page.name].path;
  return path.includes(':') || path.includes('*') ? null : path;
}

/** The head of a page once its data is there (see PageSpec.head); null: not found. */
export function headOf<State>(page: PageModule<State, never>, state: State, place: PagePlace): ServerHead | null {
  if (!page.head) {
    const canonical = fixedPath(page);
    return { title: page.title, description: page.description, ...(canonical ? { canonical } : {}) };
  }
  const head = page.head(state, place);
  return head && { description: page.description, ...head };
}

/** The status of a page once its data is there: its own, else 200, or 404 without a head. */
export function statusOf<State>(
  page: PageModule<State, never>,
  state: State,
  place: PagePlace,
  head: ServerHead | null,
): PageStatus {
  return page.status?.(state, place) ?? (head ? 200 : 404);
}
