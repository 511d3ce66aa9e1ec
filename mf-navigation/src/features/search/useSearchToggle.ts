import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { TIMINGS, emit } from '@amb/shared-contracts/core';

/**
 * The search field of SPEC §2.4: revealed by the icon, focused TIMINGS.searchFocusMs after opening,
 * hidden TIMINGS.searchHideMs after focus leaves it; every change is announced on the event bus.
 */
export function useSearchToggle() {
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const setActive = useCallback((active: boolean) => {
    clearTimeout(hideTimer.current);
    setOpen(active);
    emit('navigation:search', { active });
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const timer = setTimeout(() => inputRef.current?.focus(), TIMINGS.searchFocusMs);
    return () => clearTimeout(timer);
  }, [open]);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const toggle = useCallback(() => setActive(!open), [open, setActive]);

  const onFocus = useCallback(() => clearTimeout(hideTimer.current), []);

  const onBlur = useCallback(
    (event: FocusEvent<HTMLFormElement>) => {
      const next = event.relatedTarget as Node | null;
      if (next && (event.currentTarget.contains(next) || toggleRef.current === next)) return;
      clearTimeout(hideTimer.current);
      hideTimer.current = setTimeout(() => setActive(false), TIMINGS.searchHideMs);
    },
    [setActive],
  );

  return { open, toggle, inputRef, toggleRef, onFocus, onBlur };
}

export type SearchToggleState = ReturnType<typeof useSearchToggle>;
