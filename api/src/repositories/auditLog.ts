/** audit_log: who did what to whom, and when. */
import type { Db } from '../db/types';

export type AuditAction =
  | 'impersonation.start'
  | 'impersonation.stop'
  | 'committee.invite'
  | 'committee.join'
  | 'committee.remove'
  | 'committee.transfer'
  | 'committee.settings'
  | 'committee.cartParticipant'
  | 'calendar-feed.renew'
  | 'booking.cancel'
  | 'booking.substitute'
  | 'booking.confirm'
  | 'booking.workshop'
  | 'order.place'
  | 'feedback.submit';

export async function writeAudit(
  db: Db,
  entry: { actorUserId: number; action: AuditAction; targetUserId: number; details: Record<string, unknown> },
  now: Date,
): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({
      actorUserId: entry.actorUserId,
      action: entry.action,
      targetUserId: entry.targetUserId,
      details: JSON.stringify(entry.details),
      createdAt: now.toISOString(),
    })
    .execute();
}
