/**
 * The server build (`dist/server/render.js`): the bff asks the current version to render a route this remote
 * owns. A page's data is fetched once, here, through the same RTK Query endpoints and arguments the browser
 * would use; the state goes into the document and the browser hydrates from it.
 */
import { renderToString } from 'react-dom/server';
import { MESSAGES, type ServerRenderRequest, type ServerRenderResult } from '@amb/shared-contracts/core';
import { failedQueries, matchPage, preloadPage, RemoteRoot, serverFetch } from '@amb/remote-kit';
import { contentApi } from './api';
import { App } from './App';
import { PAGES } from './pages';
import { REMOTE } from './remote';
import { SiteLinks } from './siteLinks';
import { makeStore } from './store';

export async function render(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const url = new URL(request.url, 'http://localhost');
  const href = `${url.pathname}${url.search}`;
  const store = makeStore(undefined, { apiBaseUrl: request.apiBaseUrl, fetchImpl: serverFetch(request.signal) });
  const match = matchPage(PAGES, url.pathname);
  const place = { params: match?.params ?? {}, search: url.search, origin: request.globals.mainDomain };
  // A page in a chunk of its own is part of this one-file build: loaded, it renders synchronously below.
  await preloadPage(PAGES, url.pathname);
  if (match?.page.prefetch) {
    await match.page.prefetch(store.dispatch, place);
    await Promise.all(store.dispatch(contentApi.util.getRunningQueriesThunk()));
    // The page shows its error state and the browser tries again; the bff's log says why (not when the
    // bff's time budget aborted the call: it renders in the browser then and logs that itself).
    if (!request.signal?.aborted) {
      for (const failure of failedQueries(store.getState(), contentApi.reducerPath))
        console.error(`[${REMOTE}] Server-Render ${href}: api-Abfrage fehlgeschlagen: ${failure}`);
    }
  }
  const head = match ? match.page.head(store.getState(), place) : null;
  const html = renderToString(
    <RemoteRoot remote={REMOTE} store={store} serverUrl={href}>
      <SiteLinks site={request.site} globals={request.globals}>
        <App />
      </SiteLinks>
    </RemoteRoot>,
  );
  return {
    status: head ? 200 : 404,
    head: head ?? { title: MESSAGES.pageNotFoundTitle },
    html,
    state: store.getState(),
  };
}
