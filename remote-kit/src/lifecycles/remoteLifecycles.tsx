import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { Store } from '@reduxjs/toolkit';
import { SLOT_IDS, type RemoteName } from '@amb/shared-contracts';
import { RemoteRoot } from './RemoteRoot';

export interface RemoteLifecyclesOptions {
  remote: RemoteName;
  /** The component tree of the remote (its routes), rendered inside RemoteRoot. */
  App: React.ComponentType;
  /** A new store per mount. */
  makeStore: () => Store;
  /** The layout slot it renders into (default: the main slot). */
  slotId?: string;
}

function slotElement(slotId: string): HTMLElement {
  const existing = document.getElementById(slotId);
  if (existing) return existing;
  const created = document.createElement(slotId === SLOT_IDS.main ? 'main' : 'div');
  created.id = slotId;
  document.body.appendChild(created);
  return created;
}

/** True when the slot holds this remote's server-rendered markup, which is then hydrated, not replaced. */
export function holdsServerMarkup(slotId: string, remote: RemoteName): boolean {
  const first = document.getElementById(slotId)?.firstElementChild;
  return first instanceof HTMLElement && first.dataset.boundary === remote;
}

/**
 * single-spa lifecycles of one exposed module: a slot the bff filled with this remote's HTML is hydrated
 * (no flash, no layout shift); otherwise the tree is rendered from scratch. One error boundary, inside
 * RemoteRoot, keeps any failure in the slot.
 */
export function remoteLifecycles({ remote, App, makeStore, slotId = SLOT_IDS.main }: RemoteLifecyclesOptions) {
  function Root() {
    const [store] = React.useState(makeStore);
    return (
      <RemoteRoot remote={remote} store={store}>
        <App />
      </RemoteRoot>
    );
  }
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    renderType: () => (holdsServerMarkup(slotId, remote) ? 'hydrateRoot' : 'createRoot'),
    domElementGetter: () => slotElement(slotId),
    suppressComponentDidCatchWarning: true,
  });
}
