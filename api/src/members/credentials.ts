/** Login e-mail and password changes of the signed-in member, each checked against the stored password. */
import { AUTH_MESSAGES } from '@amb/shared-contracts';
import { emailTaken } from '../accounts/email';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { isUniqueViolation } from '../db/uniqueViolation';
import type { Db } from '../db/types';
import { validationFailed } from '../http/errors';
import { deleteSessionsOf } from '../repositories/sessions';
import {
  findLoginEmail,
  findPasswordHash,
  findUserIdByEmail,
  setLoginEmail,
  setPasswordHash,
} from '../repositories/users';

async function checkPassword(db: Db, userId: number, password: string, field: string): Promise<void> {
  const passwordHash = await findPasswordHash(db, userId);
  if (passwordHash === undefined || !(await verifyPassword(password, passwordHash))) {
    throw validationFailed({ [field]: AUTH_MESSAGES.wrongCurrentPassword });
  }
}

/**
 * Sets a new login e-mail (lower-cased) when the password is right and no other account uses it, and
 * ends every other session of the member (the caller rotates its own) in the same transaction.
 * `previous` is the address before, null when nothing changed (the same address again).
 */
export async function changeLoginEmail(
  db: Db,
  userId: number,
  keepSessionHash: string | null,
  input: { email: string; password: string },
  now: Date,
): Promise<{ email: string; previous: string | null }> {
  await checkPassword(db, userId, input.password, 'password');
  const email = input.email.toLowerCase();
  try {
    const previous = await db.transaction().execute(async (trx) => {
      const owner = await findUserIdByEmail(trx, email);
      if (owner !== undefined && owner !== userId) throw emailTaken();
      if (owner !== undefined) return null;
      const before = await findLoginEmail(trx, userId);
      if (before === undefined) throw new Error(`user ${userId} vanished during the e-mail change`);
      await setLoginEmail(trx, userId, email, now.toISOString());
      await deleteSessionsOf(trx, userId, { keepSessionHash, asImpersonator: true });
      return before;
    });
    return { email, previous };
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
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
