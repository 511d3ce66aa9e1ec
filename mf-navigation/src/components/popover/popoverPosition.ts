import { BREAKPOINTS, POPOVER } from '@amb/shared-contracts/core';

/** The menus a header pop-over can show (one at a time: opening another swaps the content). */
export type PopoverMenu = 'cart' | 'wishlist' | 'user' | 'worksCouncilSite' | 'seminarSite';

/** SPEC §9 widths: cart and wish list 360, user 357 logged in / 326 logged out, any other 280. */
export function popoverWidth(menu: PopoverMenu, loggedIn: boolean): number {
  if (menu === 'cart') return POPOVER.widths.cart;
  if (menu === 'wishlist') return POPOVER.widths.wishlist;
  if (menu === 'user') return loggedIn ? POPOVER.widths.userLoggedIn : POPOVER.widths.userLoggedOut;
  return POPOVER.widths.default;
}

export interface PopoverPlacement {
  top: number;
  left: number;
  width: number;
}

export interface PlacementInput {
  menu: PopoverMenu;
  loggedIn: boolean;
  viewportWidth: number;
  /** Right edge of the trigger, in px from the left of the header: the pop-over ends under it. */
  anchorRight: number;
}

/**
 * Where an open pop-over sits (SPEC §9), in px relative to the header's bar: 80 px down above 768 px, else 56
 * (64 logged in); right-aligned under its trigger but at least 24 px from the left and from the right. On a
 * window narrower than its width + 150 px it takes the window minus 48 px; the user pop-over then takes the
 * whole width from 0 (SPEC §2.5: full width on mobile).
 */
export function popoverPlacement({ menu, loggedIn, viewportWidth, anchorRight }: PlacementInput): PopoverPlacement {
  const width = popoverWidth(menu, loggedIn);
  const top =
    viewportWidth > BREAKPOINTS.popoverWide
      ? POPOVER.topWide
      : loggedIn
        ? POPOVER.topNarrowLoggedIn
        : POPOVER.topNarrow;
  if (viewportWidth < width + POPOVER.fullWidthThreshold) {
    return menu === 'user'
      ? { top, left: POPOVER.minLeftFlush, width: viewportWidth }
      : { top, left: POPOVER.minLeft, width: viewportWidth - POPOVER.viewportMargin };
  }
  const maxLeft = viewportWidth - width - POPOVER.minLeft;
  const left = Math.max(POPOVER.minLeft, Math.min(anchorRight - width, maxLeft));
  return { top, left, width };
}

/** SPEC §4: an open pop-over is placed again when the window's width changed by more than 20 %. */
export function needsReposition(placedAtWidth: number, viewportWidth: number): boolean {
  return Math.abs(viewportWidth - placedAtWidth) > placedAtWidth * POPOVER.resizeThreshold;
}
