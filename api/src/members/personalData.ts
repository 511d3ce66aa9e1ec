/** One member's contact data in the users table (never anyone else's: every query is keyed by the caller). */
import type { PersonalDataInput } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { loginRequired } from '../http/errors';
import { findPersonalData, setPersonalData, type PersonalData } from '../repositories/users';

export type { PersonalData };

/** The member's contact data; 401 when the account is gone (as if logged out). */
export async function loadPersonalData(db: Db, userId: number): Promise<PersonalData> {
  const data = await findPersonalData(db, userId);
  if (!data) throw loginRequired();
  return data;
}

/** The columns of a personal-data form (the registration form has them too); no title is ''. */
export function toPersonalData(input: PersonalDataInput): PersonalData {
  return {
    salutation: input.salutation,
    title: input.title ?? '',
    firstname: input.firstname,
    lastname: input.lastname,
    phone: input.phone,
    company: input.company,
    street: input.street,
    streetNumber: input.streetNumber,
    postalCode: input.postalCode,
    city: input.city,
  };
}

export async function savePersonalData(
  db: Db,
  userId: number,
  input: PersonalDataInput,
  now: Date,
): Promise<PersonalData> {
  const values = toPersonalData(input);
  return db.transaction().execute(async (trx) => {
    await setPersonalData(trx, userId, values, now.toISOString());
    return loadPersonalData(trx, userId);
  });
}
