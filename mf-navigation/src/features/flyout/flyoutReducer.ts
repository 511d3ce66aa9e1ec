/** Desktop flyout state (SPEC §4): at most one open; the active trigger closes it, another one swaps. */
export interface FlyoutState {
  openId: number | null;
}

export type FlyoutAction = { type: 'toggle'; id: number } | { type: 'close' };

export const initialFlyoutState: FlyoutState = { openId: null };

export function flyoutReducer(state: FlyoutState, action: FlyoutAction): FlyoutState {
  switch (action.type) {
    case 'toggle':
      return { openId: state.openId === action.id ? null : action.id };
    case 'close':
      return state.openId === null ? state : { openId: null };
  }
}
