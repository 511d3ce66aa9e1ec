/** A new member account from the registration form. */
import type { RegistrationInput } from '@amb/shared-contracts';
import { rejectCommonPassword } from '../auth/commonPasswords';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/types';
import { toPersonalData } from '../members/personalData';
import { findUserIdByEmail, insertUser } from '../repositories/users';
import { emailTaken, normaliseEmail } from './email';

export const isRegistered = async (db: Db, email: string): Promise<boolean> =>
  (await findUserIdByEmail(db, email)) !== undefined;

/** Creates the member and returns the id; 400 for a common password, 409 when the address has an account. */
export async function registerMember(db: Db, input: RegistrationInput, now: Date): Promise<number> {
  rejectCommonPassword(input.password, 'password');
  const email = normaliseEmail(input.email);
  if (await isRegistered(db, email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const at = now.toISOString();
  try {
    return await insertUser(db, {
      email,
      passwordHash,
      ...toPersonalData(input),
      role: 'member',
      committeeId: null,
      committeeRole: null,
      createdAt: at,
      updatedAt: at,
    });
  } catch (error) {
    // A parallel registration of the same address won the race: same answer as above.
    if (await isRegistered(db, email)) throw emailTaken();
    throw error;
  }
}
