/** The manager removes members (never himself) and hands the manager role on (exactly one manager). */
import { COMMITTEE_MESSAGES } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { forbidden, httpError, notFound } from '../http/errors';
import { findMembership, setMembership } from '../repositories/committees';

interface Manager {
  userId: number;
  committeeId: number;
}

async function memberOf(db: Db, manager: Manager, userId: number) {
  const member = await findMembership(db, userId);
  if (!member || member.committeeId !== manager.committeeId) throw notFound(COMMITTEE_MESSAGES.memberNotFound);
  return member;
}

const nameOf = (member: { firstname: string; lastname: string }) => `${member.firstname} ${member.lastname}`;

export function removeMember(db: Db, manager: Manager, userId: number, now: Date): Promise<string> {
  return db.transaction().execute(async (trx) => {
    if (userId === manager.userId) throw httpError('COMMITTEE_CONFLICT', COMMITTEE_MESSAGES.removeSelf);
    const member = await memberOf(trx, manager, userId);
    const removed = await setMembership(
      trx,
      userId,
      { committeeId: null, committeeRole: null },
      { committeeId: manager.committeeId, committeeRole: 'member' },
      now.toISOString(),
    );
    if (!removed) throw notFound(COMMITTEE_MESSAGES.memberNotFound);
    return COMMITTEE_MESSAGES.removed(nameOf(member));
  });
}

/**
 * One transaction: the manager steps down (only while still the manager: a parallel hand-over finds 0 rows),
 * then the member steps up; the unique index on (committee, manager) never sees two.
 */
export function transferManager(db: Db, manager: Manager, userId: number, now: Date): Promise<string> {
  return db.transaction().execute(async (trx) => {
    if (userId === manager.userId) throw httpError('COMMITTEE_CONFLICT', COMMITTEE_MESSAGES.transferSelf);
    const member = await memberOf(trx, manager, userId);
    const at = now.toISOString();
    const committee = { committeeId: manager.committeeId };
    const stepped = await setMembership(
      trx,
      manager.userId,
      { ...committee, committeeRole: 'member' },
      { ...committee, committeeRole: 'manager' },
      at,
    );
    if (!stepped) throw forbidden();
    const promoted = await setMembership(
      trx,
      userId,
      { ...committee, committeeRole: 'manager' },
      { ...committee, committeeRole: 'member' },
      at,
    );
    if (!promoted) throw notFound(COMMITTEE_MESSAGES.memberNotFound);
    return COMMITTEE_MESSAGES.transferred(nameOf(member));
  });
}
