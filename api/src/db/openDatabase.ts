import { createDb, type DbHandle, type DbOptions } from './connection';
import { migrateToLatest } from './migrate';
import type { Db } from './types';

/**
 * Opens the database, brings the schema up to date and hands it to `prepare` (server.ts passes the seed's
 * demo-data step, so the runtime never imports the seed); its result joins the handle. Nothing stays open
 * when a step fails.
 */
export async function openDatabase<T extends object>(
  options: DbOptions,
  prepare: (db: Db) => Promise<T>,
): Promise<DbHandle & T> {
  const handle = createDb(options);
  try {
    await migrateToLatest(handle);
    return { ...handle, ...(await prepare(handle.db)) };
  } catch (error) {
    await handle.db.destroy();
    throw error;
  }
}
