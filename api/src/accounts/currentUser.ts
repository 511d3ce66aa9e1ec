import type { CurrentUser } from '@amb/shared-contracts';
import type { AuthState } from '../auth/types';
import type { Db } from '../db/types';
import { loginRequired } from '../http/errors';
import { findUserWithCommittee } from '../repositories/users';

/** The CurrentUser of the request (never the password hash), or null when logged out. */
export async function currentUserOf(db: Db, auth: AuthState): Promise<CurrentUser | null> {
  if (!auth.user) return null;
  const row = await findUserWithCommittee(db, auth.user.userId);
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
    emailConfirmed: row.emailConfirmedAt !== null,
    impersonated: auth.impersonator !== null,
    impersonator: auth.impersonator
      ? { firstname: auth.impersonator.firstname, lastname: auth.impersonator.lastname }
      : null,
  };
}

/** The CurrentUser right after a login, registration or password reset rotated the session to that user. */
export async function signedInUserOf(db: Db, auth: AuthState): Promise<CurrentUser> {
  const user = await currentUserOf(db, auth);
  if (!user) throw loginRequired();
  return user;
}
