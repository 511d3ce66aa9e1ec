import { useEffect, useState } from 'react';
import { TIMINGS, on } from '@amb/shared-contracts/core';

/**
 * The search-active state of the navigation bar (SPEC §2.4): set and cleared by the search in/out events
 * (`navigation:search`, sent by any search on the page), listened to from TIMINGS.searchInitMs after mounting.
 */
export function useSearchActive(): boolean {
  const [active, setActive] = useState(false);
  useEffect(() => {
    let off: (() => void) | undefined;
    const timer = setTimeout(() => {
      off = on('navigation:search', (event) => setActive(event.active));
    }, TIMINGS.searchInitMs);
    return () => {
      clearTimeout(timer);
      off?.();
    };
  }, []);
  return active;
}
