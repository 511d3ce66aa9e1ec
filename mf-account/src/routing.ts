import { useSyncExternalStore } from 'react';
import { subscribePathname } from '@amb/shared-contracts';

/** The current pathname, following single-spa navigation and the browser's back/forward. */
export function usePathname(): string {
  return useSyncExternalStore(
    subscribePathname,
    () => window.location.pathname,
    () => '/',
  );
}
