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

/** A 4xx answer: the api refused the request (an unknown rubric, a malformed filter); the page says so. */
function refusedByApi(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * The queries of an api slice that failed because the api did (5xx, no answer, no JSON), one line each
 * (endpoint, arguments, error), for the server's log: a page rendered on the server shows its error state
 * and the browser tries again, but the operator should learn why the api failed.
 */
export function failedQueries(state: Record<string, unknown>, reducerPath: string): string[] {
  const slice = state[reducerPath] as { queries?: Record<string, QueryEntry | undefined> } | undefined;
  return Object.values(slice?.queries ?? {})
    .filter((query): query is QueryEntry => query?.status === 'rejected' && !refusedByApi(query.error))
    .map(
      (query) =>
        `${query.endpointName ?? '?'}(${JSON.stringify(query.originalArgs ?? null)}): ${JSON.stringify(query.error ?? null)}`,
    );
}
