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
  | 'feedback.submit'
  | 'forum.hide'
  | 'forum.unhide'
  | 'forum.lock'
  | 'forum.unlock'
  | 'formRequest.status'
  | 'partnerKey.create'
  | 'partnerKey.revoke'
  | 'partner.import'
  | 'consultant.book'
  | 'consultant.cancel'
  | 'consultant.move'
  | 'quote.request'
  | 'quote.decide'
  | 'plan.create'
  | 'plan.edit'
  | 'plan.delete'
  | 'plan.cart';

export async function writeAudit(
  db: Db,
  entry: {
    /** null: no user acted (a partner's import through its key). */
    actorUserId: number | null;
    action: AuditAction;
    targetUserId: number | null;
    details: Record<string, unknown>;
  },
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
