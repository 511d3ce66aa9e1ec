/** Login e-mail and password changes of the signed-in member, each checked against the stored password. */
import { AUTH_MESSAGES } from '@amb/shared-contracts';
import type { Kysely } from 'kysely';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Database } from '../db/types';
import { emailTaken } from '../accounts/email';
import { validationFailed } from '../http/errors';
import { isUniqueViolation } from './personalData';

async function checkPassword(db: Kysely<Database>, userId: number, password: string, field: string): Promise<void> {
  const row = await db.selectFrom('users').select('passwordHash').where('userId', '=', userId).executeTakeFirst();
  if (!row || !(await verifyPassword(password, row.passwordHash))) {
    throw validationFailed({ [field]: AUTH_MESSAGES.wrongCurrentPassword });
  }
}

/**
 * Sets a new login e-mail (lower-cased) when the password is right and no other account uses it, and
 * ends every other session of the member (the caller rotates its own) in the same transaction.
 * `previous` is the address before, null when nothing changed (the same address again).
 */
export async function changeLoginEmail(
  db: Kysely<Database>,
  userId: number,
  keepSessionHash: string | null,
  input: { email: string; password: string },
  now: Date,
): Promise<{ email: string; previous: string | null }> {
  await checkPassword(db, userId, input.password, 'password');
  const email = input.email.toLowerCase();
  try {
    const previous = await db.transaction().execute(async (trx) => {
      const owner = await trx.selectFrom('users').select('userId').where('email', '=', email).executeTakeFirst();
      if (owner && owner.userId !== userId) throw emailTaken();
      if (owner) return null;
      const before = await trx
        .selectFrom('users')
        .select('email')
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('users')
        .set({ email, updatedAt: now.toISOString() })
        .where('userId', '=', userId)
        .execute();
      let others = trx
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('userId', '=', userId), eb('impersonatorUserId', '=', userId)]));
      if (keepSessionHash) others = others.where('sessionHash', '!=', keepSessionHash);
      await others.execute();
      return before.email;
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
  db: Kysely<Database>,
  userId: number,
  keepSessionHash: string | null,
  input: { currentPassword: string; newPassword: string },
  now: Date,
): Promise<void> {
  await checkPassword(db, userId, input.currentPassword, 'currentPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ passwordHash, updatedAt: now.toISOString() })
      .where('userId', '=', userId)
      .execute();
    let others = trx.deleteFrom('sessions').where('userId', '=', userId);
    if (keepSessionHash) others = others.where('sessionHash', '!=', keepSessionHash);
    await others.execute();
  });
}
