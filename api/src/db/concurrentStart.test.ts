/**
 * Several api processes may start at once on an empty PostgreSQL database (behind a load balancer):
 * migrations and demo data must be written once, and every start succeed. In one process the pool's
 * connections stand in for the processes. SQLite's driver is synchronous, so its connections in one process
 * cannot wait for each other: e2e/src/apiStart.e2e.test.ts starts real processes on one SQLite file.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { seedDemoData } from '../seed';
import { DEMO_USERS } from '../seed/accounts';
import { createDb, type DbOptions } from './connection';
import { openDatabase } from './openDatabase';

const STARTS = 4;

/** An empty schema of its own in TEST_DATABASE_URL. */
async function freshDatabase(): Promise<{ options: DbOptions; cleanUp: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL as string;
  const schema = `amb_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = createDb({ dialect: 'postgres', url, maxConnections: 1 });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  return {
    options: { dialect: 'postgres', url, schema, maxConnections: 2 },
    cleanUp: async () => {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin.db);
      await admin.db.destroy();
    },
  };
}

const postgresOnly = process.env.AMB_TEST_DIALECT === 'postgres' ? describe : describe.skip;

postgresOnly('several api starts at once on an empty PostgreSQL database', () => {
  it('all succeed; the schema, the demo data and the demo accounts are written exactly once', async () => {
    const { options, cleanUp } = await freshDatabase();
    try {
      const handles = await Promise.all(
        Array.from({ length: STARTS }, () => openDatabase(options, seedDemoData({ baseDate: '2026-03-02' }))),
      );
      try {
        expect(handles.filter((handle) => handle.seeded)).toHaveLength(1);
        expect(new Set(handles.map((handle) => handle.baseDate))).toEqual(new Set(['2026-03-02']));
        const { db } = handles[0]!;
        const count = async (table: 'themes' | 'users') =>
          Number(
            (
              await db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          );
        const single = await openDatabase(options, seedDemoData());
        const themes = await count('themes');
        const users = await count('users');
        await single.db.destroy();
        expect(themes).toBeGreaterThan(0);
        expect(await count('themes')).toBe(themes);
        // Every demo account once (the editor of issue 13 included).
        expect(users).toBe(DEMO_USERS.length);
      } finally {
        await Promise.all(handles.map((handle) => handle.db.destroy()));
      }
    } finally {
      await cleanUp();
    }
  });
});
