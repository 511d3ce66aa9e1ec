/**
 * The committee (issue 12): its members (all members read, the manager invites, removes, hands over), the
 * invitation link, its bookings and training cost, booking for a member through the manager's cart, its
 * settings. The server decides who may: a committee member reads, only the manager changes. An admin acting
 * as a member sees what the member sees, and each change then is an audit_log row.
 */
import {
  API_ROUTES,
  COMMITTEE_MESSAGES,
  committeeCartParticipantSchema,
  committeeInvitationTokenSchema,
  committeeInviteSchema,
  committeeMemberSchema,
  committeeSettingsSchema,
  type BookedForMeResponse,
  type CommitteeBookingsResponse,
  type CommitteeCartParticipantResponse,
  type CommitteeInvitationResponse,
  type CommitteeJoinResponse,
  type CommitteeMemberChangeResponse,
  type CommitteeSettingsResponse,
  type CommitteeUsersResponse,
} from '@amb/shared-contracts';
import { Router, type Request, type RequestHandler } from 'express';
import { normaliseEmail } from '../accounts/email';
import { siteOriginOf } from '../accounts/redirect';
import { requireCommitteeManager, requireUser } from '../auth';
import type { AuthConfig } from '../auth/config';
import { addMemberToCart, bookedForMember, committeeBookings } from '../committee/bookings';
import { acceptInvitation, inviteMember } from '../committee/invitations';
import { removeMember, transferManager } from '../committee/members';
import { committeeSettings, saveCommitteeSettings } from '../committee/settings';
import type { Db } from '../db/types';
import { forbidden, loginRequired } from '../http/errors';
import { noStore } from '../http/noStore';
import { parseBody } from '../http/validation';
import type { Mailer } from '../mail';
import { writeAudit, type AuditAction } from '../repositories/auditLog';
import { listCommitteeMembers } from '../repositories/users';
import { berlinToday } from '../util/calendarDays';

/** 403 unless the user belongs to a committee (member or manager). */
const requireCommitteeMember: RequestHandler = (req, _res, next) => {
  const user = req.auth.user;
  if (!user) return next(loginRequired());
  next(user.committeeId !== null ? undefined : forbidden());
};

/** The committee the request acts in (after a committee guard). */
function committeeOf(req: Request): { userId: number; committeeId: number } {
  const user = req.auth.user;
  if (!user || user.committeeId === null) throw forbidden();
  return { userId: user.userId, committeeId: user.committeeId };
}

const m = API_ROUTES;

export function committeeRouter(db: Db, config: AuthConfig, mailer: Mailer): Router {
  const router = Router();
  router.use(
    [
      m.committeeUsers.path,
      m.committeeInvite.path,
      m.committeeMemberRemove.path,
      m.committeeManagerTransfer.path,
      m.committeeBookings.path,
      m.committeeSettings.path,
      m.memberBookedForMe.path,
    ],
    noStore,
  );

  /** A change made while an admin acts as the member is written to the audit log. */
  const audit = async (req: Request, action: AuditAction, details: Record<string, unknown>) => {
    const { impersonator, user } = req.auth;
    if (!impersonator || !user) return;
    await writeAudit(
      db,
      { actorUserId: impersonator.userId, action, targetUserId: user.userId, details },
      config.now(),
    );
  };

  router.get(m.committeeUsers.path, requireCommitteeMember, async (req, res) => {
    const members = await listCommitteeMembers(db, committeeOf(req).committeeId);
    res.json(members satisfies CommitteeUsersResponse);
  });

  router.post(m.committeeInvite.path, requireCommitteeManager, async (req, res) => {
    const { email: raw } = parseBody(committeeInviteSchema, req.body, { plainText: true });
    const email = normaliseEmail(raw);
    const origin = siteOriginOf(req.get('x-forwarded-host') ?? req.get('host'), config.origins);
    await inviteMember(db, mailer, { manager: committeeOf(req), email, origin, now: config.now() });
    await audit(req, 'committee.invite', { email });
    res.status(201).json({ message: COMMITTEE_MESSAGES.invitationSent(email) } satisfies CommitteeInvitationResponse);
  });

  router.post(m.committeeInvitationAccept.path, requireUser, async (req, res) => {
    const { token } = parseBody(committeeInvitationTokenSchema, req.body);
    const joined = await acceptInvitation(db, { userId: req.auth.user!.userId, token, now: config.now() });
    await audit(req, 'committee.join', { committeeId: joined.committee.committeeId });
    res.json(joined satisfies CommitteeJoinResponse);
  });

  router.post(m.committeeMemberRemove.path, requireCommitteeManager, async (req, res) => {
    const { userId } = parseBody(committeeMemberSchema, req.body);
    const message = await removeMember(db, committeeOf(req), userId, config.now());
    await audit(req, 'committee.remove', { userId });
    res.json({ message } satisfies CommitteeMemberChangeResponse);
  });

  router.post(m.committeeManagerTransfer.path, requireCommitteeManager, async (req, res) => {
    const { userId } = parseBody(committeeMemberSchema, req.body);
    const message = await transferManager(db, committeeOf(req), userId, config.now());
    await audit(req, 'committee.transfer', { userId });
    res.json({ message } satisfies CommitteeMemberChangeResponse);
  });

  router.get(m.committeeBookings.path, requireCommitteeManager, async (req, res) => {
    res.json((await committeeBookings(db, committeeOf(req).committeeId)) satisfies CommitteeBookingsResponse);
  });

  router.post(m.committeeCartParticipant.path, requireCommitteeManager, async (req, res) => {
    const input = parseBody(committeeCartParticipantSchema, req.body);
    const now = config.now();
    const added = await addMemberToCart(db, committeeOf(req), input, { now, today: berlinToday(now) });
    await audit(req, 'committee.cartParticipant', { ...input });
    res.status(201).json(added satisfies CommitteeCartParticipantResponse);
  });

  router.get(m.memberBookedForMe.path, requireUser, async (req, res) => {
    res.json({ bookings: await bookedForMember(db, req.auth.user!.userId) } satisfies BookedForMeResponse);
  });

  router.get(m.committeeSettings.path, requireCommitteeMember, async (req, res) => {
    const settings = await committeeSettings(db, committeeOf(req).committeeId);
    const editable = req.auth.user!.committeeRole === 'manager';
    res.json({ settings, editable } satisfies CommitteeSettingsResponse);
  });

  router.put(m.committeeSettings.path, requireCommitteeManager, async (req, res) => {
    const input = parseBody(committeeSettingsSchema, req.body, { plainText: true });
    const settings = await saveCommitteeSettings(db, committeeOf(req).committeeId, input, config.now());
    await audit(req, 'committee.settings', { ...input });
    res.json({ settings, editable: true } satisfies CommitteeSettingsResponse);
  });

  return router;
}
