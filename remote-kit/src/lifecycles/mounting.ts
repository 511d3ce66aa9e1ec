import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { SLOT_IDS, readPageGlobals, yieldToMain, type RemoteName } from '@amb/shared-contracts/core';
import type { LifeCycles } from 'single-spa';
import { preloadPage } from '../router/lazyPage';
import type { PageDefinition } from '../router/pages';

/** The remote's page table when its pages are lazy (`lazyPage`): the page of the address loads before each mount. */
export type LazyPages = readonly (PageDefinition & { component?: unknown })[];

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

/** Loads the page of the current address before each mount (see LazyPages). */
export function withPagePreload<T extends LifeCycles>(lifecycles: T, pages: LazyPages | undefined): T {
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
 * single-spa lifecycles rendering `Root` into the slot: hydrating this remote's server HTML there (no flash, no
 * layout shift), else rendering from scratch; sliced (inSlices), the address's lazy page loaded first.
 */
export function slotLifecycles(remote: RemoteName, slotId: string, Root: () => React.ReactNode, pages?: LazyPages) {
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
