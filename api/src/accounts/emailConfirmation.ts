/**
 * Confirming a login e-mail with a single-use link by mail (only the token's sha256 is stored, 48 hours).
 * A registration's address is confirmed in place; a change of the login e-mail becomes the login e-mail only
 * when the new address is confirmed, which ends every session of the account and tells the old address.
 */
import {
  BRAND_NAME,
  EMAIL_CONFIRMATION_MESSAGES,
  EMAIL_CONFIRMATION_TTL_MS,
  PAGE_ROUTES,
  buildPath,
  MEMBER_AREA,
} from '@amb/shared-contracts';
import { randomToken, sha256Hex } from '../auth/crypto';
import { isUniqueViolation } from '../db/uniqueViolation';
import type { Db } from '../db/types';
import type { Mailer, QueuedMail } from '../mail';
import { loginEmailChangedNotice } from '../members/loginEmailNotice';
import {
  findUsableEmailConfirmation,
  insertEmailConfirmation,
  markEmailConfirmationUsed,
  markEmailConfirmed,
  retireEmailConfirmations,
} from '../repositories/emailConfirmations';
import { deleteSessionsOf } from '../repositories/sessions';
import { findEmailState, findUserIdByEmail } from '../repositories/users';
import { emailTaken } from './email';
import { confirmAwaitingBookings } from '../orders/awaitingBookings';

export type ConfirmationKind = 'registration' | 'change';

function confirmationMail(kind: ConfirmationKind, firstname: string, email: string, link: string): string {
  const why =
    kind === 'change'
      ? `Sie möchten sich künftig mit ${email} bei ${MEMBER_AREA} anmelden. Bitte bestätigen Sie die neue Adresse über diesen Link; bis dahin gilt Ihre bisherige Adresse:`
      : `bitte bestätigen Sie Ihre E-Mail-Adresse ${email} für ${MEMBER_AREA} über diesen Link:`;
  return [
    `Hallo ${firstname},`,
    '',
    why,
    '',
    link,
    '',
    'Der Link ist 48 Stunden gültig und kann nur einmal verwendet werden. Erst nach der Bestätigung zeigen wir Ihnen Buchungen, Unterlagen und Fotos, die andere unter dieser Adresse für Sie angelegt haben.',
    '',
    'Wenn Sie das nicht veranlasst haben, können Sie diese E-Mail ignorieren.',
    '',
    `Ihre ${BRAND_NAME}`,
  ].join('\n');
}

/**
 * A new link for `email` (the account's address, or the new one of a change) and its mail in the outbox, in
 * the caller's transaction; `deliver` the mail after the commit.
 */
export async function issueEmailConfirmation(
  trx: Db,
  mailer: Mailer,
  {
    userId,
    email,
    firstname,
    kind,
    origin,
    now,
  }: {
    userId: number;
    email: string;
    firstname: string;
    kind: ConfirmationKind;
    origin: string;
    now: Date;
  },
): Promise<QueuedMail> {
  const token = randomToken(32);
  await insertEmailConfirmation(trx, {
    tokenHash: sha256Hex(token),
    userId,
    email,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + EMAIL_CONFIRMATION_TTL_MS).toISOString(),
  });
  const link = `${origin}${buildPath(PAGE_ROUTES.emailConfirmation.path, { token })}`;
  return mailer.enqueue(
    trx,
    {
      to: email,
      subject: EMAIL_CONFIRMATION_MESSAGES.mailSubject,
      text: confirmationMail(kind, firstname, email, link),
      secret: true,
    },
    now,
  );
}

