import type { HotelRateColumns } from './types';

/**
 * Plausible demo rates of a conference hotel, in cents, the same for the same hotel on every run: a single room
 * 95–145 € a night, full board 45–65 € a day, the day rate without overnight stay 55–75 € a day. The seed gives
 * them to its hotels, migration 011 to the hotels of a database seeded before it.
 */
export function demoHotelRates(hotelId: number): HotelRateColumns {
  return {
    singleRoomNightCents: 9_500 + ((hotelId * 7) % 11) * 500,
    fullBoardDayCents: 4_500 + ((hotelId * 3) % 5) * 500,
    dayRateCents: 5_500 + ((hotelId * 5) % 9) * 250,
  };
}
