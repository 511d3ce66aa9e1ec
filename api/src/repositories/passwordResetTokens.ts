/** Single-use password-reset tokens (only their sha256 is stored). */
import type { Db } from '../db/types';

export function insertResetToken(db: Db, token: { tokenHash: string; userId: number; expiresAt: string }) {
  return db
    .insertInto('passwordResetTokens')
    .values({ ...token, usedAt: null })
    .execute();
}

/** The user of a token that is unused and unexpired at `now`. */
export function findUsableResetToken(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('passwordResetTokens')
    .select(['userId'])
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
}

/** Marks an unused token used; true when this call did it (a parallel one may have won). */
export async function markResetTokenUsed(db: Db, tokenHash: string, now: string): Promise<boolean> {
  const used = await db
    .updateTable('passwordResetTokens')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

/** Tokens past expiry, and used ones once `usedBefore` has passed. */
export function deleteExpiredResetTokens(db: Db, now: string, usedBefore: string) {
  return db
    .deleteFrom('passwordResetTokens')
    .where((eb) =>
      eb.or([eb('expiresAt', '<=', now), eb.and([eb('usedAt', 'is not', null), eb('usedAt', '<', usedBefore)])]),
    )
    .executeTakeFirst();
}
