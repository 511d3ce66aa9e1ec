import { useEffect, useState } from 'react';
import { STORAGE_KEYS, on, readStoredCartCount, storeCartCount } from '@amb/shared-contracts/core';
import { fetchSmallCartForCount } from './smallCart';

/**
 * Cart count for the badge. In the first render (server and hydration alike) the count the page was made with
 * (`known`: a member's, from the page globals), else 0; afterwards that count, stored for the other tabs, or
 * without one the stored count, or the length of the small cart when nothing is stored; follows
 * cart:count-changed and other tabs' storage changes.
 */
export function useCartCount(known?: number): number {
  // The count the page was made with seeds the first render only; later changes arrive as events.
  const [seed] = useState(known);
  const [count, setCount] = useState(seed ?? 0);

  useEffect(() => {
    let active = true;
    const stored = seed === undefined ? readStoredCartCount() : storeCartCount(seed);
    if (stored === null) {
      void fetchSmallCartForCount().then((cart) => {
        if (active && cart) setCount(storeCartCount(cart.length));
      });
    } else setCount(stored);
    const off = on('cart:count-changed', (detail) => setCount(Math.max(0, detail.count)));
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.cartCount) setCount(readStoredCartCount() ?? 0);
    };
    window.addEventListener('storage', onStorage);
    return () => {
      active = false;
      off();
      window.removeEventListener('storage', onStorage);
    };
  }, [seed]);

  return count;
}
