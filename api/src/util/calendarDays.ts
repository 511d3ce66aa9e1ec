/** Calendar-day arithmetic on YYYY-MM-DD strings (UTC-based, no time of day involved): config, filters and the seed. */
const DAY_MS = 86_400_000;

export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** One definition for the browser and the api (the catalogue filters validate days with it). */
export { isValidDay } from '@amb/shared-contracts';

export function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function parseDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

export function addDays(day: string, days: number): string {
  return toDay(new Date(parseDay(day).getTime() + days * DAY_MS));
}

/** Adds calendar months, clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const date = parseDay(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return toDay(target);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((parseDay(to).getTime() - parseDay(from).getTime()) / DAY_MS);
}

/** 1 = Monday … 7 = Sunday. */
export function isoWeekday(day: string): number {
  return parseDay(day).getUTCDay() || 7;
}

/** The calendar day in Europe/Berlin of an instant. */
export function berlinToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
