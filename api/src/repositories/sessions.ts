/** Session rows (keyed by the sha256 of the id in the cookie). */
import type { Db, SessionRow } from '../db/types';

export function findSession(db: Db, sessionHash: string): Promise<SessionRow | undefined> {
  return db.selectFrom('sessions').selectAll().where('sessionHash', '=', sessionHash).executeTakeFirst();
}

export function insertSession(db: Db, session: SessionRow): Promise<unknown> {
  return db.insertInto('sessions').values(session).execute();
}

/** Inserts the session unless a row with its hash exists (a parallel request made it); the row stored now. */
export async function insertSessionIfAbsent(db: Db, session: SessionRow): Promise<SessionRow> {
  await db
    .insertInto('sessions')
    .values(session)
    .onConflict((oc) => oc.column('sessionHash').doNothing())
    .execute();
  return (await findSession(db, session.sessionHash)) ?? session;
}

export function touchSession(db: Db, sessionHash: string, lastSeenAt: string): Promise<unknown> {
  return db.updateTable('sessions').set({ lastSeenAt }).where('sessionHash', '=', sessionHash).execute();
}

export function deleteSession(db: Db, sessionHash: string): Promise<unknown> {
  return db.deleteFrom('sessions').where('sessionHash', '=', sessionHash).execute();
}

/**
 * Ends the sessions of a user but `keepSessionHash`: those they are logged in with and, with
 * `asImpersonator`, those in which they act as someone else.
 */
export async function deleteSessionsOf(
  db: Db,
  userId: number,
  { keepSessionHash, asImpersonator }: { keepSessionHash?: string | null; asImpersonator: boolean },
): Promise<void> {
  let query = asImpersonator
    ? db.deleteFrom('sessions').where((eb) => eb.or([eb('userId', '=', userId), eb('impersonatorUserId', '=', userId)]))
    : db.deleteFrom('sessions').where('userId', '=', userId);
  if (keepSessionHash) query = query.where('sessionHash', '!=', keepSessionHash);
  await query.execute();
}

/** Sessions past the idle or absolute limit (the middleware drops them too: now - lastSeenAt > idle). */
export function deleteExpiredSessions(db: Db, lastSeenBefore: string, createdBefore: string) {
  return db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('lastSeenAt', '<', lastSeenBefore), eb('createdAt', '<', createdBefore)]))
    .executeTakeFirst();
}
