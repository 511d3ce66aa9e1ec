/** Business constants, limits, timings and widths of SPEC §9. */
export const ONLINE_HOTEL_IDS = [522, -1] as const;
export const TIME_ZONE = 'Europe/Berlin';
export const CURRENCY = 'EUR';
export const MAX_PRICED_PARTICIPANTS = 5;

export const BREAKPOINTS = {
  /** Desktop flyout from this width; mobile if narrower. */
  desktop: 1200,
  /** The mobile menu closes when the window grows wider than this. */
  mobileMax: 1199,
  /** Pop-over top offset switches above this width. */
  popoverWide: 768,
} as const;

export const TIMINGS = {
  flyoutCloseMs: 500,
  accordionMs: 300,
  accordionMobileV2Ms: 200,
  mobileBackMs: 500,
  searchHideMs: 300,
  searchFocusMs: 100,
  searchInitMs: 250,
  popoverCloseDelayMs: 150,
  popoverOpenDelayMs: 50,
  popoverOpenDelayWhenOpenMs: 0,
  popoverCloseAnimationMs: 100,
  firstAddNoticeMs: 10000,
  /** A page still loading after this long shows its skeleton (a quicker page never flashes one). */
  loadingSkeletonMs: 300,
  /** How long a removal (participant, cart item) can be undone before it is sent to the api. */
  undoMs: 8000,
  /**
   * Pauses before a lazily loaded part of the page that failed while the browser counted itself online is loaded
   * again (the moment after the `online` event, when the network is often not usable yet, included); after the
   * last one the part waits for the next `online` event or the retry button.
   */
  partRetryDelaysMs: [1000, 2000, 4000, 8000],
} as const;

export const FLYOUT_V1 = { offsetLeftPx: 30, minWidthVw: 50 } as const;

export const MOBILE_PAGE_TOP_MARGIN = { loggedOut: 52, loggedIn: 72 } as const;

export const POPOVER = {
  topWide: 80,
  topNarrow: 56,
  topNarrowLoggedIn: 64,
  minLeft: 24,
  minLeftFlush: 0,
  widths: { cart: 360, wishlist: 360, userLoggedIn: 357, userLoggedOut: 326, default: 280 },
  /** Below width + this many px the pop-over goes full width (or viewport minus viewportMargin). */
  fullWidthThreshold: 150,
  viewportMargin: 48,
  /** A width change of more than this fraction repositions an open pop-over. */
  resizeThreshold: 0.2,
} as const;

export const ICON_DEFAULTS = { size: 48, strokeWidth: 2 } as const;

export const FIRST_ADD_NOTICE = { durationMs: 10000, requiredCartCount: 0 } as const;

/** Seminar list page size. */
export const SEMINAR_PAGE_SIZE = 20;
export const SEMINAR_PAGE_SIZE_MAX = 100;
