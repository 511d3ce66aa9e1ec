/** The inspiration slideshow (SPEC §4): the index stays between the first and the last slide. */
export interface SlideshowState {
  index: number;
  count: number;
}

export type SlideshowAction = { type: 'previous' } | { type: 'next' } | { type: 'go'; index: number };

const clamp = (index: number, count: number) => Math.min(Math.max(index, 0), Math.max(count - 1, 0));

export function slideshowReducer(state: SlideshowState, action: SlideshowAction): SlideshowState {
  const target = action.type === 'go' ? action.index : state.index + (action.type === 'next' ? 1 : -1);
  const index = clamp(target, state.count);
  return index === state.index ? state : { ...state, index };
}

export function slideshowFlags({ index, count }: SlideshowState): { isFirst: boolean; isLast: boolean } {
  return { isFirst: index === 0, isLast: index >= count - 1 };
}
