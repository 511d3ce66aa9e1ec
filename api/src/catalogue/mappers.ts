import type { Hotel, Location, Price } from '@amb/shared-contracts';
import { ONLINE_HOTEL_IDS } from '@amb/shared-contracts';
import type { HotelTable, LocationTable, PriceColumns } from '../db/types';

export const isOnlineHotelId = (hotelId: number | null): boolean =>
  hotelId === null || (ONLINE_HOTEL_IDS as readonly number[]).includes(hotelId);

export function toPrice(row: PriceColumns): Price {
  return {
    price: row.price,
    priceParticipantTwo: row.priceParticipantTwo,
    priceParticipantThree: row.priceParticipantThree,
    priceParticipantFour: row.priceParticipantFour,
    priceParticipantFive: row.priceParticipantFive,
  };
}

export function toLocation(row: LocationTable): Location {
  return { locationId: row.locationId, name: row.name, slug: row.slug, state: row.state };
}

/** Optional columns that are NULL are left out, as the Hotel type has them optional. */
export function toHotel(row: HotelTable, location: LocationTable | null): Hotel {
  return {
    hotelId: row.hotelId,
    name: row.name,
    ...(row.street !== null ? { street: row.street } : {}),
    ...(row.postalCode !== null ? { postalCode: row.postalCode } : {}),
    ...(row.city !== null ? { city: row.city } : {}),
    ...(row.stars !== null ? { stars: row.stars } : {}),
    location: location ? toLocation(location) : null,
  };
}
