/** One member's contact data in the users table (never anyone else's: every query is keyed by the caller). */
import type { PersonalDataInput } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { findPersonalData, setPersonalData, type PersonalData } from '../repositories/users';

export type { PersonalData };

export const loadPersonalData = (db: Db, userId: number): Promise<PersonalData | undefined> =>
  findPersonalData(db, userId);

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
): Promise<PersonalData | undefined> {
  const values = toPersonalData(input);
  return db.transaction().execute(async (trx) => {
    await setPersonalData(trx, userId, values, now.toISOString());
    return findPersonalData(trx, userId);
  });
}
