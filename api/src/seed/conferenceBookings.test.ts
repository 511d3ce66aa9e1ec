import { memberCertificate, memberDocuments } from '../members/documents';
import { findAuthUser, findUserIdByEmail } from '../repositories/users';
import { TEST_BASE_DATE, createTestDb, type TestDb } from '../test/createTestDb';
import { seedConferenceBookings } from './conferenceBookings';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.destroy());

describe('seedConferenceBookings', () => {
  it('books Anna and a colleague into the ended conference through the engine, with workshops and certificates, once', async () => {
    await seedConferenceBookings(testDb.db);
    await seedConferenceBookings(testDb.db);
    const anna = (await findAuthUser(testDb.db, (await findUserIdByEmail(testDb.db, 'anna.schneider@example.de'))!))!;
    const { bookings } = await memberDocuments(testDb.db, anna, TEST_BASE_DATE);
    expect(bookings).toHaveLength(1);
    const [event] = bookings[0]!.events;
    expect(event!.themeTitle).toBe('Fachtagung Arbeits- und Gesundheitsschutz');
    expect(event!.endDate < TEST_BASE_DATE).toBe(true);
    expect(event!.participants.map((p) => [p.name, p.status])).toEqual([
      ['Frau Anna Schneider', 'booked'],
      ['Herr Jonas Weber', 'booked'],
    ]);
    const { certificate } = await memberCertificate(
      testDb.db,
      anna,
      event!.participants[0]!.participantId,
      TEST_BASE_DATE,
    );
    expect(certificate.workshops).toEqual([
      'G1 Gefährdungsbeurteilung mitbestimmen',
      'G5 Betriebliches Eingliederungsmanagement',
    ]);
  });
});
