import type { CurrentUser } from '@amb/shared-contracts';
import type { AuthState } from '../auth/types';
import type { Db } from '../db/types';

/** The CurrentUser of the request (never the password hash), or null when logged out. */
export async function currentUserOf(db: Db, auth: AuthState): Promise<CurrentUser | null> {
  if (!auth.user) return null;
  const row = await db
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
      'committees.name as committeeName',
    ])
    .where('users.userId', '=', auth.user.userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    userId: row.userId,
    email: row.email,
    salutation: row.salutation,
    title: row.title,
    firstname: row.firstname,
    lastname: row.lastname,
    role: row.role,
    committee:
      row.committeeId !== null && row.committeeName !== null
        ? { committeeId: row.committeeId, name: row.committeeName, role: row.committeeRole ?? 'member' }
        : null,
    impersonated: auth.impersonator !== null,
    impersonator: auth.impersonator
      ? { firstname: auth.impersonator.firstname, lastname: auth.impersonator.lastname }
      : null,
  };
}
