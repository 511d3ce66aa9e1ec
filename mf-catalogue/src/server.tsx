/**
 * The server build (`dist/server/render.js`): the bff asks the current version to render a route this remote
 * owns. The page's data is fetched once, here, through the same RTK Query endpoints and arguments the
 * browser would use; the state goes into the document and the browser hydrates from it.
 */
import { renderToString } from 'react-dom/server';
import { MESSAGES, type ServerRenderRequest, type ServerRenderResult } from '@amb/shared-contracts/core';
import { failedQueries, matchPage, preloadPage, RemoteRoot, serverFetch } from '@amb/remote-kit';
import { catalogueApi } from './api';
import { App } from './App';
import { PAGES } from './pages';
import { REMOTE } from './remote';
import { headOf, SERVER_PAGES } from './serverPages';
import { makeStore } from './store';

export async function render(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const url = new URL(request.url, 'http://localhost');
  const href = `${url.pathname}${url.search}`;
  const store = makeStore(undefined, { apiBaseUrl: request.apiBaseUrl, fetchImpl: serverFetch(request.signal) });
  const match = matchPage(PAGES, url.pathname);
  const place = { params: match?.params ?? {}, search: url.search, origin: request.globals.mainDomain };
  const serverPage = match ? SERVER_PAGES[match.page.name] : undefined;
  // The page's code is part of this one-file build: loaded, it renders synchronously below, as in the browser.
  await preloadPage(PAGES, url.pathname);
  if (serverPage?.prefetch) {
    await serverPage.prefetch(store.dispatch, place);
    await Promise.all(store.dispatch(catalogueApi.util.getRunningQueriesThunk()));
    // The page shows its error state and the browser tries again; the bff's log says why (not when the
    // bff's time budget aborted the call: it renders in the browser then and logs that itself).
    if (!request.signal?.aborted) {
      for (const failure of failedQueries(store.getState(), catalogueApi.reducerPath))
        console.error(`[${REMOTE}] Server-Render ${href}: api-Abfrage fehlgeschlagen: ${failure}`);
    }
  }
  const redirect = serverPage?.redirect?.(store.getState(), place);
  // Reached by another address than its canonical one (a theme by id, a place by a wrong name; the id
  // decides): a permanent redirect, so search engines index the canonical address only.
  if (redirect)
    return { status: 200, head: { title: match!.page.title }, html: '', state: null, redirect, redirectStatus: 301 };
  const head = match ? headOf(match.page, store.getState(), place) : null;
  const html = renderToString(
    <RemoteRoot remote={REMOTE} store={store} serverUrl={href}>
      <App />
    </RemoteRoot>,
  );
  return {
    status: head ? 200 : 404,
    head: head ?? { title: MESSAGES.pageNotFoundTitle },
    html,
    state: store.getState(),
  };
}
