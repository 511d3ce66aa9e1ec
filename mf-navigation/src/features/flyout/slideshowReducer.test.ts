import { slideshowFlags, slideshowReducer } from './slideshowReducer';

describe('slideshowReducer (SPEC §4)', () => {
  it.each([
    [0, 3, { type: 'previous' }, 0],
    [0, 3, { type: 'next' }, 1],
    [2, 3, { type: 'next' }, 2],
    [2, 3, { type: 'previous' }, 1],
    [0, 3, { type: 'go', index: 7 }, 2],
    [1, 3, { type: 'go', index: -4 }, 0],
    [0, 1, { type: 'next' }, 0],
  ] as const)('from %i of %i with %j to %i', (index, count, action, expected) => {
    expect(slideshowReducer({ index, count }, action).index).toBe(expected);
  });

  it.each([
    [0, 3, { isFirst: true, isLast: false }],
    [1, 3, { isFirst: false, isLast: false }],
    [2, 3, { isFirst: false, isLast: true }],
    [0, 1, { isFirst: true, isLast: true }],
  ])('flags at %i of %i', (index, count, flags) => {
    expect(slideshowFlags({ index, count })).toEqual(flags);
  });
});
