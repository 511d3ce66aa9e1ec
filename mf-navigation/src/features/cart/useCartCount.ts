import { useEffect, useState } from 'react';
import { STORAGE_KEYS, on, readStoredCartCount, storeCartCount } from '@amb/shared-contracts/core';
import { fetchSmallCartForCount } from './smallCart';

/**
 * Cart count for the badge. 0 during the first render (server and hydration alike); afterwards the
 * stored count, or the length of the small cart when nothing is stored; follows cart:count-changed
 * and other tabs' storage changes.
 */
export function useCartCount(): number {
  const [count, setCount] = useState(0);

  useEffect(() => {
    let active = true;
    const stored = readStoredCartCount();
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
  }, []);

  return count;
}
