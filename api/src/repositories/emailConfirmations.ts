/** Single-use confirmation links of login e-mails (only their sha256 is stored) and the confirmed mark. */
import type { Db } from '../db/types';

export function insertEmailConfirmation(
  db: Db,
  row: { tokenHash: string; userId: number; email: string; createdAt: string; expiresAt: string },
) {
  return db
    .insertInto('emailConfirmations')
    .values({ ...row, usedAt: null })
    .execute();
}

/** The account and address of a token that is unused and unexpired at `now`. */
export function findUsableEmailConfirmation(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('emailConfirmations')
    .select(['userId', 'email'])
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
}

/** Marks an unused token used; true when this call did it (a parallel one may have won). */
export async function markEmailConfirmationUsed(db: Db, tokenHash: string, now: string): Promise<boolean> {
  const used = await db
    .updateTable('emailConfirmations')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

/**
 * Ends the open links of the account (a confirmed change ends all; a new change request those of other
 * addresses than `keepEmail`, so only the newest requested address can still be confirmed).
 */
export function retireEmailConfirmations(db: Db, userId: number, now: string, keepEmail?: string) {
  let query = db
    .updateTable('emailConfirmations')
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('usedAt', 'is', null);
  if (keepEmail !== undefined) query = query.where('email', '!=', keepEmail);
  return query.execute();
}

/** The newest address other than the login e-mail with a live link: a change waiting for its confirmation. */
export async function findPendingEmail(db: Db, userId: number, loginEmail: string, now: string) {
  const row = await db
    .selectFrom('emailConfirmations')
    .select('email')
    .where('userId', '=', userId)
    .where('email', '!=', loginEmail)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
  return row?.email ?? null;
}

export function markEmailConfirmed(db: Db, userId: number, email: string, at: string) {
  return db
    .updateTable('users')
    .set({ email, emailConfirmedAt: at, updatedAt: at })
    .where('userId', '=', userId)
    .execute();
}

/** Links past expiry, and used ones once `usedBefore` has passed. */
export function deleteExpiredEmailConfirmations(db: Db, now: string, usedBefore: string) {
  return db
    .deleteFrom('emailConfirmations')
    .where((eb) =>
      eb.or([eb('expiresAt', '<=', now), eb.and([eb('usedAt', 'is not', null), eb('usedAt', '<', usedBefore)])]),
    )
    .executeTakeFirst();
}
