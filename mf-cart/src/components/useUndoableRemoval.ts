import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS } from '@amb/shared-contracts/core';

/**
 * A removal that can be undone for a few seconds (TIMINGS.undoMs): the thing disappears at once, the api is told
 * only when the time is up, when another removal starts, or when the page leaves (unmount, pagehide) — so
 * „Rückgängig“ needs no second request and the server never holds a half-undone state.
 */
export function useUndoableRemoval<T>(commit: (target: T) => Promise<void>, ms: number = TIMINGS.undoMs) {
  const [pending, setPending] = useState<T | null>(null);
  const pendingRef = useRef<T | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    const target = pendingRef.current;
    pendingRef.current = null;
    setPending(null);
    if (target !== null) void commitRef.current(target);
  }, []);

  const remove = useCallback(
    (target: T) => {
      flush();
      pendingRef.current = target;
      setPending(target);
      timer.current = window.setTimeout(flush, ms);
    },
    [flush, ms],
  );

  const undo = useCallback(() => {
    window.clearTimeout(timer.current);
    pendingRef.current = null;
    setPending(null);
  }, []);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return { pending, remove, undo };
}
