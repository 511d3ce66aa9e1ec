import { useEffect, useReducer } from 'react';
import { BREAKPOINTS, TIMINGS } from '@amb/shared-contracts/core';
import { initialMobileMenuState, mobileMenuReducer } from './mobileMenuReducer';

/**
 * The mobile menu's state machine with its clock and the window: the exit of a sub-page ends after
 * TIMINGS.mobileBackMs; while open the page does not scroll (restored on close); a window wider than
 * BREAKPOINTS.mobileMax closes it.
 */
export function useMobileMenu() {
  const [state, dispatch] = useReducer(mobileMenuReducer, initialMobileMenuState);
  const { open, popping } = state;

  useEffect(() => {
    if (!popping) return undefined;
    const timer = setTimeout(() => dispatch({ type: 'popped' }), TIMINGS.mobileBackMs);
    return () => clearTimeout(timer);
  }, [popping]);

  useEffect(() => {
    if (!open) return undefined;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    const onResize = () => {
      if (window.innerWidth > BREAKPOINTS.mobileMax) dispatch({ type: 'close' });
    };
    window.addEventListener('resize', onResize);
    return () => {
      root.style.overflow = previous;
      window.removeEventListener('resize', onResize);
    };
  }, [open]);

  return { ...state, dispatch };
}
