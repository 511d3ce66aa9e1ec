import { createDb, type DbHandle } from '../db/connection';
import { seedIfEmpty } from '../seed/seed';
import { postgresCopy, sqliteCopy, TEST_CONNECT_TIMEOUT_MS, type TemplateCopy } from './templateDb';

/** Fixed base date of the test data (a Monday), so expectations never drift with the calendar. */
export const TEST_BASE_DATE = '2026-01-05';

export interface TestDb extends DbHandle {
  /** PostgreSQL: the connection string of this file's database. */
  url?: string;
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated (and by default seeded) database for one test file: an in-memory SQLite database, or —
 * with AMB_TEST_DIALECT=postgres — a database of its own on the server of TEST_DATABASE_URL, dropped by
 * destroy(), so files can run in parallel. Both are copies of the run's template (templateDb.ts); another
 * base date than the test data's is migrated and seeded anew.
 */
export async function createTestDb(options: { seed?: boolean; baseDate?: string } = {}): Promise<TestDb> {
  const postgres = process.env.AMB_TEST_DIALECT === 'postgres';
  const url = process.env.TEST_DATABASE_URL;
  if (postgres && !url) throw new Error('AMB_TEST_DIALECT=postgres braucht TEST_DATABASE_URL');
  const variant = options.seed === false ? 'empty' : 'seeded';
  const baseDate = options.baseDate ?? TEST_BASE_DATE;
  if (variant === 'seeded' && baseDate !== TEST_BASE_DATE) {
    const copy = postgres ? await postgresCopy(url!, 'empty', baseDate) : await sqliteCopy('empty', baseDate);
    try {
      await seedIfEmpty(copy.db, { baseDate });
    } catch (error) {
      await copy.db.destroy().finally(() => copy.drop());
      throw error;
    }
    return testDbOf(copy);
  }
  return testDbOf(postgres ? await postgresCopy(url!, variant, baseDate) : await sqliteCopy(variant, baseDate));
}

function testDbOf({ drop, ...handle }: TemplateCopy): TestDb {
  return {
    ...handle,
    destroy: async () => {
      try {
        await handle.db.destroy();
      } finally {
        await drop();
      }
    },
  };
}

/**
 * On PostgreSQL, a second pool of connections to the same schema: what a second api process would hold.
 * null on in-memory SQLite (one connection is the whole database there).
 */
export function secondConnection(testDb: TestDb): DbHandle | null {
  if (testDb.dialect !== 'postgres' || !testDb.schema) return null;
  if (!testDb.url) return null;
  return createDb({
    dialect: 'postgres',
    url: testDb.url,
    schema: testDb.schema,
    maxConnections: 4,
    connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS,
  });
}
