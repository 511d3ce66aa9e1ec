import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the header's bar has reached the top of the window while the page scrolls down: from then on it stays
 * there (below the desktop breakpoint, by CSS), so the cart count and the first-add notice are always in view on a
 * phone. The holder keeps the bar's place in the page, so nothing moves when it sticks; it is what is watched.
 */
export function useStuckBar(holder: RefObject<HTMLElement | null>): boolean {
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const element = holder.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        // Partly or wholly above the window's top edge (not below its foot): stuck.
        const top = entry.rootBounds?.top ?? 0;
        setStuck(entry.intersectionRatio < 1 && entry.boundingClientRect.top < top);
      },
      { threshold: [0, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [holder]);
  return stuck;
}
