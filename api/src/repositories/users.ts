/** The users table (and its committee) as accounts, sessions and admins see it. */
import type { AdminMember } from '@amb/shared-contracts';
import { sql, type Insertable } from 'kysely';
import type { Db, UserRow, UserTable } from '../db/types';

const AUTH_USER_COLUMNS = ['userId', 'email', 'role', 'committeeId', 'committeeRole', 'firstname', 'lastname'] as const;

/**
 * Who a request acts as (see auth/types.ts). `editor`: may edit content in /manage (admins may too).
 * `confirmedEmail`: the login e-mail once its mailed link was used, else null — the only address by which
 * participations, papers and photos are linked to the account.
 */
export type AuthUser = Pick<UserRow, (typeof AUTH_USER_COLUMNS)[number]> & {
  editor: boolean;
  confirmedEmail: string | null;
};

/** The id of the account with this (normalised) e-mail. */
export async function findUserIdByEmail(db: Db, email: string): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('userId').where('email', '=', email).executeTakeFirst();
  return row?.userId;
}

/** What a login checks: the id and password hash of the account with this (normalised) e-mail. */
export function findLogin(db: Db, email: string) {
  return db.selectFrom('users').select(['userId', 'passwordHash']).where('email', '=', email).executeTakeFirst();
}

/** One column of the account with this id (undefined when there is none). */
async function userColumn(db: Db, userId: number, column: 'passwordHash' | 'email'): Promise<string | undefined> {
  const row = await db.selectFrom('users').select(column).where('userId', '=', userId).executeTakeFirst();
  return row?.[column];
}

export function findPasswordHash(db: Db, userId: number): Promise<string | undefined> {
  return userColumn(db, userId, 'passwordHash');
}

export function findLoginEmail(db: Db, userId: number): Promise<string | undefined> {
  return userColumn(db, userId, 'email');
}

/** The login e-mail, whether it is confirmed, and the first name (for the confirmation mail). */
export function findEmailState(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['email', 'emailConfirmedAt', 'firstname'])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** Who a password-reset mail goes to. */
export function findResetRecipient(db: Db, email: string) {
  return db.selectFrom('users').select(['userId', 'email', 'firstname']).where('email', '=', email).executeTakeFirst();
}

export async function findAuthUser(db: Db, userId: number): Promise<AuthUser | null> {
  const row = await db
    .selectFrom('users')
    .select([...AUTH_USER_COLUMNS, 'editor', 'emailConfirmedAt'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const { emailConfirmedAt, ...user } = row;
  return { ...user, editor: Number(row.editor) === 1, confirmedEmail: emailConfirmedAt === null ? null : row.email };
}

/** The user with the name of their committee (null without one). */
export function findUserWithCommittee(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('committees', 'committees.committeeId', 'users.committeeId')
    .select([
      'users.userId',
      'users.email',
      'users.salutation',
      'users.title',
      'users.firstname',
      'users.lastname',
      'users.role',
      'users.committeeId',
      'users.committeeRole',
      'users.emailConfirmedAt',
      'committees.name as committeeName',
    ])
    .where('users.userId', '=', userId)
    .executeTakeFirst();
}

/** Inserts an account and returns its id (throws the dialect's unique violation when the e-mail is taken). */
export async function insertUser(db: Db, user: Insertable<UserTable>): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('userId').executeTakeFirstOrThrow();
  return row.userId;
}

export function setPasswordHash(db: Db, userId: number, passwordHash: string, updatedAt: string): Promise<unknown> {
  return db.updateTable('users').set({ passwordHash, updatedAt }).where('userId', '=', userId).execute();
}

const PERSONAL_DATA_COLUMNS = [
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

/** A member's contact data: the columns the personal-data form edits. */
export type PersonalData = Pick<UserRow, (typeof PERSONAL_DATA_COLUMNS)[number]>;

export function findPersonalData(db: Db, userId: number): Promise<PersonalData | undefined> {
  return db.selectFrom('users').select(PERSONAL_DATA_COLUMNS).where('userId', '=', userId).executeTakeFirst();
}

export function setPersonalData(db: Db, userId: number, data: PersonalData, updatedAt: string): Promise<unknown> {
  return db
    .updateTable('users')
    .set({ ...data, updatedAt })
    .where('userId', '=', userId)
    .execute();
}

/** The members of a committee, by name. */
export function listCommitteeMembers(db: Db, committeeId: number | null) {
  return db
    .selectFrom('users')
    .select(['userId', 'salutation', 'firstname', 'lastname', 'email', 'committeeRole'])
    .where('committeeId', '=', committeeId)
    .orderBy('lastname')
    .orderBy('firstname')
    .orderBy('userId')
    .execute();
}

/** Who an admin may act as: members only, never admins. */
export function findImpersonationTarget(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['userId', 'role', 'email', 'firstname', 'lastname'])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export const USER_SEARCH_LIMIT = 50;

/** `%text%` for LIKE with the wildcards of the search text escaped (escape character '\'). */
export const containsPattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Members (never admins) whose name, e-mail or company contains `q`, at most 50, by name. */
export async function searchMembers(db: Db, q: string): Promise<AdminMember[]> {
  let query = db
    .selectFrom('users')
    .leftJoin('committees', 'committees.committeeId', 'users.committeeId')
    .select([
      'users.userId',
      'users.salutation',
      'users.firstname',
      'users.lastname',
      'users.email',
      'users.company',
      'committees.name as committee',
    ])
    .where('users.role', '=', 'member');
  const text = q.trim();
  if (text !== '') {
    const pattern = containsPattern(text);
    query = query.where((eb) =>
      eb.or(
        ['users.email', 'users.firstname', 'users.lastname', 'users.company'].map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return query
    .orderBy('users.lastname')
    .orderBy('users.firstname')
    .orderBy('users.userId')
    .limit(USER_SEARCH_LIMIT)
    .execute();
}
