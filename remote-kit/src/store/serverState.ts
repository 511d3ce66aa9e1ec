import { createAction, type UnknownAction } from '@reduxjs/toolkit';

/**
 * Dispatched once, before the first render in the browser, with the state the server rendered the main
 * slot from (the store's whole state, keyed by slice).
 */
export const hydrateFromServer = createAction<Record<string, unknown>>('remote-kit/hydrateFromServer');

/**
 * `extractRehydrationInfo` of every remote's createApi (RTK Query's documented server-rendering path): the
 * api slice's part of the server's state, so its queries start fulfilled and the hooks fetch nothing again.
 */
export function rehydrateFromServer<State>(
  action: UnknownAction,
  { reducerPath }: { reducerPath: string },
): State | undefined {
  return hydrateFromServer.match(action) ? (action.payload[reducerPath] as State | undefined) : undefined;
}

interface QueryEntry {
  status?: string;
  endpointName?: string;
  originalArgs?: unknown;
  error?: unknown;
}

/**
 * The queries of an api slice that ended in an error, one line each (endpoint, arguments, error), for the
 * server's log: a page rendered on the server shows its error state and the browser tries again, but the
 * operator should learn why the api failed.
 */
export function failedQueries(state: Record<string, unknown>, reducerPath: string): string[] {
  const slice = state[reducerPath] as { queries?: Record<string, QueryEntry | undefined> } | undefined;
  return Object.values(slice?.queries ?? {})
    .filter((query): query is QueryEntry => query?.status === 'rejected')
    .map(
      (query) =>
        `${query.endpointName ?? '?'}(${JSON.stringify(query.originalArgs ?? null)}): ${JSON.stringify(query.error ?? null)}`,
    );
}
