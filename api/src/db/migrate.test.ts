import { sql } from 'kysely';
import { createTestDb, type TestDb } from '../test/createTestDb';
import { createDb } from './connection';
import { migrateToLatest } from './migrate';
import { MIGRATIONS } from './migrations';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb({ seed: false });
});
afterAll(() => testDb.destroy());

describe('migrateToLatest', () => {
  it('has applied every migration and is idempotent', async () => {
    expect(await migrateToLatest(testDb)).toEqual([]);
    const tables = (await testDb.db.introspection.getTables()).map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining(['events', 'themes', 'navigation_items', 'meta']));
    const names = Object.keys(MIGRATIONS);
    expect(names.slice(0, 2)).toEqual(['001_catalogue', '002_accounts']);
    expect(names).toEqual([...names].sort());
    expect(tables).toEqual(
      expect.arrayContaining(['users', 'committees', 'sessions', 'rate_limit_hits', 'mail_outbox']),
    );
  });

  const postgresOnly = process.env.AMB_TEST_DIALECT === 'postgres' ? it : it.skip;
  postgresOnly('uses the current schema even when another schema already holds migration tables', async () => {
    const schema = `${testDb.schema}_b`;
    await sql`create schema ${sql.id(schema)}`.execute(testDb.db);
    const other = createDb({ dialect: 'postgres', url: testDb.url as string, schema });
    try {
      expect(await migrateToLatest({ db: other.db, dialect: 'postgres' })).toEqual(Object.keys(MIGRATIONS));
      const { rows } = await sql<{ n: string }>`
        select count(*) as n from pg_tables where schemaname = ${schema} and tablename = 'events'`.execute(other.db);
      expect(Number(rows[0]?.n)).toBe(1);
    } finally {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(other.db);
      await other.db.destroy();
    }
  });
});
