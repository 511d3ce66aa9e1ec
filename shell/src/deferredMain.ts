import {
  EARLY_CLICK_SELECTOR,
  earlyInputOf,
  INTENT_EVENTS,
  on,
  SLOT_IDS,
  type PageGlobals,
} from '@amb/shared-contracts/core';
import type { LifeCycles } from 'single-spa';
import { showsFallback } from './fallback';

type At = Pick<Location, 'pathname'> & Partial<Pick<Location, 'search'>>;

/** Elements whose click needs the remote (its handlers): held back until it has mounted, then clicked again. */
const ACTIVATABLE =
  'a[href], button, summary, [role="button"], input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"]';

/**
 * A slot that hydrates at the first sign of use (the main slot of PageGlobals.deferredMain, the footer of
 * PageGlobals.deferredFooter): what holds its remote back and what replays the visitor's first click once it is there.
 */
export interface DeferredMain {
  /** True while the page's remote waits for the visitor, at the address the document was loaded for. */
  holding(location: At): boolean;
  /** The page application's lifecycles: after its first mount, the held-back click is given to it. */
  wrap(lifecycles: LifeCycles): LifeCycles;
}

const NONE: DeferredMain = { holding: () => false, wrap: (lifecycles) => lifecycles };

/** How long a replay waits for the page's 'page:ready' after the mount before it goes ahead anyway. */
export const PAGE_READY_WAIT_MS = 5000;

/** Resolves at the page's 'page:ready' (or after PAGE_READY_WAIT_MS); listening starts at once. */
function pageReady(view: Window): { ready: Promise<void>; stop: () => void } {
  let stop = () => undefined as void;
  const ready = new Promise<void>((resolve) => {
    const off = on('page:ready', () => resolve(), view);
    const timer = view.setTimeout(resolve, PAGE_READY_WAIT_MS);
    stop = () => {
      off();
      view.clearTimeout(timer);
      resolve();
    };
  });
  return { ready, stop };
}

const addressOf = (location: At) => `${location.pathname}${location.search ?? ''}`;

/** A click the browser handles the same with the remote as without: a new tab, a download, another site. */
function leavesThePage(event: MouseEvent, element: Element): boolean {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return true;
  if (!(element instanceof HTMLAnchorElement)) return false;
  return (
    (element.target !== '' && element.target !== '_self') ||
    element.hasAttribute('download') ||
    element.origin !== window.location.origin
  );
}

/** A form control the visitor changed before the remote mounted, with what they chose. */
type Change =
  | { kind: 'checked'; element: HTMLInputElement; checked: boolean }
  | { kind: 'select'; element: HTMLSelectElement; value: string }
  | { kind: 'text'; element: HTMLInputElement | HTMLTextAreaElement; value: string };

const TOGGLES = new Set(['checkbox', 'radio']);

/** The controls whose state differs from the server's HTML: what the visitor did before the remote was there. */
function changesIn(root: HTMLElement): Change[] {
  const changes: Change[] = [];
  for (const element of root.querySelectorAll('input, select, textarea')) {
    if (element instanceof HTMLInputElement && TOGGLES.has(element.type)) {
      if (element.checked !== element.defaultChecked)
        changes.push({ kind: 'checked', element, checked: element.checked });
    } else if (element instanceof HTMLSelectElement) {
      if ([...element.options].some((option) => option.selected !== option.defaultSelected))
        changes.push({ kind: 'select', element, value: element.value });
    } else if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      if (element.value !== element.defaultValue) changes.push({ kind: 'text', element, value: element.value });
    }
  }
  return changes;
}

/**
 * Gives each change to the mounted remote as the visitor's own input: React's handlers see a click on a toggle, a
 * change of a select, an input of a text field (set through the element's own property first, so React's record of
 * the value is the server's, then through the prototype's, as typing does).
 */
