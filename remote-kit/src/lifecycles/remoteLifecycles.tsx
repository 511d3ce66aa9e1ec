import * as React from 'react';
import type { Store } from '@reduxjs/toolkit';
import { SLOT_IDS, readMainState, type RemoteName } from '@amb/shared-contracts/core';
import { createApp } from '../pages/createApp';
import type { PageModule } from '../pages/definePage';
import { hydrateFromServer } from '../store/serverState';
import { holdsServerMarkup, slotLifecycles, type LazyPages } from './mounting';
import { RemoteRoot } from './RemoteRoot';

export { holdsServerMarkup, inSlices, withPagePreload } from './mounting';

export interface RemoteLifecyclesOptions {
  remote: RemoteName;
  /** The component tree of the remote, rendered inside RemoteRoot; default createApp(pages). */
  App?: React.ComponentType;
  /** A new store per mount. */
  makeStore: () => Store;
  /** The layout slot it renders into (default: the main slot). */
  slotId?: string;
  /**
   * The remote's page table when its pages are lazy (`lazyPage`): the page of the address is loaded before
   * each mount, so server HTML is hydrated by the page itself, never replaced by a loading state.
   */
  pages?: LazyPages;
}

function isStateObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A new store; when the main slot holds this remote's server HTML, it starts from the state the server
 * rendered with, so the first render equals the server's and no query runs again.
 */
function storeFor(remote: RemoteName, slotId: string, makeStore: () => Store): Store {
  const store = makeStore();
  if (slotId === SLOT_IDS.main && holdsServerMarkup(slotId, remote)) {
    const state = readMainState(remote);
    if (isStateObject(state)) store.dispatch(hydrateFromServer(state));
  }
  return store;
}

/**
 * single-spa lifecycles of one exposed module with its store: a slot the bff filled with this remote's HTML is
 * hydrated (no flash, no layout shift) from the embedded state; otherwise the tree is rendered from scratch. One
 * error boundary, inside RemoteRoot, keeps any failure in the slot. Mounting is sliced (inSlices); lazy
 * pages are loaded before (withPagePreload).
 */
export function remoteLifecycles({
  remote,
  App: GivenApp,
  makeStore,
  slotId = SLOT_IDS.main,
  pages,
}: RemoteLifecyclesOptions) {
  const App = GivenApp ?? createApp((pages ?? []) as readonly PageModule<never, never>[]);
  function Root() {
    const [store] = React.useState(() => storeFor(remote, slotId, makeStore));
    return (
      <RemoteRoot remote={remote} store={store}>
        <App />
      </RemoteRoot>
    );
  }
  return slotLifecycles(remote, slotId, Root, pages);
}
