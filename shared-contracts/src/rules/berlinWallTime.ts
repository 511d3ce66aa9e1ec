/**
 * Wall-clock time in Europe/Berlin without moment (Intl only): the consultant's working hours are Berlin
 * times, the appointments instants. A time that does not exist (the hour skipped when summer time starts)
 * has no instant; a time that exists twice (the hour repeated when it ends) is its first, summer-time instant.
 */
import { TIME_ZONE } from '../constants';

export interface BerlinWallTime {
  /** YYYY-MM-DD */
  day: string;
  /** HH:MM (24 h) */
  time: string;
  /** 1 = Monday … 7 = Sunday */
  weekday: number;
}

let formatter: Intl.DateTimeFormat | undefined;
const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The Berlin day, time and weekday of an instant. */
export function berlinWallTime(instant: Date | string | number): BerlinWallTime {
  formatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    weekday: 'short',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(
    formatter.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    weekday: WEEKDAYS[parts.weekday ?? ''] ?? 0,
  };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of 'HH:MM', or NaN. */
export function minutesOfTime(time: string): number {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

/** 'HH:MM' of minutes since midnight (0 … 1439). */
export function timeOfMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The instant of a Berlin wall time, or null when that time does not exist on that day. */
export function berlinInstant(day: string, time: string): Date | null {
  const date = DAY.exec(day);
  const minutes = minutesOfTime(time);
  if (!date || Number.isNaN(minutes)) return null;
  const asUtc = Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]), Math.floor(minutes / 60), minutes % 60);
  // Berlin is UTC+2 in summer and UTC+1 in winter: the earlier instant first (a repeated hour's summer time).
  for (const offsetHours of [2, 1]) {
    const candidate = new Date(asUtc - offsetHours * 3_600_000);
    const wall = berlinWallTime(candidate);
    if (wall.day === day && wall.time === time) return candidate;
  }
  return null;
}

/** Calendar-day arithmetic on YYYY-MM-DD (no time of day involved). */
export function addCalendarDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 1 = Monday … 7 = Sunday of a calendar day. */
export function weekdayOfDay(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
