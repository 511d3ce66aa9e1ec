import { createDb, type DbHandle, type DbOptions } from './connection';
import { migrateToLatest } from './migrate';
import { underStartLock } from './startLock';
import type { Db } from './types';

/**
 * Opens the database, brings the schema up to date and hands it to `prepare` (server.ts passes the seed's
 * demo-data step, so the runtime never imports the seed); its result joins the handle. Both run in one
 * transaction under the start lock, so processes starting together do the work once. Nothing stays open
 * when a step fails.
 */
export async function openDatabase<T extends object>(
  options: DbOptions,
  prepare: (db: Db) => Promise<T>,
): Promise<DbHandle & T> {
  const handle = createDb(options);
  try {
    const prepared = await underStartLock(handle.db, handle.dialect, async (trx) => {
      await migrateToLatest({ ...handle, db: trx });
      return prepare(trx);
    });
    return { ...handle, ...prepared };
  } catch (error) {
    await handle.db.destroy();
    throw error;
  }
}