/** 'sent' with a new link to the unconfirmed login e-mail, or 'confirmed' when there is nothing to confirm. */
export async function resendEmailConfirmation(
  db: Db,
  mailer: Mailer,
  { userId, origin, now }: { userId: number; origin: string; now: Date },
): Promise<{ outcome: 'sent' | 'confirmed'; email: string }> {
  const result = await db.transaction().execute(async (trx) => {
    const user = await findEmailState(trx, userId);
    if (!user) throw new Error(`user ${userId} vanished`);
    if (user.emailConfirmedAt !== null) return { outcome: 'confirmed' as const, email: user.email, queued: null };
    const queued = await issueEmailConfirmation(trx, mailer, {
      userId,
      email: user.email,
      firstname: user.firstname,
      kind: 'registration',
      origin,
      now,
    });
    return { outcome: 'sent' as const, email: user.email, queued };
  });
  if (result.queued) await mailer.deliver(db, result.queued);
  return { outcome: result.outcome, email: result.email };
}

/**
 * Starts a change of the login e-mail: a link to the new address (older change links end). The login e-mail
 * stays until it is confirmed. The caller has checked the password; another account's address is a 409.
 */
export async function requestLoginEmailChange(
  db: Db,
  mailer: Mailer,
  { userId, email, origin, now }: { userId: number; email: string; origin: string; now: Date },
): Promise<void> {
  const queued = await db.transaction().execute(async (trx) => {
    const user = await findEmailState(trx, userId);
    if (!user) throw new Error(`user ${userId} vanished`);
    await retireEmailConfirmations(trx, userId, now.toISOString(), user.email);
    return issueEmailConfirmation(trx, mailer, {
      userId,
      email,
      firstname: user.firstname,
      kind: 'change',
      origin,
      now,
    });
  });
  await mailer.deliver(db, queued);
}

export interface Confirmation {
  kind: ConfirmationKind;
  userId: number;
  email: string;
  /** Participants of a registration without an account that became bookings with this confirmation. */
  bookingsConfirmed: number;
}

/**
 * Uses the token: confirms the account's address, or makes the new address of a change the login e-mail
 * (every session of the account ends, the old address is told). Null for an unknown, used or expired token
 * (of two parallel uses only one succeeds); 409 EMAIL_TAKEN when another account took the new address.
 */
export async function confirmEmail(db: Db, mailer: Mailer, token: string, now: Date): Promise<Confirmation | null> {
  const nowIso = now.toISOString();
  const tokenHash = sha256Hex(token);
  try {
    const result = await db.transaction().execute(async (trx) => {
      const row = await findUsableEmailConfirmation(trx, tokenHash, nowIso);
      if (!row || !(await markEmailConfirmationUsed(trx, tokenHash, nowIso))) return null;
      const user = await findEmailState(trx, row.userId);
      if (!user) return null;
      if (row.email === user.email) {
        if (user.emailConfirmedAt === null) await markEmailConfirmed(trx, row.userId, row.email, nowIso);
        // A conference registration's bookings waited for this address: they are binding now.
        const { confirmed, mails } = await confirmAwaitingBookings(trx, mailer, row.userId, now);
        return {
          confirmation: {
            kind: 'registration' as const,
            userId: row.userId,
            email: row.email,
            bookingsConfirmed: confirmed,
          },
          notice: null,
          mails,
        };
      }
      const owner = await findUserIdByEmail(trx, row.email);
      if (owner !== undefined && owner !== row.userId) throw emailTaken();
      await markEmailConfirmed(trx, row.userId, row.email, nowIso);
      await retireEmailConfirmations(trx, row.userId, nowIso);
      // Whoever held a session of the account (perhaps the one who should not) is out.
      await deleteSessionsOf(trx, row.userId, { keepSessionHash: null, asImpersonator: true });
      const notice = await mailer.enqueue(trx, loginEmailChangedNotice(user.email, user.firstname, now), now);
      return {
        confirmation: { kind: 'change' as const, userId: row.userId, email: row.email, bookingsConfirmed: 0 },
        notice,
        mails: [] as QueuedMail[],
      };
    });
    if (!result) return null;
    if (result.notice) await mailer.deliver(db, result.notice);
    for (const mail of result.mails) await mailer.deliver(db, mail);
    return result.confirmation;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
