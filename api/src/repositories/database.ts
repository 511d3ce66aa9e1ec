/** The database as a whole. */
import { sql } from 'kysely';
import type { Db } from '../db/types';

/** One round trip; throws when the database does not answer. */
export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/**
 * Refreshes the planner's statistics after a bulk load (the seed): without them PostgreSQL plans the
 * catalogue's filtered lists as if every filter matched half the rows, until autovacuum gets round to it.
 */
export async function analyzeTables(db: Db, tables: readonly string[]): Promise<void> {
  for (const table of tables) await sql`analyze ${sql.table(table)}`.execute(db);
}
