import { memberDocuments } from '../members/documents';
import { findAuthUser, findUserIdByEmail } from '../repositories/users';
import { TEST_BASE_DATE, createTestDb, type TestDb } from '../test/createTestDb';
import { seedDemoDocuments } from './documents';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.destroy());

describe('seedDemoDocuments', () => {
  it('gives Anna an upcoming booking (two participants) and a finished one with a certificate, once', async () => {
    await seedDemoDocuments(testDb.db, TEST_BASE_DATE);
    await seedDemoDocuments(testDb.db, TEST_BASE_DATE);
    const anna = (await findAuthUser(testDb.db, (await findUserIdByEmail(testDb.db, 'anna.schneider@example.de'))!))!;
    const { bookings, overviews } = await memberDocuments(testDb.db, anna, TEST_BASE_DATE);
    expect(bookings).toHaveLength(2);
    const events = bookings.flatMap((b) => b.events);
    const upcoming = events.find((e) => e.startDate > TEST_BASE_DATE)!;
    const finished = events.find((e) => e.endDate < TEST_BASE_DATE)!;
    expect(upcoming.participants.map((p) => [p.name, p.status])).toEqual([
      ['Frau Anna Schneider', 'booked'],
      ['Herr Jonas Weber', 'booked'],
    ]);
    expect(upcoming.icsPath).toBe(`/api-meinamb/event-ics/${upcoming.eventId}`);
    expect(finished.participants[0]!.certificatePath).toMatch(/^\/api-meinamb\/certificate-pdf\/\d+$/);
    expect(overviews.length).toBeGreaterThan(0);
  });
});
