import { verifyPassword } from '../auth/passwords';
import { createTestDb, type TestDb } from '../test/createTestDb';
import { DEMO_PASSWORD, DEMO_USERS, META_DEMO_ACCOUNTS, seedDemoAccounts } from './accounts';
import { seedIfEmpty } from './seed';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.destroy());

describe('demo accounts', () => {
  it('seeds members, two committees with one manager each and one admin, all with the demo password', async () => {
    const users = await testDb.db.selectFrom('users').selectAll().orderBy('userId').execute();
    expect(users.map((u) => u.email)).toEqual(DEMO_USERS.map((u) => u.email));
    expect(users.filter((u) => u.role === 'admin').map((u) => u.email)).toEqual(['admin@example.de']);
    const committees = await testDb.db
      .selectFrom('committees')
      .select(['committeeId', 'name'])
      .orderBy('committeeId')
      .execute();
    expect(committees.map((c) => c.name)).toEqual(['Betriebsrat Nordwerk GmbH', 'Betriebsrat Südstahl AG']);
    for (const { committeeId } of committees) {
      const members = users.filter((u) => u.committeeId === committeeId);
      expect(members.filter((u) => u.committeeRole === 'manager')).toHaveLength(1);
      expect(members.length).toBeGreaterThan(1);
    }
    expect(await verifyPassword(DEMO_PASSWORD, users[1]!.passwordHash)).toBe(true);
    expect(new Set(users.map((u) => u.passwordHash.split('$')[4])).size).toBe(users.length);
  });

  it('is deterministic and idempotent (a second seed run changes nothing)', async () => {
    const before = await testDb.db.selectFrom('users').selectAll().orderBy('userId').execute();
    expect(await seedDemoAccounts(testDb.db)).toBe(false);
    await seedIfEmpty(testDb.db);
    expect(await testDb.db.selectFrom('users').selectAll().orderBy('userId').execute()).toEqual(before);
  });

  it('adds the accounts to a database seeded before they existed, leaving existing rows alone', async () => {
    await testDb.db.deleteFrom('meta').where('key', '=', META_DEMO_ACCOUNTS).execute();
    await testDb.db.deleteFrom('users').where('email', '=', 'jonas.weber@example.de').execute();
    expect(await seedDemoAccounts(testDb.db)).toBe(true);
    const emails = (await testDb.db.selectFrom('users').select('email').execute()).map((u) => u.email);
    expect(emails.sort()).toEqual(DEMO_USERS.map((u) => u.email).sort());
  });
});
