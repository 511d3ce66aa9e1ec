import { createTestDb, type TestDb } from '../test/createTestDb';
import { DEFAULT_PREFERENCES, loadPreferences, preferencesFromRow, updatePreferences } from './preferences';

let testDb: TestDb;
let userId: number;
beforeAll(async () => {
  testDb = await createTestDb();
  userId = (await testDb.db.selectFrom('users').select('userId').where('role', '=', 'member').executeTakeFirstOrThrow())
    .userId;
});
afterAll(() => testDb.destroy());

describe('member preferences', () => {
  it('are the defaults until the first save', async () => {
    expect(await loadPreferences(testDb.db, userId)).toEqual(DEFAULT_PREFERENCES);
  });

  it('sections saved at the same time keep each other', async () => {
    await Promise.all([
      updatePreferences(testDb.db, userId, { brFunctions: ['JAV'] }),
      updatePreferences(testDb.db, userId, { country: 'Schweiz' }),
      updatePreferences(testDb.db, userId, { advertisingOptIn: true }),
      updatePreferences(testDb.db, userId, { memberships: ['GEW'] }),
    ]);
    expect(await loadPreferences(testDb.db, userId)).toEqual({
      ...DEFAULT_PREFERENCES,
      brFunctions: ['JAV'],
      country: 'Schweiz',
      advertisingOptIn: true,
      memberships: ['GEW'],
    });
  });

  it('stores the update time', async () => {
    await updatePreferences(testDb.db, userId, { country: 'Österreich' }, new Date('2026-01-05T10:00:00.000Z'));
    const row = await testDb.db
      .selectFrom('userPreferences')
      .select('updatedAt')
      .where('userId', '=', userId)
      .executeTakeFirst();
    expect(row?.updatedAt).toBe('2026-01-05T10:00:00.000Z');
  });

  it('reads damaged or outdated rows safely', () => {
    expect(
      preferencesFromRow({
        userId: 1,
        advertisingOptIn: 1,
        marketingPreferences: 'kein json',
        hotelPreferences: '{"singleRoom":"ja","note":5}',
        brFunctions: '["JAV","Abgeschafft",3]',
        country: 'Atlantis',
        memberships: '{}',
        updatedAt: '2026-01-05T10:00:00.000Z',
      }),
    ).toEqual({ ...DEFAULT_PREFERENCES, advertisingOptIn: true, brFunctions: ['JAV'] });
  });
});
