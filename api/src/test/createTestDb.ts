import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { createDb, type DbHandle } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { seedIfEmpty } from '../seed/seed';

/** Fixed base date of the test data (a Monday), so expectations never drift with the calendar. */
export const TEST_BASE_DATE = '2026-01-05';

const SCHEMA_PREFIX = 'amb_test_';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Schemas left behind by an interrupted run (their jest worker is gone). */
async function dropStaleSchemas({ db }: DbHandle): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    select nspname as name from pg_namespace where nspname like ${`${SCHEMA_PREFIX}%`}`.execute(db);
  for (const { name } of rows) {
    const pid = Number(name.slice(SCHEMA_PREFIX.length).split('_')[0]);
    if (Number.isInteger(pid) && !isAlive(pid)) {
      await sql`drop schema if exists ${sql.id(name)} cascade`.execute(db).catch(() => undefined);
    }
  }
}

export interface TestDb extends DbHandle {
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated (and by default seeded) database for one test file: in-memory SQLite, or — with
 * AMB_TEST_DIALECT=postgres — a schema of its own in TEST_DATABASE_URL, dropped by destroy(), so files
 * can run in parallel.
 */
export async function createTestDb(options: { seed?: boolean; baseDate?: string } = {}): Promise<TestDb> {
  const dialect = process.env.AMB_TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
  let handle: DbHandle;
  let drop = async (): Promise<void> => {};
  if (dialect === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('AMB_TEST_DIALECT=postgres braucht TEST_DATABASE_URL');
    const schema = `${SCHEMA_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
    handle = createDb({ dialect: 'postgres', url, schema, maxConnections: 4 });
    await dropStaleSchemas(handle);
    await sql`create schema ${sql.id(schema)}`.execute(handle.db);
    drop = async () => {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(handle.db);
    };
  } else {
    handle = createDb({ dialect: 'sqlite', file: ':memory:' });
  }
  try {
    await migrateToLatest(handle);
    if (options.seed !== false) await seedIfEmpty(handle.db, { baseDate: options.baseDate ?? TEST_BASE_DATE });
  } catch (error) {
    await drop().finally(() => handle.db.destroy());
    throw error;
  }
  return {
    ...handle,
    destroy: async () => {
      try {
        await drop();
      } finally {
        await handle.db.destroy();
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
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return null;
  return createDb({ dialect: 'postgres', url, schema: testDb.schema, maxConnections: 4 });
}
