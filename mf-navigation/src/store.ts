import { combineSlices } from '@reduxjs/toolkit';
import { createRemoteStore } from '@amb/remote-kit';
import { navigationApi } from './api';
import { callsExtra } from './callsExtra';

export { callsExtra } from './callsExtra';

const reducer = combineSlices(navigationApi);

export type RootState = ReturnType<typeof reducer>;

export const makeStore = (preloadedState?: Partial<RootState>) =>
  createRemoteStore({ reducer, middleware: [navigationApi.middleware], preloadedState, extra: callsExtra() });

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

let pageStoreOnce: AppStore | null = null;

/**
 * The pop-overs' store, one per page, made when the first pop-over opens: the header and footer mount without a
 * store (storelessLifecycles), so Redux and RTK Query load with the pop-overs' chunk, not with the first screen.
 */
export function pageStore(): AppStore {
  pageStoreOnce ??= makeStore();
  return pageStoreOnce;
}
