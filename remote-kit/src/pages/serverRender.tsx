import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Store, UnknownAction } from '@reduxjs/toolkit';
import {
  MESSAGES,
  type RemoteName,
  type ServerRenderRequest,
  type ServerRenderResult,
} from '@amb/shared-contracts/core';
import { RemoteRoot } from '../lifecycles/RemoteRoot';
import { preloadPage, preloadPages } from '../router/lazyPage';
import { matchPage } from '../router/pages';
import type { StoreExtra } from '../store/baseQuery';
import { serverFetch } from '../store/serverFetch';
import { failedQueries } from '../store/serverState';
import { createApp } from './createApp';
import { headOf, statusOf, type PageModule, type PagePlace } from './definePage';

/** The part of an RTK Query api the server render waits for (its running queries) and reports (its failures). */
export interface ServerApi {
  reducerPath: string;
  util: { getRunningQueriesThunk(): unknown };
}

export interface ServerRenderOptions<State> {
  remote: RemoteName;
  pages: readonly PageModule<State, never>[];
  /** The App of the remote; default createApp(pages). */
  App?: ComponentType;
  makeStore: (preloadedState: undefined, extra: StoreExtra) => Store<State>;
  /** The remote's RTK Query api(s). */
  apis: readonly ServerApi[];
  /** Providers around the App on the server only (e.g. links that point elsewhere on another site). */
  wrap?: (app: ReactNode, request: ServerRenderRequest) => ReactNode;
}

type Render = (request: ServerRenderRequest) => Promise<ServerRenderResult>;

/**
 * The `render` of a remote's server build (`dist/server/render.js`), which the bff calls for a route the remote
 * owns: the page's data is fetched once, here, through the same RTK Query endpoints and arguments the browser
 * uses (PageSpec.prefetch); then its redirect, head and status; then the HTML of the same tree the browser
 * hydrates, and the state it hydrates from.
 */
export function createServerRender<State>({
  remote,
  pages,
  App = createApp(pages),
  makeStore,
  apis,
  wrap,
}: ServerRenderOptions<State>): Render {
  // Every page's code and server part are loaded when the build is (the bff loads a new build before it serves
  // with it), not within the time budget of the first request for each page.
  const loaded = Promise.all([preloadPages(pages), ...pages.map((page) => page.server?.())]).catch(() => undefined);
  return async (request) => {
    await loaded;
    const url = new URL(request.url, 'http://localhost');
    const href = `${url.pathname}${url.search}`;
    const store = makeStore(undefined, { apiBaseUrl: request.apiBaseUrl, fetchImpl: serverFetch(request.signal) });
    const match = matchPage(pages, url.pathname);
    const page = match && { ...match.page, ...(await match.page.server?.()) };
    const place: PagePlace = { params: match?.params ?? {}, search: url.search, origin: request.globals.mainDomain };
    let failed = false;
    // The page's code is part of this one-file build: loaded, it renders synchronously below, as in the browser.
    await preloadPage(pages, url.pathname);
    if (page?.prefetch) {
      await page.prefetch(store.dispatch as never, place);
      for (const api of apis)
        await Promise.all(
          store.dispatch(api.util.getRunningQueriesThunk() as UnknownAction) as unknown as Promise<unknown>[],
        );
      // The page shows its error state and the browser tries again; the bff's log says why (not when the bff's
      // time budget aborted the call: it renders in the browser then and logs that itself).
      for (const api of apis) {
        const failures = failedQueries(store.getState() as Record<string, unknown>, api.reducerPath);
        if (failures.length > 0) failed = true;
        if (request.signal?.aborted) continue;
        for (const failure of failures)
          console.error(`[${remote}] Server-Render ${href}: api-Abfrage fehlgeschlagen: ${failure}`);
      }
    }
    const render = () =>
      renderToString(
        <RemoteRoot remote={remote} store={store} serverUrl={href}>
          {wrap ? wrap(<App />, request) : <App />}
        </RemoteRoot>,
      );
    const state = store.getState();
    if (!page) return { status: 404, head: { title: MESSAGES.pageNotFoundTitle }, html: render(), state };
    // Reached by another address than its canonical one (a theme by id, a place by a wrong name): a permanent
    // redirect, so search engines index the canonical address only.
    const redirect = page.redirect?.(state, place);
    if (redirect)
      return { status: 200, head: { title: page.title }, html: '', state: null, redirect, redirectStatus: 301 };
    const head = headOf(page, state, place);
    return {
      status: statusOf(page, state, place, head),
      head: head ?? { title: MESSAGES.pageNotFoundTitle },
      html: render(),
      state,
      // A page that needs no script stays the server's HTML; its error state (a failed query) has a retry button.
      ...(page.hydrate === 'never' && !failed ? { interactive: false } : {}),
      ...(page.hydrate === 'interaction' && !failed ? { hydrateOn: 'interaction' as const } : {}),
    };
  };
}
