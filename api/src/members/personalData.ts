/** One member's contact data in the users table (never anyone else's: every query is keyed by the caller). */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types';
import type { PersonalDataInput } from '@amb/shared-contracts';

export interface PersonalData {
  salutation: string;
  title: string;
  firstname: string;
  lastname: string;
  phone: string;
  company: string;
  street: string;
  streetNumber: string;
  postalCode: string;
  city: string;
}

const COLUMNS = [
  'salutation',
  'title',
  'firstname',
  'lastname',
  'phone',
  'company',
  'street',
  'streetNumber',
  'postalCode',
  'city',
] as const;

type Executor = Kysely<Database> | Transaction<Database>;

export async function loadPersonalData(db: Executor, userId: number): Promise<PersonalData | undefined> {
  return db.selectFrom('users').select(COLUMNS).where('userId', '=', userId).executeTakeFirst();
}

export async function savePersonalData(
  db: Kysely<Database>,
  userId: number,
  input: PersonalDataInput,
  now: Date,
): Promise<PersonalData | undefined> {
  const values: PersonalData = {
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
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ ...values, updatedAt: now.toISOString() })
      .where('userId', '=', userId)
      .execute();
    return loadPersonalData(trx, userId);
  });
}

/** True for the unique-constraint error of either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
