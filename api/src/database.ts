import { createDb, type DbHandle, type DbOptions } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { seedIfEmpty } from './seed/seed';

/** Opens the database, brings the schema up to date and seeds it when empty. */
export async function openDatabase(
  options: DbOptions,
  seedOptions: { baseDate?: string } = {},
): Promise<DbHandle & { baseDate: string; seeded: boolean }> {
  const handle = createDb(options);
  try {
    await migrateToLatest(handle);
    const result = await seedIfEmpty(handle.db, seedOptions);
    return { ...handle, baseDate: result.baseDate, seeded: result.created };
  } catch (error) {
    await handle.db.destroy();
    throw error;
  }
}
