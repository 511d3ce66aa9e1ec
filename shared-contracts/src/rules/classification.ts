/** Derived classifications of SPEC §4 (online, presence series, one-day event). */
import { isSameBerlinDay, type DateInput } from './dates';
import { isOnlineEvent, isOnlineHotelId, type HotelCarrier } from './online';

export { isOnlineEvent, isOnlineHotelId, type HotelCarrier, type WithHotel, type WithHotelId } from './online';

export interface Dated {
  startDate: DateInput;
  endDate: DateInput;
}

/** A training series counts as presence if any module has a hotel id other than 522 or -1. */
export function isPresenceSeries(modules: ReadonlyArray<{ hotelId: number | null | undefined }>): boolean {
  return modules.some((module) => !isOnlineHotelId(module.hotelId));
}

/** One-day: start and end on the same Berlin calendar date, and not online. */
export function isOneDayEvent(event: HotelCarrier & Dated): boolean {
  return isSameBerlinDay(event.startDate, event.endDate) && !isOnlineEvent(event);
}
