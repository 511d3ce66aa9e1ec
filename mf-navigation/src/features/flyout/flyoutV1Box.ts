import { useLayoutEffect, type RefObject } from 'react';
import { FLYOUT_V1 } from '@amb/shared-contracts/core';

/**
 * Where the content of a version-1 flyout sits (SPEC §9): FLYOUT_V1.offsetLeftPx right of the left block
 * (the logo), but never narrower than FLYOUT_V1.minWidthVw of the window.
 */
export function flyoutV1Box(windowWidth: number, leftBlockRight: number): { left: number; width: number } {
  const minWidth = (windowWidth * FLYOUT_V1.minWidthVw) / 100;
  const left = Math.max(0, Math.min(leftBlockRight + FLYOUT_V1.offsetLeftPx, windowWidth - minWidth));
  return { left, width: windowWidth - left };
}

/** Keeps the box of an open version-1 flyout in step with the window (set as CSS variables on the panel). */
export function useFlyoutV1Box(panel: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const element = panel.current;
    if (!active || !element) return undefined;
    const place = () => {
      const logo = element.closest('.nav-header')?.querySelector('.nav-logo');
      const { left, width } = flyoutV1Box(window.innerWidth, logo?.getBoundingClientRect().right ?? 0);
      element.style.setProperty('--nav-flyout-left', `${left}px`);
      element.style.setProperty('--nav-flyout-width', `${width}px`);
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [panel, active]);
}
