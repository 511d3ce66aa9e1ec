/** The meta table: key/value settings the api keeps in the database. */
import type { Db } from '../db/types';

export function readMeta(db: Db, key: string): Promise<string | undefined> {
  return db
    .selectFrom('meta')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst()
    .then((row) => row?.value);
}

/** Writes the value unless the key already has one (a parallel process may have been first). */
export function insertMetaIfAbsent(db: Db, key: string, value: string): Promise<unknown> {
  return db
    .insertInto('meta')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
