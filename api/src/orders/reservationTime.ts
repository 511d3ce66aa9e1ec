/** When a reservation ends: after the configured days, but never after the event has begun (Europe/Berlin). */
import { berlinToday } from '../util/calendarDays';

export const DEFAULT_RESERVATION_DAYS = 14;
const DAY_MS = 86_400_000;

/** 00:00 of a calendar day in Europe/Berlin, as an instant (UTC+1 or UTC+2). */
export function berlinMidnight(day: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00.000Z`);
  for (const hours of [1, 2]) {
    const candidate = new Date(utcMidnight - hours * 3_600_000);
    if (berlinToday(candidate) === day && berlinToday(new Date(candidate.getTime() - 1)) !== day) return candidate;
  }
  throw new RangeError(`Kein Tagesbeginn in Europe/Berlin für ${day}`);
}

/** When a reservation made at `now` ends: after `days`, but never after the event has begun. */
export function reservationEnd(now: Date, startDate: string, days: number): Date {
  const limit = now.getTime() + days * DAY_MS;
  return new Date(Math.min(limit, berlinMidnight(startDate).getTime()));
}
