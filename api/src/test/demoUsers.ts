/** Test helpers of the member-area and admin tests: demo users by role, CSRF token after a rotation. */
import { CSRF_COOKIE } from '@amb/shared-contracts';
import type { Response } from 'supertest';
import type { Db } from '../db/types';

export interface DemoUser {
  userId: number;
  email: string;
  firstname: string;
  lastname: string;
}

export interface DemoUsers {
  /** A member of no committee, or the first plain member. */
  member: DemoUser;
  /** A second plain member (not a manager, not an admin). */
  otherMember: DemoUser;
  committeeMember: DemoUser;
  manager: DemoUser;
  admin: DemoUser;
}

/** The seed's users by role (read from the database, so the tests do not depend on names). */
export async function demoUsers(db: Db): Promise<DemoUsers> {
  const rows = await db
    .selectFrom('users')
    .select(['userId', 'email', 'firstname', 'lastname', 'role', 'committeeId', 'committeeRole'])
    .orderBy('userId')
    .execute();
  const pick = (row: (typeof rows)[number] | undefined, what: string): DemoUser => {
    if (!row) throw new Error(`Der Seed enthält keinen Benutzer: ${what}`);
    return { userId: row.userId, email: row.email, firstname: row.firstname, lastname: row.lastname };
  };
  const plain = rows.filter((r) => r.role === 'member' && r.committeeRole !== 'manager');
  const withoutCommittee = plain.filter((r) => r.committeeId === null);
  const member = withoutCommittee[0] ?? plain[0];
  return {
    member: pick(member, 'Mitglied'),
    otherMember: pick(
      plain.find((r) => r !== member),
      'zweites Mitglied',
    ),
    committeeMember: pick(
      plain.find((r) => r.committeeId !== null),
      'Gremiumsmitglied',
    ),
    manager: pick(
      rows.find((r) => r.role === 'member' && r.committeeId !== null && r.committeeRole === 'manager'),
      'Gremiumsverwalter',
    ),
    admin: pick(
      rows.find((r) => r.role === 'admin'),
      'Admin',
    ),
  };
}

/** The CSRF token a response handed out (after login or a rotation), or undefined. */
export function csrfFrom(res: Response): string | undefined {
  const header = res.headers['set-cookie'] as unknown as string[] | string | undefined;
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  for (const cookie of cookies) {
    const [pair] = cookie.split(';');
    const index = pair!.indexOf('=');
    if (pair!.slice(0, index).trim() === CSRF_COOKIE) return decodeURIComponent(pair!.slice(index + 1));
  }
  return undefined;
}
