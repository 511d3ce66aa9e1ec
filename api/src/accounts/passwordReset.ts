/** "Passwort vergessen?": a single-use, expiring token by mail, and setting the new password with it. */
import { PAGE_ROUTES, buildPath } from '@amb/shared-contracts';
import { randomToken, sha256Hex } from '../auth/crypto';
import type { Db } from '../db/types';
import type { Mailer } from '../mail';
import { findUsableResetToken, insertResetToken, markResetTokenUsed } from '../repositories/passwordResetTokens';
import { findLoginEmail, findPersonalData, findResetRecipient, setPasswordHash } from '../repositories/users';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

function resetMail(firstname: string, link: string): string {
  return [
    `Hallo ${firstname},`,
    '',
    'Sie haben angefordert, Ihr Passwort für meinamb zurückzusetzen. Über diesen Link vergeben Sie ein neues Passwort:',
    '',
    link,
    '',
    'Der Link ist 60 Minuten gültig und kann nur einmal verwendet werden. Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.',
    '',
    'Ihre Akademie für Mitbestimmung',
  ].join('\n');
}

/** Mails a reset link on `origin` when an account has this (normalised) e-mail; silent otherwise. */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  { email, origin, now }: { email: string; origin: string; now: Date },
): Promise<void> {
  const user = await findResetRecipient(db, email);
  if (!user) return;
  const token = randomToken(32);
  await insertResetToken(db, {
    tokenHash: sha256Hex(token),
    userId: user.userId,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
  });
  const link = `${origin}${buildPath(PAGE_ROUTES.passwordReset.path, { token })}`;
  await mailer.send(
    db,
    {
      to: user.email,
      subject: 'Passwort zurücksetzen – Akademie für Mitbestimmung',
      text: resetMail(user.firstname, link),
      secret: true,
    },
    now,
  );
}

/** What the account of a usable token says about itself (e-mail, name, company): words a new password must avoid. */
export async function resetAccountWords(db: Db, token: string, now: Date): Promise<string[]> {
  const row = await findUsableResetToken(db, sha256Hex(token), now.toISOString());
  if (!row) return [];
  const [email, data] = await Promise.all([findLoginEmail(db, row.userId), findPersonalData(db, row.userId)]);
  return [email ?? '', `${data?.firstname ?? ''} ${data?.lastname ?? ''}`, data?.company ?? ''];
}

/**
 * Uses the token and sets the password hash in one transaction; the user id, or null when the token is
 * unknown, used or expired (of two parallel uses only one succeeds).
 */
export async function resetPassword(db: Db, token: string, passwordHash: string, now: Date): Promise<number | null> {
  const nowIso = now.toISOString();
  const tokenHash = sha256Hex(token);
  return db.transaction().execute(async (trx) => {
    const row = await findUsableResetToken(trx, tokenHash, nowIso);
    if (!row) return null;
    if (!(await markResetTokenUsed(trx, tokenHash, nowIso))) return null;
    await setPasswordHash(trx, row.userId, passwordHash, nowIso);
    return row.userId;
  });
}
