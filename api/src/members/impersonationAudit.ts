/** Every change an admin makes while acting as a member is an audit_log row (admin, member, what). */
import type { Request } from 'express';
import type { Db } from '../db/types';
import { writeAudit, type AuditAction } from '../repositories/auditLog';

export async function auditIfImpersonating(
  db: Db,
  req: Request,
  action: AuditAction,
  details: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const admin = req.auth.impersonator;
  const member = req.auth.user;
  if (!admin || !member) return;
  await writeAudit(db, { actorUserId: admin.userId, action, targetUserId: member.userId, details }, now);
}
