import { useEffect, useState } from 'react';
import { STORAGE_KEYS, on, readStoredCartCount, storeCartCount } from '@amb/shared-contracts/core';
import { useGetSmallCartQuery } from '../../api';

/**
 * Cart count for the badge. 0 during the first render (server and hydration alike); afterwards the
 * stored count, or the length of the small cart when nothing is stored; follows cart:count-changed
 * and other tabs' storage changes.
 */
export function useCartCount(): number {
  const [count, setCount] = useState(0);
  const [needsFetch, setNeedsFetch] = useState(false);
  const { data } = useGetSmallCartQuery(undefined, { skip: !needsFetch });

  useEffect(() => {
    const stored = readStoredCartCount();
    if (stored === null) setNeedsFetch(true);
    else setCount(stored);
    const off = on('cart:count-changed', (detail) => setCount(Math.max(0, detail.count)));
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.cartCount) setCount(readStoredCartCount() ?? 0);
    };
    window.addEventListener('storage', onStorage);
    return () => {
      off();
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  useEffect(() => {
    if (!needsFetch || !data) return;
    setCount(storeCartCount(data.length));
  }, [data, needsFetch]);

  return count;
}
