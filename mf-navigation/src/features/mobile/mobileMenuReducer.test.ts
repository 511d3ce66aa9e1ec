import { initialMobileMenuState, mobileMenuReducer, type MobileMenuState } from './mobileMenuReducer';

const state = (open: boolean, stack: number[] = [], popping = false): MobileMenuState => ({ open, stack, popping });

describe('mobileMenuReducer (SPEC §4)', () => {
  it.each([
    ['the toggle opens an empty stack', state(false), { type: 'toggle' }, state(true)],
    ['the toggle closes and clears the stack', state(true, [1, 11]), { type: 'toggle' }, state(false)],
    ['an entry with children pushes its sub-page', state(true, [1]), { type: 'push', id: 11 }, state(true, [1, 11])],
    ['nothing is pushed while closed', state(false), { type: 'push', id: 1 }, state(false)],
    ['back starts the exit', state(true, [1, 11]), { type: 'back' }, state(true, [1, 11], true)],
    ['back on the top level does nothing', state(true), { type: 'back' }, state(true)],
    ['a push during the exit is ignored', state(true, [1], true), { type: 'push', id: 2 }, state(true, [1], true)],
    ['a back during the exit is ignored', state(true, [1, 11], true), { type: 'back' }, state(true, [1, 11], true)],
    ['popped removes the page', state(true, [1, 11], true), { type: 'popped' }, state(true, [1])],
    ['a stray popped is ignored', state(true, [1]), { type: 'popped' }, state(true, [1])],
    ['close clears everything, even during an exit', state(true, [1], true), { type: 'close' }, state(false)],
  ] as const)('%s', (_name, from, action, expected) => {
    expect(mobileMenuReducer(from, action)).toEqual(expected);
  });

  it('starts closed', () => {
    expect(initialMobileMenuState).toEqual(state(false));
  });
});
