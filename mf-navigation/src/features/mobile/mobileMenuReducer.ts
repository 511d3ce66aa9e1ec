/**
 * The mobile menu (SPEC §4): closed, or open with a stack of sub-pages (ids of the entries pushed). Back
 * starts a TIMINGS.mobileBackMs exit (`popping`); until `popped` every push and back is ignored.
 */
export interface MobileMenuState {
  open: boolean;
  stack: number[];
  popping: boolean;
}

export type MobileMenuAction =
  { type: 'toggle' } | { type: 'close' } | { type: 'push'; id: number } | { type: 'back' } | { type: 'popped' };

export const initialMobileMenuState: MobileMenuState = { open: false, stack: [], popping: false };

export function mobileMenuReducer(state: MobileMenuState, action: MobileMenuAction): MobileMenuState {
  switch (action.type) {
    case 'toggle':
      return state.open ? initialMobileMenuState : { ...initialMobileMenuState, open: true };
    case 'close':
      return state.open ? initialMobileMenuState : state;
    case 'push':
      return state.open && !state.popping ? { ...state, stack: [...state.stack, action.id] } : state;
    case 'back':
      return state.open && !state.popping && state.stack.length > 0 ? { ...state, popping: true } : state;
    case 'popped':
      return state.popping ? { ...state, stack: state.stack.slice(0, -1), popping: false } : state;
  }
}
