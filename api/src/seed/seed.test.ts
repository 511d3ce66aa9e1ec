import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/openDatabase';
import { seedDemoData } from '.';
import { createTestDb, TEST_BASE_DATE, type TestDb } from '../test/createTestDb';
import { generateSeed } from './generate';
import { CONFERENCES } from './conferencesData';
import { clearSeed, readBaseDate, seedIfEmpty } from './seed';

const data = generateSeed(TEST_BASE_DATE);

describe('seedIfEmpty', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb({ seed: false });
  });
  afterAll(() => testDb.destroy());

  const count = async (table: 'events' | 'themes' | 'hotels' | 'eventModules' | 'navigationItems') =>
    Number(
      (
        await testDb.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('writes the generated rows and the base date in one go', async () => {
    const result = await seedIfEmpty(testDb.db, { baseDate: TEST_BASE_DATE });
    expect(result.created).toBe(true);
    expect(await readBaseDate(testDb.db)).toBe(TEST_BASE_DATE);
    // Each demo conference is an event of the booking engine with a theme of its own (seed/conferences.ts).
    expect(await count('events')).toBe(data.events.length + CONFERENCES.length);
    expect(await count('themes')).toBe(data.themes.length + CONFERENCES.length);
    expect(await count('hotels')).toBe(data.hotels.length);
    expect(await count('eventModules')).toBe(data.eventModules.length);
    expect(await count('navigationItems')).toBe(data.navigationItems.length);
    const stored = await testDb.db.selectFrom('events').selectAll().orderBy('eventId').execute();
    expect(stored.slice(0, data.events.length)).toEqual(data.events);
  });

  it('leaves a seeded database alone (a restart does not regenerate)', async () => {
    const result = await seedIfEmpty(testDb.db, { baseDate: '2030-01-01' });
    expect(result).toEqual({ created: false, baseDate: TEST_BASE_DATE });
    expect(await count('events')).toBe(data.events.length + CONFERENCES.length);
  });

  it('indexes the catalogue for the search, and builds a missing index on the next start', async () => {
    const documents = async () =>
      Number(
        (
          await testDb.db
            .selectFrom('searchDocuments')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const expected =
      data.themes.length + data.events.length + data.locations.length + data.hotels.filter((h) => h.locationId).length;
    expect(await documents()).toBe(expected);
    // A database seeded before the index existed (migration 005) has an empty index.
    await testDb.db.deleteFrom('searchDocuments').execute();
    await seedIfEmpty(testDb.db, { baseDate: TEST_BASE_DATE });
    expect(await documents()).toBe(expected);
  });

  it('can be cleared and generated afresh for another base date', async () => {
    await clearSeed(testDb.db);
    expect(await count('events')).toBe(0);
    expect(await readBaseDate(testDb.db)).toBeNull();
    const result = await seedIfEmpty(testDb.db, { baseDate: '2026-09-07' });
    expect(result.created).toBe(true);
    const first = await testDb.db
      .selectFrom('events')
      .select('startDate')
      .where('eventId', 'not in', (eb) => eb.selectFrom('conferences').select('eventId'))
      .orderBy('startDate')
      .executeTakeFirstOrThrow();
    expect(first.startDate >= '2026-09-07').toBe(true);
    const conferences = await testDb.db.selectFrom('conferences').select('slug').execute();
    expect(conferences).toHaveLength(CONFERENCES.length);
  });
});

const sqliteOnly = process.env.AMB_TEST_DIALECT === 'postgres' ? describe.skip : describe;
sqliteOnly('openDatabase on a SQLite file', () => {
  it('creates the directory, migrates, seeds once and keeps the base date across restarts', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'amb-api-'));
    const file = path.join(dir, 'nested', 'amb.sqlite');
    try {
      const first = await openDatabase({ dialect: 'sqlite', file }, seedDemoData({ baseDate: '2026-03-02' }));
      expect(first.seeded).toBe(true);
      await first.db.destroy();
      const second = await openDatabase({ dialect: 'sqlite', file }, seedDemoData());
      expect(second.seeded).toBe(false);
      expect(second.baseDate).toBe('2026-03-02');
      await second.db.destroy();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
