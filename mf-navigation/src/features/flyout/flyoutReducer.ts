/**
 * Desktop flyout state (SPEC §4): at most one open. The active trigger closes it; another trigger closes the
 * open one first (it animates out as `closingId`) and opens the new one. `closed` ends the animation.
 */
export interface FlyoutState {
  openId: number | null;
  /** The flyout playing its closing animation (TIMINGS.flyoutCloseMs), or null. */
  closingId: number | null;
}

export type FlyoutAction = { type: 'toggle'; id: number } | { type: 'close' } | { type: 'closed'; id: number };

export const initialFlyoutState: FlyoutState = { openId: null, closingId: null };

export function flyoutReducer(state: FlyoutState, action: FlyoutAction): FlyoutState {
  switch (action.type) {
    case 'toggle':
      if (state.openId === action.id) return { openId: null, closingId: action.id };
      return {
        openId: action.id,
        closingId: state.openId ?? (state.closingId === action.id ? null : state.closingId),
      };
    case 'close':
      return state.openId === null ? state : { openId: null, closingId: state.openId };
    case 'closed':
      return state.closingId === action.id ? { ...state, closingId: null } : state;
  }
}
