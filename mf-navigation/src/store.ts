import { combineSlices } from '@reduxjs/toolkit';
import { readPageGlobals, siteOriginOf } from '@amb/shared-contracts/core';
import { createRemoteStore, type StoreExtra } from '@amb/remote-kit';
import { navigationApi } from './api';

const reducer = combineSlices(navigationApi);

export type RootState = ReturnType<typeof reducer>;

/**
 * The header shown on another host (absolute links: the template, an embedded fragment) asks the site for its
 * data (small cart, account navigation), not the host it is shown on. The server render fetches nothing.
 */
export function callsExtra(doc: Document | undefined = globalThis.document): StoreExtra {
  const globals = doc ? readPageGlobals(doc) : null;
  return globals?.absoluteLinks ? { apiBaseUrl: siteOriginOf(globals) } : {};
}

export const makeStore = (preloadedState?: Partial<RootState>) =>
  createRemoteStore({ reducer, middleware: [navigationApi.middleware], preloadedState, extra: callsExtra() });

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
