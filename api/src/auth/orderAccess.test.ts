import { canSeeParticipant, managesOrder, orderRelationOf } from './orderAccess';

describe('order access', () => {
  const order = { userId: 10, bookerCommitteeId: 1 };
  it.each([
    ['the booker', { userId: 10, committeeId: 1, committeeRole: 'member' as const }, 'booker', true],
    [
      'the manager of the booker’s committee',
      { userId: 20, committeeId: 1, committeeRole: 'manager' as const },
      'committeeManager',
      true,
    ],
    ['a member of the same committee', { userId: 21, committeeId: 1, committeeRole: 'member' as const }, null, false],
    [
      'the manager of another committee',
      { userId: 30, committeeId: 2, committeeRole: 'manager' as const },
      null,
      false,
    ],
    ['another member', { userId: 40, committeeId: null, committeeRole: null }, null, false],
  ])('%s: relation %s, manages it: %s', (_who, user, relation, manages) => {
    expect(orderRelationOf(user, order, false)).toBe(relation);
    expect(managesOrder(user, order)).toBe(manages);
  });

  it('a participant named in the order sees it but does not manage it', () => {
    const participant = { userId: 40, committeeId: null, committeeRole: null };
    expect(orderRelationOf(participant, order, true)).toBe('participant');
    expect(managesOrder(participant, order)).toBe(false);
  });

  it('a booker without committee is seen by no manager', () => {
    const manager = { userId: 20, committeeId: 1, committeeRole: 'manager' as const };
    expect(managesOrder(manager, { userId: 10, bookerCommitteeId: null })).toBe(false);
  });

  it('a participant sees only their own papers; booker and manager see everyone’s', () => {
    const user = { confirmedEmail: 'Anna@Example.de' };
    expect(canSeeParticipant('participant', user, 'anna@example.de')).toBe(true);
    expect(canSeeParticipant('participant', user, 'jonas@example.de')).toBe(false);
    expect(canSeeParticipant('booker', user, 'jonas@example.de')).toBe(true);
    expect(canSeeParticipant('committeeManager', user, 'jonas@example.de')).toBe(true);
    expect(canSeeParticipant(null, user, 'anna@example.de')).toBe(false);
    // an unconfirmed address makes nobody a participant
    expect(canSeeParticipant('participant', { confirmedEmail: null }, 'anna@example.de')).toBe(false);
  });
});
