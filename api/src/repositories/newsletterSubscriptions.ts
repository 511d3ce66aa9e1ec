/** Newsletter sign-ups (double opt-in). */
import type { Db } from '../db/types';

/**
 * Stores a pending sign-up with a new token, or renews the token of one still pending; an address already
 * confirmed is left alone. True when a confirm link with this token is to be sent.
 */
export async function upsertPendingSubscription(
  db: Db,
  row: { email: string; tokenHash: string; tokenExpiresAt: string; requestedAt: string },
): Promise<boolean> {
  const written = await db
    .insertInto('newsletterSubscriptions')
    .values({ ...row, confirmedAt: null })
    .onConflict((conflict) =>
      conflict
        .column('email')
        .doUpdateSet({ tokenHash: row.tokenHash, tokenExpiresAt: row.tokenExpiresAt, requestedAt: row.requestedAt })
        .where('newsletterSubscriptions.confirmedAt', 'is', null),
    )
    .returning('subscriptionId')
    .executeTakeFirst();
  return written !== undefined;
}

/** Confirms the sign-up of an unexpired token (again, when it was confirmed already); false for any other token. */
export async function confirmSubscription(db: Db, tokenHash: string, now: string): Promise<boolean> {
  const row = await db
    .selectFrom('newsletterSubscriptions')
    .select(['subscriptionId', 'confirmedAt'])
    .where('tokenHash', '=', tokenHash)
    .where('tokenExpiresAt', '>', now)
    .executeTakeFirst();
  if (!row) return false;
  if (row.confirmedAt === null) {
    await db
      .updateTable('newsletterSubscriptions')
      .set({ confirmedAt: now })
      .where('subscriptionId', '=', row.subscriptionId)
      .where('confirmedAt', 'is', null)
      .execute();
  }
  return true;
}
