/** The database as a whole. */
import { sql } from 'kysely';
import type { Db } from '../db/types';

/** One round trip; throws when the database does not answer. */
export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
