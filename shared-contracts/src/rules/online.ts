/** Online or not (SPEC §9): no moment needed, so `/core` has it for the start page; `/dates` re-exports it. */
import { ONLINE_HOTEL_IDS } from '../constants';

/** Shape of an Event: a hotel object, null when there is none. */
export interface WithHotel {
  hotel: { hotelId: number } | null | undefined;
}
/** Shape of a SeminarListItem: the hotel's id, null when there is none. */
export interface WithHotelId {
  hotelId: number | null | undefined;
}
export type HotelCarrier = WithHotel | WithHotelId;

/** No hotel id, or 522 / -1, means no physical venue (SPEC §9). */
export function isOnlineHotelId(hotelId: number | null | undefined): boolean {
  return hotelId === null || hotelId === undefined || (ONLINE_HOTEL_IDS as readonly number[]).includes(hotelId);
}

/** Online when it has no hotel, or its hotel is one of ONLINE_HOTEL_IDS. Takes an Event or a SeminarListItem. */
export function isOnlineEvent(event: HotelCarrier): boolean {
  const hotelId = 'hotel' in event ? event.hotel?.hotelId : event.hotelId;
  return isOnlineHotelId(hotelId);
}
