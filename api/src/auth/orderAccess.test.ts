import { canSeeOrder } from './orderAccess';

describe('canSeeOrder', () => {
  const order = { userId: 10, bookerCommitteeId: 1 };
  it.each([
    ['the booker', { userId: 10, committeeId: 1, committeeRole: 'member' as const }, true],
    ['the manager of the booker’s committee', { userId: 20, committeeId: 1, committeeRole: 'manager' as const }, true],
    ['a member of the same committee', { userId: 21, committeeId: 1, committeeRole: 'member' as const }, false],
    ['the manager of another committee', { userId: 30, committeeId: 2, committeeRole: 'manager' as const }, false],
    ['another member', { userId: 40, committeeId: null, committeeRole: null }, false],
  ])('%s: %s', (_who, user, expected) => {
    expect(canSeeOrder(user, order)).toBe(expected);
  });

  it('a booker without committee is seen by no manager', () => {
    expect(
      canSeeOrder({ userId: 20, committeeId: 1, committeeRole: 'manager' }, { userId: 10, bookerCommitteeId: null }),
    ).toBe(false);
  });
});