function replayChanges(changes: Change[]): void {
  for (const change of changes) {
    if (!change.element.isConnected) continue;
    if (change.kind === 'checked') {
      change.element.checked = !change.checked;
      change.element.click();
    } else if (change.kind === 'select') {
      change.element.value = change.value;
      change.element.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      const { element } = change;
      element.value = element.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set?.call(element, change.value);
      element.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

interface SlotDeferral {
  slotId: string;
  /** The controls whose click is held back until the remote has mounted (ACTIVATABLE, or only script-only ones). */
  holds: string;
  /** Loads its remote at once (the header): only the clicks before its mount are held back and replayed. */
  atOnce: boolean;
  startAddress: string;
  onIntent: () => void;
  target: Document;
  /** The remote says when its content has committed ('page:ready'; a page sits in a Suspense boundary). */
  announcesReady: boolean;
  /** Also released when the slot comes near the viewport (a part below the fold: the visitor is about to see it). */
  whenNearViewport: boolean;
}

/** How near the viewport (below it) a slot held until visible starts to load: about one phone screen ahead. */
export const NEAR_VIEWPORT_MARGIN = '0px 0px 600px 0px';

/** Holds a slot's remote until the first intent event (or the slot nearing the viewport) and replays what came first. */
function deferredSlot({
  slotId,
  holds,
  atOnce,
  startAddress,
  onIntent,
  target,
  announcesReady,
  whenNearViewport,
}: SlotDeferral) {
  const view = target.defaultView ?? window;
  let waiting = true;
  let pending: HTMLElement | null = null;
  let observer: IntersectionObserver | null = null;

  const release = () => {
    if (!waiting) return;
    waiting = false;
    for (const type of INTENT_EVENTS) view.removeEventListener(type, release, true);
    observer?.disconnect();
    onIntent();
  };
  const holdClick = (event: MouseEvent) => {
    const slot = target.getElementById(slotId);
    const element = event.target instanceof Element ? event.target.closest(holds) : null;
    if (!slot || !(element instanceof HTMLElement) || !slot.contains(element) || leavesThePage(event, element)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    pending = element;
    release();
  };
  for (const type of INTENT_EVENTS) view.addEventListener(type, release, { capture: true, passive: true });
  target.addEventListener('click', holdClick, true);
  const slot = target.getElementById(slotId);
  if (whenNearViewport && slot && typeof view.IntersectionObserver === 'function') {
    observer = new view.IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && release(), {
      rootMargin: NEAR_VIEWPORT_MARGIN,
    });
    observer.observe(slot);
  }
  // What came before the shell listened (the document's inline script, bff rendering/document.ts): an intent event
  // releases the slot at once; a click on one of its script-only buttons is held like one that comes now.
  const early = earlyInputOf(view);
  if (early?.click instanceof HTMLElement && slot?.contains(early.click)) {
    pending = early.click;
    early.click = null;
  }
  if (early?.intent || atOnce) release();

  return {
    holding: (location: At) => {
      if (waiting && addressOf(location) !== startAddress) release();
      return waiting;
    },
    wrap: (lifecycles: LifeCycles): LifeCycles => {
      let first = true;
      return {
        ...lifecycles,
        mount: async (props) => {
          if (!first) return (lifecycles.mount as (p: unknown) => Promise<unknown>)(props);
          first = false;
          const element = target.getElementById(slotId);
          const changes = element ? changesIn(element) : [];
          const page = announcesReady ? pageReady(view) : null;
          try {
            await (lifecycles.mount as (p: unknown) => Promise<unknown>)(props);
          } finally {
            const usable = element !== null && !showsFallback(element);
            const replays = usable && (pending !== null || changes.length > 0);
            // A click after this goes to React, which hydrates the part it lands on first (a page: once it is there).
            if (replays) await (page ? page.ready : new Promise((resolve) => view.setTimeout(resolve, 0)));
            page?.stop();
            target.removeEventListener('click', holdClick, true);
            const clicked = pending;
            pending = null;
            if (usable && changes.length > 0) {
              replayChanges(changes);
              // The remote renders what it was told before it gets the click (a submit reads the new state).
              await new Promise((resolve) => setTimeout(resolve, 0));
            }
            if (clicked?.isConnected) clicked.click();
          }
        },
      };
    },
  };
}

/**
 * For a visitor without a session on a page the server marked (PageGlobals.deferredMain), the page's remote loads at
 * the first intent event, not with the document: its HTML works meanwhile (links, GET forms), and the main thread
 * stays free while the page loads. A click on a button, link or toggle in the main slot before the remote mounted is
 * held back and given to it once it has (its handlers run, as they would have); the controls the visitor changed are
 * given to it first. Should the remote fail, the held-back click goes to the browser, which follows the link or
 * submits the form itself. A member's page (personal from the start) and any other page hydrate at once.
 */
export function deferredMain(
  globals: PageGlobals | null,
  startAddress: string,
  onIntent: () => void,
  target: Document = document,
): DeferredMain {
  if (globals?.deferredMain !== true || globals.user) return NONE;
  return deferredSlot({
    slotId: SLOT_IDS.main,
    holds: ACTIVATABLE,
    atOnce: false,
    startAddress,
    onIntent,
    target,
    announcesReady: true,
    whenNearViewport: false,
  });
}

/**
 * The footer where the server marked it (PageGlobals.deferredFooter): it is the same for every visitor and below the
 * fold, so it hydrates when it comes near the viewport, at the first intent event or at another address, whichever
 * comes first; a click in it before (the consent question, the newsletter form) is held back and replayed as on a
 * deferred page. On a short page it is in view at once and hydrates at once.
 */
export function deferredFooter(
  globals: PageGlobals | null,
  startAddress: string,
  onIntent: () => void,
  target: Document = document,
): DeferredMain {
  if (globals?.deferredFooter !== true) return NONE;
  return deferredSlot({
    slotId: SLOT_IDS.footer,
    holds: ACTIVATABLE,
    atOnce: false,
    startAddress,
    onIntent,
    target,
    announcesReady: false,
    whenNearViewport: true,
  });
}

/**
 * The header hydrates at once, for every visitor, but its remote is still on its way while the server's header is on
 * screen: a click on one of its script-only buttons (the search, the menus, the cart) before it has mounted —
 * recorded by the document's inline script before the shell was there, or held by the shell since — is given to it
 * once it has, so the menu the visitor tapped opens. Its links and forms stay the browser's meanwhile.
 */
export function heldHeader(target: Document = document): DeferredMain {
  return deferredSlot({
    slotId: SLOT_IDS.header,
    holds: EARLY_CLICK_SELECTOR,
    atOnce: true,
    startAddress: '',
    onIntent: () => undefined,
    target,
    announcesReady: false,
    whenNearViewport: false,
  });
}
