/** Derived classifications of SPEC §4 (online, presence series, one-day event). */
import { ONLINE_HOTEL_IDS } from '../constants';
import { isSameBerlinDay, type DateInput } from './dates';

/** Shape of an Event: a hotel object, null when there is none. */
export interface WithHotel {
  hotel: { hotelId: number } | null | undefined;
}
/** Shape of a SeminarListItem: the hotel's id, null when there is none. */
export interface WithHotelId {
  hotelId: number | null | undefined;
}
export type HotelCarrier = WithHotel | WithHotelId;

export interface Dated {
  startDate: DateInput;
  endDate: DateInput;
}

/** No hotel id, or 522 / -1, means no physical venue (SPEC §9). */
export function isOnlineHotelId(hotelId: number | null | undefined): boolean {
  return hotelId === null || hotelId === undefined || (ONLINE_HOTEL_IDS as readonly number[]).includes(hotelId);
}

/** Online when it has no hotel, or its hotel is one of ONLINE_HOTEL_IDS. Takes an Event or a SeminarListItem. */
export function isOnlineEvent(event: HotelCarrier): boolean {
  const hotelId = 'hotel' in event ? event.hotel?.hotelId : event.hotelId;
  return isOnlineHotelId(hotelId);
}

/** A training series counts as presence if any module has a hotel id other than 522 or -1. */
export function isPresenceSeries(modules: ReadonlyArray<{ hotelId: number | null | undefined }>): boolean {
  return modules.some((module) => !isOnlineHotelId(module.hotelId));
}

/** One-day: start and end on the same Berlin calendar date, and not online. */
export function isOneDayEvent(event: HotelCarrier & Dated): boolean {
  return isSameBerlinDay(event.startDate, event.endDate) && !isOnlineEvent(event);
}
