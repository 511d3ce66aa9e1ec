import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * One section open at a time (SPEC §4); a click while the previous change still animates (`animationMs`)
 * is ignored. The first section starts open.
 */
export function useAccordion(animationMs: number) {
  const [openIndex, setOpenIndex] = useState<number | null>(0);
  const animating = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const toggle = useCallback(
    (index: number) => {
      if (animating.current) return;
      animating.current = true;
      timer.current = setTimeout(() => {
        animating.current = false;
      }, animationMs);
      setOpenIndex((current) => (current === index ? null : index));
    },
    [animationMs],
  );

  return { openIndex, toggle };
}
