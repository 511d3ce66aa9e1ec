/**
 * Committee invitations: the manager invites an address; the mail carries a single-use link (only its sha256
 * is stored) that expires after COMMITTEE_INVITATION_DAYS. An account with that login e-mail joins as a
 * member; a new address registers first (the page sends it there and back).
 */
import {
  COMMITTEE_INVITATION_DAYS,
  COMMITTEE_MESSAGES,
  PAGE_ROUTES,
  buildPath,
  type CommitteeJoinResponse,
} from '@amb/shared-contracts';
import { randomToken, sha256Hex } from '../auth/crypto';
import type { Db } from '../db/types';
import { forbidden, httpError } from '../http/errors';
import type { Mailer } from '../mail';
import {
  findCommittee,
  findMembership,
  findMembershipByEmail,
  findUsableInvitation,
  insertInvitation,
  setMembership,
  useInvitation,
} from '../repositories/committees';

const DAY_MS = 86_400_000;

function invitationMail(inviter: string, committee: string, link: string): string {
  return [
    'Guten Tag,',
    '',
    `${inviter} lädt Sie in das Gremium „${committee}“ bei der Akademie für Mitbestimmung ein. Als Mitglied sehen Sie die Seminare, die Ihr Gremium für Sie bucht.`,
    '',
    'Über diesen Link nehmen Sie die Einladung an:',
    '',
    link,
    '',
    `Haben Sie noch kein Konto, registrieren Sie sich bitte zuerst mit dieser E-Mail-Adresse. Der Link ist ${COMMITTEE_INVITATION_DAYS} Tage gültig und kann nur einmal verwendet werden.`,
    '',
    'Ihre Akademie für Mitbestimmung',
  ].join('\n');
}

/** Writes the invitation and its mail in one transaction, then delivers the mail. */
export async function inviteMember(
  db: Db,
  mailer: Mailer,
  {
    manager,
    email,
    origin,
    now,
  }: { manager: { userId: number; committeeId: number }; email: string; origin: string; now: Date },
): Promise<void> {
  const invitee = await findMembershipByEmail(db, email);
  if (invitee?.committeeId === manager.committeeId) {
    throw httpError('COMMITTEE_CONFLICT', COMMITTEE_MESSAGES.inviteeAlreadyMember, {
      email: COMMITTEE_MESSAGES.inviteeAlreadyMember,
    });
  }
  if (invitee && invitee.committeeId !== null) {
    throw httpError('COMMITTEE_CONFLICT', COMMITTEE_MESSAGES.inviteeInOtherCommittee, {
      email: COMMITTEE_MESSAGES.inviteeInOtherCommittee,
    });
  }
  const token = randomToken(32);
  const link = `${origin}${buildPath(PAGE_ROUTES.committeeInvitation.path, { token })}`;
  const queued = await db.transaction().execute(async (trx) => {
    const committee = await findCommittee(trx, manager.committeeId);
    const inviter = await findMembership(trx, manager.userId);
    if (!committee || !inviter) throw new Error(`Gremium ${manager.committeeId} ohne Verwaltung`);
    await insertInvitation(trx, {
      committeeId: manager.committeeId,
      email,
      tokenHash: sha256Hex(token),
      invitedByUserId: manager.userId,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + COMMITTEE_INVITATION_DAYS * DAY_MS).toISOString(),
    });
    return mailer.enqueue(
      trx,
      {
        to: email,
        subject: `Einladung in das Gremium „${committee.name}“ – Akademie für Mitbestimmung`,
        text: invitationMail(`${inviter.firstname} ${inviter.lastname}`, committee.name, link),
        secret: true,
      },
      now,
    );
  });
  await mailer.deliver(db, queued);
}

/**
 * The logged-in account joins with the token: 400 when it is unknown, used or expired; 403 for another
 * address than the invited one; 409 for an account that is in a committee already. One transaction; of two
 * parallel uses only one joins.
 */
export function acceptInvitation(
  db: Db,
  { userId, token, now }: { userId: number; token: string; now: Date },
): Promise<CommitteeJoinResponse> {
  const at = now.toISOString();
  const invalid = () => httpError('INVITATION_INVALID', COMMITTEE_MESSAGES.invitationInvalid);
  return db.transaction().execute(async (trx) => {
    const invitation = await findUsableInvitation(trx, sha256Hex(token), at);
    if (!invitation) throw invalid();
    const user = await findMembership(trx, userId);
    if (!user) throw invalid();
    if (user.email !== invitation.email) throw forbidden(COMMITTEE_MESSAGES.invitationOtherEmail(invitation.email));
    if (user.committeeId !== null) throw httpError('COMMITTEE_CONFLICT', COMMITTEE_MESSAGES.alreadyInCommittee);
    if (!(await useInvitation(trx, invitation.invitationId, userId, at))) throw invalid();
    const joined = await setMembership(
      trx,
      userId,
      { committeeId: invitation.committeeId, committeeRole: 'member' },
      { committeeId: null, committeeRole: null },
      at,
    );
    if (!joined) throw httpError('COMMITTEE_CONFLICT', COMMITTEE_MESSAGES.alreadyInCommittee);
    return {
      committee: { committeeId: invitation.committeeId, name: invitation.committeeName, role: 'member' },
      message: COMMITTEE_MESSAGES.joined(invitation.committeeName),
    };
  });
}
