import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { Store } from '@reduxjs/toolkit';
import { SLOT_IDS, readMainState, readPageGlobals, yieldToMain, type RemoteName } from '@amb/shared-contracts/core';
import type { LifeCycles } from 'single-spa';
import { preloadPage } from '../router/lazyPage';
import type { PageDefinition } from '../router/pages';
import { createApp } from '../pages/createApp';
import type { PageModule } from '../pages/definePage';
import { hydrateFromServer } from '../store/serverState';
import { RemoteRoot } from './RemoteRoot';

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
  pages?: readonly (PageDefinition & { component?: unknown })[];
}

function slotElement(slotId: string): HTMLElement {
  const existing = document.getElementById(slotId);
  if (existing) return existing;
  const created = document.createElement(slotId === SLOT_IDS.main ? 'main' : 'div');
  created.id = slotId;
  document.body.appendChild(created);
  return created;
}

/**
 * True when the slot holds this remote's server-rendered markup, which is then hydrated, not replaced. The main
 * slot of a static page (PageGlobals.staticMain) is never hydrated: the remote mounts there only after the visitor
 * went to another address in the browser, whose page the server's HTML is not.
 */
export function holdsServerMarkup(slotId: string, remote: RemoteName): boolean {
  if (slotId === SLOT_IDS.main && readPageGlobals(document)?.staticMain === true) return false;
  const first = document.getElementById(slotId)?.firstElementChild;
  return first instanceof HTMLElement && first.dataset.boundary === remote;
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

type Mount = (props: unknown) => Promise<unknown>;

/**
 * Each mount starts in a task of its own (header, footer and page no longer hydrate in one long task after
 * react-dom arrives), and renders as a transition: React then hydrates or renders in slices of ~5 ms and
 * yields between them (a default-priority hydration runs to the end without yielding).
 */
export function inSlices<T extends LifeCycles>(lifecycles: T): T {
  const mount = lifecycles.mount as Mount;
  return {
    ...lifecycles,
    mount: async (props: unknown) => {
      await yieldToMain();
      let mounted: Promise<unknown> = Promise.resolve();
      React.startTransition(() => {
        mounted = mount(props);
      });
      return mounted;
    },
  };
}

/** Loads the page of the current address before each mount (see RemoteLifecyclesOptions.pages). */
export function withPagePreload<T extends LifeCycles>(lifecycles: T, pages: RemoteLifecyclesOptions['pages']): T {
  if (!pages) return lifecycles;
  const mount = lifecycles.mount as Mount;
  return {
    ...lifecycles,
    mount: async (props: unknown) => {
      // A chunk that fails to load here is tried again when the page renders; failing again, the page's
      // error reaches the remote's error boundary (the German fallback in its slot).
      await preloadPage(pages, window.location.pathname).catch(() => undefined);
      return mount(props);
    },
  };
}

/**
 * single-spa lifecycles of one exposed module: a slot the bff filled with this remote's HTML is hydrated
 * (no flash, no layout shift) from the embedded state; otherwise the tree is rendered from scratch. One
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
  return withPagePreload(
    inSlices(
      singleSpaReact({
        React,
        ReactDOMClient,
        rootComponent: Root,
        renderType: () => (holdsServerMarkup(slotId, remote) ? 'hydrateRoot' : 'createRoot'),
        domElementGetter: () => slotElement(slotId),
        suppressComponentDidCatchWarning: true,
      }),
    ),
    pages,
  );
}
