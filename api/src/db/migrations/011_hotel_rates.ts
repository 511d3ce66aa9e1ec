import { sql, type Kysely } from 'kysely';
import { demoHotelRates } from '../demoHotelRates';

/**
 * What a stay costs at a hotel (issue 10, cost calculator), in cents: the single room per night, full board
 * per day and the day rate without overnight stay (Tagungspauschale). Online "hotels" (522, -1) have none
 * (null). Hotels seeded before this migration get the seed's demo rates, so an existing demo database can
 * price its events too.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['single_room_night_cents', 'full_board_day_cents', 'day_rate_cents']) {
    await db.schema.alterTable('hotels').addColumn(column, 'integer').execute();
  }
  // Aliased: the app's connection maps column names to camelCase in results, a bare one would not.
  const hotels = await db
    .selectFrom('hotels')
    .select(sql<number>`hotel_id`.as('id'))
    .where('location_id', 'is not', null)
    .execute();
  for (const { id: hotelId } of hotels as { id: number }[]) {
    const rates = demoHotelRates(hotelId);
    await db
      .updateTable('hotels')
      .set({
        single_room_night_cents: rates.singleRoomNightCents,
        full_board_day_cents: rates.fullBoardDayCents,
        day_rate_cents: rates.dayRateCents,
      })
      .where('hotel_id', '=', hotelId)
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['day_rate_cents', 'full_board_day_cents', 'single_room_night_cents']) {
    await db.schema.alterTable('hotels').dropColumn(column).execute();
  }
}
