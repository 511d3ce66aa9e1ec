/** Admin side of acting as a member: finding members and the audit trail of every start and stop. */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/types';

export interface ImpersonationCandidate {
  userId: number;
  salutation: string;
  firstname: string;
  lastname: string;
  email: string;
  company: string;
  committee: string | null;
}

export const USER_SEARCH_LIMIT = 50;

/** `%text%` for LIKE with the wildcards of the search text escaped (escape character '\'). */
const containsPattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Members (never admins) whose name, e-mail or company contains `q`, at most 50, by name. */
export async function searchMembers(db: Kysely<Database>, q: string): Promise<ImpersonationCandidate[]> {
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

export type ImpersonationAction = 'impersonation.start' | 'impersonation.stop';

export async function writeAudit(
  db: Kysely<Database>,
  entry: { actorUserId: number; action: ImpersonationAction; targetUserId: number; details: Record<string, unknown> },
  now: Date,
): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({
      actorUserId: entry.actorUserId,
      action: entry.action,
      targetUserId: entry.targetUserId,
      details: JSON.stringify(entry.details),
      createdAt: now.toISOString(),
    })
    .execute();
}
