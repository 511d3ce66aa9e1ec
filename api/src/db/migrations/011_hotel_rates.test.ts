import type { Kysely } from 'kysely';
import { createTestDb, type TestDb } from '../../test/createTestDb';
import { demoHotelRates } from '../demoHotelRates';
import { down, up } from './011_hotel_rates';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb({ seed: false });
});
afterAll(() => testDb.destroy());

describe('migration 011_hotel_rates', () => {
  it('gives the hotels of a database seeded before it the demo rates, and the online "hotels" none', async () => {
    // The database as 010 left it, with hotels already seeded.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const db = testDb.db as unknown as Kysely<any>;
    await down(db);
    await db
      .insertInto('locations')
      .values({ locationId: 1, name: 'Hamburg', slug: 'hamburg', state: 'Hamburg' })
      .execute();
    await db
      .insertInto('hotels')
      .values([
        { hotelId: 101, name: 'Hotel am Hafen', locationId: 1 },
        { hotelId: 137, name: 'Hotel an der Alster', locationId: 1 },
        { hotelId: 522, name: 'Online-Seminar', locationId: null },
      ])
      .execute();

    await up(db);

    const hotels = await testDb.db
      .selectFrom('hotels')
      .select(['hotelId', 'singleRoomNightCents', 'fullBoardDayCents', 'dayRateCents'])
      .orderBy('hotelId')
      .execute();
    expect(hotels).toEqual([
      { hotelId: 101, ...demoHotelRates(101) },
      { hotelId: 137, ...demoHotelRates(137) },
      { hotelId: 522, singleRoomNightCents: null, fullBoardDayCents: null, dayRateCents: null },
    ]);
    expect(demoHotelRates(101)).not.toEqual(demoHotelRates(137));
  });
});
