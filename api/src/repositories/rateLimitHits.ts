/** The sliding log of rate limits: one row per hit time of a key ("<limit name>:<key>"). */
import { sql } from 'kysely';
import type { Db } from '../db/types';
import { isPostgres } from './search';

/** The advisory-lock class of a rate-limit key (two-key form, apart from the other lock classes). */
const RATE_LIMIT_LOCK_CLASS = 22;

/**
 * Serialises the count-then-add of one key until the caller's transaction ends. On PostgreSQL two api processes
 * (or two connections of one) counting the same key at once would both see N hits and both let request N+1
 * through; a transaction-scoped advisory lock makes them take turns. SQLite runs one write transaction at a time.
 */
export async function lockKey(db: Db, key: string): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`select pg_advisory_xact_lock(${RATE_LIMIT_LOCK_CLASS}, hashtext(${key}))`.execute(db);
}

/** The hits of a key after `since` and the oldest of them. */
export function sumHits(db: Db, key: string, since: string) {
  return db
    .selectFrom('rateLimitHits')
    .select((eb) => [eb.fn.sum<number | string | null>('hits').as('total'), eb.fn.min('windowStart').as('oldest')])
    .where('key', '=', key)
    .where('windowStart', '>', since)
    .executeTakeFirst();
}

export function deleteHitsUpTo(db: Db, key: string, upTo: string): Promise<unknown> {
  return db.deleteFrom('rateLimitHits').where('key', '=', key).where('windowStart', '<=', upTo).execute();
}

/** One more hit at `at` (several in the same millisecond share a row). */
export function addHit(db: Db, key: string, at: string): Promise<unknown> {
  return db
    .insertInto('rateLimitHits')
    .values({ key, windowStart: at, hits: 1 })
    .onConflict((oc) =>
      oc.columns(['key', 'windowStart']).doUpdateSet((eb) => ({ hits: eb('rateLimitHits.hits', '+', 1) })),
    )
    .execute();
}

/** Takes back the newest hit of a key after `since`. */
export async function removeLatestHit(db: Db, key: string, since: string): Promise<void> {
  const latest = await db
    .selectFrom('rateLimitHits')
    .select(['windowStart', 'hits'])
    .where('key', '=', key)
    .where('windowStart', '>', since)
    .orderBy('windowStart', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) return;
  const row = db.updateTable('rateLimitHits').where('key', '=', key).where('windowStart', '=', latest.windowStart);
  if (latest.hits > 1) await row.set((eb) => ({ hits: eb('hits', '-', 1) })).execute();
  else
    await db.deleteFrom('rateLimitHits').where('key', '=', key).where('windowStart', '=', latest.windowStart).execute();
}

export function deleteHits(db: Db, key: string): Promise<unknown> {
  return db.deleteFrom('rateLimitHits').where('key', '=', key).execute();
}

/** Hits of the limit `name` whose window (starting at or before `upTo`) has ended. */
export function deleteEndedHitsOf(db: Db, name: string, upTo: string) {
  const prefix = `${name}:`;
  return db
    .deleteFrom('rateLimitHits')
    .where((eb) => eb(eb.fn('substr', [eb.ref('key'), eb.lit(1), eb.lit(prefix.length)]), '=', prefix))
    .where('windowStart', '<=', upTo)
    .executeTakeFirst();
}

export function deleteHitsStartedUpTo(db: Db, upTo: string) {
  return db.deleteFrom('rateLimitHits').where('windowStart', '<=', upTo).executeTakeFirst();
}
