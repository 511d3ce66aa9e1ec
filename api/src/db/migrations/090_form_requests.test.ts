import { sql } from 'kysely';
import { createTestDb, type TestDb } from '../../test/createTestDb';
import { storedRequests } from '../../test/formRequests';
import { down, up } from './090_form_requests';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.destroy());

describe('migration 090_form_requests', () => {
  it('moves the contact and in-house requests of their own tables into form_requests, as JSON', async () => {
    const db = testDb.db;
    await down(db);
    const theme = await db
      .selectFrom('themes')
      .select(['themeId', 'title'])
      .orderBy('themeId')
      .executeTakeFirstOrThrow();
    await sql`INSERT INTO contact_requests (salutation, topic, firstname, lastname, email, phone, message, created_at)
      VALUES ('Herr', 'Sonstiges', 'Jonas', 'Weber', 'jonas@example.de', '', 'Zeile 1
Zeile 2 mit "Zitat"', '2026-01-02T08:00:00.000Z')`.execute(db);
    await sql`INSERT INTO inhouse_requests (theme_id, salutation, firstname, lastname, email, phone, company, street,
      street_number, postal_code, city, participants, message, created_at)
      VALUES (${theme.themeId}, 'Frau', 'Sabine', 'Koch', 'sabine@example.de', '0231 123456', 'Südstahl AG', 'Hüttenweg',
      '12a', '44135', 'Dortmund', 14, 'Im Frühjahr', '2026-01-03T08:00:00.000Z')`.execute(db);
    await up(db);
    expect(await storedRequests(db, 'contact')).toEqual([
      expect.objectContaining({
        status: 'new',
        name: 'Jonas Weber',
        email: 'jonas@example.de',
        createdAt: '2026-01-02T08:00:00.000Z',
        topic: 'Sonstiges',
        message: 'Zeile 1\nZeile 2 mit "Zitat"',
      }),
    ]);
    expect(await storedRequests(db, 'inhouse')).toEqual([
      expect.objectContaining({
        name: 'Sabine Koch',
        themeId: theme.themeId,
        themeTitle: theme.title,
        streetNumber: '12a',
        postalCode: '44135',
        participants: 14,
      }),
    ]);
  });
});
