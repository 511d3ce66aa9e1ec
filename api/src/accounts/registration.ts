/** A new member account from the registration form; its address is confirmed by a mailed link. */
import type { RegistrationInput } from '@amb/shared-contracts';
import { rejectWeakPassword } from '../auth/passwordStrength';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/types';
import type { Mailer } from '../mail';
import { toPersonalData } from '../members/personalData';
import { findUserIdByEmail, insertUser } from '../repositories/users';
import { emailTaken, normaliseEmail } from './email';
import { issueEmailConfirmation } from './emailConfirmation';

export const isRegistered = async (db: Db, email: string): Promise<boolean> =>
  (await findUserIdByEmail(db, email)) !== undefined;

/**
 * Creates the member (address unconfirmed) with its confirmation link and mail in one transaction, and returns
 * the id; 400 for a weak password, 409 when the address has an account.
 */
export async function registerMember(
  db: Db,
  mailer: Mailer,
  input: RegistrationInput,
  { origin, now }: { origin: string; now: Date },
): Promise<number> {
  const email = normaliseEmail(input.email);
  rejectWeakPassword(input.password, 'password', [email, `${input.firstname} ${input.lastname}`, input.company]);
  if (await isRegistered(db, email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const at = now.toISOString();
  try {
    const { userId, queued } = await db.transaction().execute(async (trx) => {
      const id = await insertUser(trx, {
        email,
        passwordHash,
        ...toPersonalData(input),
        role: 'member',
        committeeId: null,
        committeeRole: null,
        emailConfirmedAt: null,
        createdAt: at,
        updatedAt: at,
      });
      const mail = await issueEmailConfirmation(trx, mailer, {
        userId: id,
        email,
        firstname: input.firstname,
        kind: 'registration',
        origin,
        now,
      });
      return { userId: id, queued: mail };
    });
    await mailer.deliver(db, queued);
    return userId;
  } catch (error) {
    // A parallel registration of the same address won the race: same answer as above.
    if (await isRegistered(db, email)) throw emailTaken();
    throw error;
  }
}
