import { sql } from 'kysely';
import { createTestDb, type TestDb } from '../test/createTestDb';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.destroy());

/** The page queries of the seminar list and the theme dates (repositories/catalogue.ts, cataloguePages.ts). */
const PAGES = {
  price: sql`select event_id from events order by price, start_date, event_id limit 20 offset 100`,
  title: sql`select event_id from events order by title, start_date, event_id limit 20 offset 100`,
  themeDates: sql`select event_id from events where theme_id = 1 and start_date >= '2026-01-05'
    order by start_date, event_id`,
};

/** The plan's steps: SQLite's EXPLAIN QUERY PLAN lines, PostgreSQL's node types and index names. */
async function plan(query: (typeof PAGES)[keyof typeof PAGES]): Promise<string> {
  if (testDb.dialect === 'sqlite') {
    const { rows } = await sql<{ detail: string }>`explain query plan ${query}`.execute(testDb.db);
    return rows.map((r) => r.detail).join('\n');
  }
  // The test catalogue is small enough for a sequential scan to win; what matters is that an index serves
  // the whole order when the table is large, so sorting is priced out here.
  return testDb.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql`set local enable_sort = off`.execute(trx);
    await sql`set local enable_incremental_sort = off`.execute(trx);
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(trx);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe('event indexes (migration 009)', () => {
  it.each([
    ['price', 'events_price_order_idx'],
    ['title', 'events_title_order_idx'],
    ['themeDates', 'events_theme_start_idx'],
  ] as const)('walk the %s order in an index, without sorting', async (page, index) => {
    const steps = await plan(PAGES[page]);
    expect(steps).toContain(index);
    expect(steps).not.toMatch(/TEMP B-TREE|Sort/);
  });
});
