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
