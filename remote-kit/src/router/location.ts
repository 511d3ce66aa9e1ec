/**
 * The address as state, for every remote alike: one `navigate`, one subscription (the browser's
 * back/forward, single-spa's routing events and our own navigate), and a server snapshot so a page
 * renders on the server from the request URL and hydrates with the same tree.
 */
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';

const PATH_EVENTS = ['popstate', 'single-spa:routing-event'] as const;
const listeners = new Set<() => void>();

/** Client-side navigations since the document loaded (this remote's navigate and the browser's back/forward). */
let navigations = 0;
if (typeof window !== 'undefined') window.addEventListener('popstate', () => (navigations += 1));

/** Whether the page shown came from a navigation in the browser rather than from loading the document. */
export function navigatedInBrowser(): boolean {
  return navigations > 0;
}

/** Calls `listener` whenever the address may have changed; returns the unsubscribe function. */
export function subscribeLocation(listener: () => void, target: EventTarget = window): () => void {
  listeners.add(listener);
  for (const name of PATH_EVENTS) target.addEventListener(name, listener);
  return () => {
    listeners.delete(listener);
    for (const name of PATH_EVENTS) target.removeEventListener(name, listener);
  };
}

function browserHref(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** Goes to `url` (a path on this site) without a page load and tells every subscriber. */
export function navigate(url: string, { replace = false }: { replace?: boolean } = {}): void {
  if (url === browserHref()) return;
  navigations += 1;
  if (replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  for (const listener of [...listeners]) listener();
}

/** The request URL (path and query) while rendering on the server; null in the browser. */
export const ServerLocationContext = createContext<string | null>(null);

export interface AppLocation {
  pathname: string;
  search: string;
  query: URLSearchParams;
}

const noSubscription = () => () => undefined;

/** The current address; on the server the request URL given by ServerLocationContext. */
export function useLocation(): AppLocation {
  const serverHref = useContext(ServerLocationContext);
  const href = useSyncExternalStore(
    serverHref === null ? subscribeLocation : noSubscription,
    serverHref === null ? browserHref : () => serverHref,
    () => serverHref ?? browserHref(),
  );
  return useMemo(() => {
    const url = new URL(href, 'http://localhost');
    return { pathname: url.pathname, search: url.search, query: url.searchParams };
  }, [href]);
}
