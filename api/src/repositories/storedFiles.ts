/** stored_files: uploaded files kept in the database, by storage key. */
import type { Db } from '../db/types';

/** Stores `data` under `key`; an existing file of that key is replaced. */
export function putFile(db: Db, key: string, data: Buffer, createdAt: string): Promise<unknown> {
  return db
    .insertInto('storedFiles')
    .values({ key, data, sizeBytes: data.length, createdAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ data, sizeBytes: data.length, createdAt }))
    .execute();
}

export async function getFile(db: Db, key: string): Promise<Buffer | null> {
  const row = await db.selectFrom('storedFiles').select('data').where('key', '=', key).executeTakeFirst();
  return row ? Buffer.from(row.data) : null;
}

export function deleteFile(db: Db, key: string): Promise<unknown> {
  return db.deleteFrom('storedFiles').where('key', '=', key).execute();
}
