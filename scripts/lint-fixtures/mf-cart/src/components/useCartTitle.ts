// Planted: an effect that reads `count` without listing it (exhaustive-deps).
import { useEffect } from 'react';

export function useCartTitle(count: number): void {
  useEffect(() => {
    document.title = `Warenkorb (${count})`;
  }, []);
}
