/**
 * Admins acting as members: GET /api/admin/users?q= lists the members, POST /api/admin/impersonation
 * starts acting as one, DELETE stops. Every start and stop is an audit_log row; the session id rotates.
 */
import {
  API_ROUTES,
  PAGE_ROUTES,
  type AdminUsersResponse,
  type ImpersonationStartResponse,
  type ImpersonationStopResponse,
} from '@amb/shared-contracts';
import { Router, type RequestHandler } from 'express';
import { number, object } from 'yup';
import { requireAdmin, requireUser, rotateSession } from '../auth';
import type { AuthConfig } from '../auth/config';
import type { Db } from '../db/types';
import { forbidden, notFound, validationFailed } from '../http/errors';
import { noStore } from '../http/noStore';
import { parseBody } from '../http/validation';
import { writeAudit, type AuditAction } from '../repositories/auditLog';
import { findImpersonationTarget, searchMembers } from '../repositories/users';

const MEMBER_CHOICE = 'Bitte wählen Sie ein Mitglied aus.';
const UNKNOWN_MEMBER = 'Dieses Mitglied gibt es nicht.';
const NOT_A_MEMBER = 'Als Administrator können Sie nur für Mitglieder handeln, nicht für andere Administratoren.';
const NOT_IMPERSONATING = 'Sie handeln gerade nicht für ein Mitglied.';
const SEARCH_TOO_LONG = 'Der Suchbegriff darf höchstens 100 Zeichen lang sein.';
const SEARCH_INVALID = 'Der Suchbegriff enthält ungültige Zeichen.';

const startSchema = object({
  userId: number()
    .strict()
    .typeError(MEMBER_CHOICE)
    .required(MEMBER_CHOICE)
    .integer(MEMBER_CHOICE)
    .positive(MEMBER_CHOICE)
    .max(Number.MAX_SAFE_INTEGER, MEMBER_CHOICE),
});

/** Stopping needs an impersonated session whose real user is still an admin. */
const requireImpersonation: RequestHandler = (req, _res, next) => {
  const { impersonator } = req.auth;
  next(impersonator?.role === 'admin' ? undefined : forbidden(NOT_IMPERSONATING));
};

export function impersonationRouter(db: Db, config: AuthConfig): Router {
  const router = Router();
  /** Every start and stop is an audit_log row naming the admin and the member (by e-mail). */
  const audit = (action: AuditAction, admin: { userId: number }, member: { userId: number; email: string }) =>
    writeAudit(
      db,
      { actorUserId: admin.userId, action, targetUserId: member.userId, details: { email: member.email } },
      config.now(),
    );
  router.use([API_ROUTES.adminUsers.path, API_ROUTES.impersonation.path], noStore);

  router.get(API_ROUTES.adminUsers.path, requireAdmin, async (req, res) => {
    const q = req.query.q ?? '';
    if (typeof q !== 'string' || q.length > 100) throw validationFailed({ q: SEARCH_TOO_LONG });
    if (/[\u0000-\u001F\u007F\p{Cs}]/u.test(q)) throw validationFailed({ q: SEARCH_INVALID });
    res.json((await searchMembers(db, q)) satisfies AdminUsersResponse);
  });

  router.post(API_ROUTES.impersonation.path, requireAdmin, async (req, res) => {
    const { userId } = parseBody(startSchema, req.body);
    const admin = req.auth.user!;
    const target = await findImpersonationTarget(db, userId);
    if (!target) throw notFound(UNKNOWN_MEMBER);
    if (target.role !== 'member') throw forbidden(NOT_A_MEMBER);
    await audit('impersonation.start', admin, target);
    await rotateSession(req, res, { userId: target.userId, impersonatorUserId: admin.userId });
    res.json({
      ok: true,
      user: { userId: target.userId, firstname: target.firstname, lastname: target.lastname },
      redirect: PAGE_ROUTES.customerPortal.path,
    } satisfies ImpersonationStartResponse);
  });

  router.delete(API_ROUTES.impersonation.path, requireUser, requireImpersonation, async (req, res) => {
    const admin = req.auth.impersonator!;
    const member = req.auth.user!;
    await audit('impersonation.stop', admin, member);
    await rotateSession(req, res, { userId: admin.userId, impersonatorUserId: null });
    res.json({ ok: true, redirect: PAGE_ROUTES.adminMembers.path } satisfies ImpersonationStopResponse);
  });

  return router;
}
