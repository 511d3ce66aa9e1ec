/** Login e-mail and password changes of the signed-in member, each checked against the stored password. */
import { AUTH_MESSAGES } from '@amb/shared-contracts';
import { emailTaken } from '../accounts/email';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Db } from '../db/types';
import { validationFailed } from '../http/errors';
import { deleteSessionsOf } from '../repositories/sessions';
import { findLoginEmail, findPasswordHash, findUserIdByEmail, setPasswordHash } from '../repositories/users';

async function checkPassword(db: Db, userId: number, password: string, field: string): Promise<void> {
  const passwordHash = await findPasswordHash(db, userId);
  if (passwordHash === undefined || !(await verifyPassword(password, passwordHash))) {
    throw validationFailed({ [field]: AUTH_MESSAGES.wrongCurrentPassword });
  }
}

/**
 * Checks a new login e-mail (lower-cased) against the password and the other accounts. The new address is
 * `pending` (null when it is the current one again): it takes effect only with its confirmation link.
 */
export async function checkLoginEmailChange(
  db: Db,
  userId: number,
  input: { email: string; password: string },
): Promise<{ current: string; pending: string | null }> {
  await checkPassword(db, userId, input.password, 'password');
  const email = input.email.toLowerCase();
  const current = await findLoginEmail(db, userId);
  if (current === undefined) throw new Error(`user ${userId} vanished during the e-mail change`);
  const owner = await findUserIdByEmail(db, email);
  if (owner !== undefined && owner !== userId) throw emailTaken();
  return { current, pending: owner === userId ? null : email };
}

/**
 * Replaces the password hash and ends every other session of the member (the caller rotates its own),
 * in one transaction.
 */
export async function changePassword(
  db: Db,
  userId: number,
  keepSessionHash: string | null,
  input: { currentPassword: string; newPassword: string },
  now: Date,
): Promise<void> {
  await checkPassword(db, userId, input.currentPassword, 'currentPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, userId, passwordHash, now.toISOString());
    await deleteSessionsOf(trx, userId, { keepSessionHash, asImpersonator: false });
  });
}
