import { useMemo, useSyncExternalStore } from 'react';

/**
 * The address as state. popstate covers back/forward and single-spa's own routing events; navigate()
 * also tells our subscribers directly, so it works with or without single-spa's patched history.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

function snapshot(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export function navigate(url: string): void {
  if (url === snapshot()) return;
  window.history.pushState(null, '', url);
  for (const listener of [...listeners]) listener();
}

export interface AppLocation {
  pathname: string;
  search: string;
}

export function useLocation(): AppLocation {
  const href = useSyncExternalStore(subscribe, snapshot, () => '/');
  return useMemo(() => {
    const url = new URL(href, 'http://localhost');
    return { pathname: url.pathname, search: url.search };
  }, [href]);
}
