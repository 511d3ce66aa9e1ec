import type * as React from 'react';
import { SLOT_IDS, type RemoteName } from '@amb/shared-contracts/core';
import { slotLifecycles, type LazyPages } from './mounting';
import { RemoteFrame } from './RemoteFrame';

export interface StorelessLifecyclesOptions {
  remote: RemoteName;
  /** The component tree, rendered inside RemoteFrame. */
  App: React.ComponentType;
  /** The layout slot it renders into (default: the main slot). */
  slotId?: string;
  pages?: LazyPages;
}

/**
 * remoteLifecycles for a tree that needs no store when it mounts (the header and the footer: their pop-overs bring
 * one with their own chunk): neither Redux nor RTK Query loads with it. The markup is the same as with a store
 * (RemoteRoot adds no element), so it hydrates what a server render with a store wrote.
 */
export function storelessLifecycles({ remote, App, slotId = SLOT_IDS.main, pages }: StorelessLifecyclesOptions) {
  function Root() {
    return (
      <RemoteFrame remote={remote}>
        <App />
      </RemoteFrame>
    );
  }
  return slotLifecycles(remote, slotId, Root, pages);
}
