/**
 * `formatDate` and `formatDateRange` of `/dates` without moment (Intl): the seminar list's and the theme page's dates,
 * where moment alone was 21.6 KB gzip of the first load. Its own module, not berlinDays.ts: `/analytics` (loaded by
 * the header) bundles that one and would carry the parser too. berlinDays.test.ts holds both to equal output.
 */
import { berlinDayOf, DATE_RANGE_SEPARATOR } from './berlinDays';

/** An ISO 8601 date, optionally with a time and an offset, as moment's strict ISO parse of `/dates` reads them. */
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2})(?::(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Minutes east of UTC of 'Z', '+01', '+0100' or '+01:00'. */
function offsetMinutes(offset: string): number {
  if (offset === 'Z') return 0;
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || '0'));
}

/**
 * The Berlin calendar day ('DD.MM.YYYY') of a date as `formatDate` of `/dates` reads it, without moment: an ISO
 * string with offset or Z is an instant, one without is Berlin wall time (its day as written), a Date or epoch ms
 * an instant; '' for an invalid date.
 */
export function formatBerlinDay(input: string | Date | number): string {
  if (typeof input !== 'string') {
    const date = new Date(input);
    return Number.isNaN(date.getTime()) ? '' : berlinDayOf(date);
  }
  const match = ISO_DATE.exec(input);
  if (!match) return '';
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '', offset] = match;
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  if (!isCalendarDay(y, m, d) || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return '';
  if (offset === undefined) return `${day}.${month}.${year}`;
  const utc =
    Date.UTC(y, m - 1, d, Number(hour), Number(minute), Number(second), Number(fraction.padEnd(3, '0').slice(0, 3))) -
    offsetMinutes(offset) * 60_000;
  return berlinDayOf(new Date(utc));
}

/** `formatDateRange` of `/dates` without moment: one day when both are the same Berlin day, else both. */
export function formatBerlinDayRange(start: string | Date | number, end: string | Date | number): string {
  const from = formatBerlinDay(start);
  const to = formatBerlinDay(end);
  if (from === '' || to === '' || from === to) return from || to;
  return `${from}${DATE_RANGE_SEPARATOR}${to}`;
}

const WEEKDAYS = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];

/** `formatWeekday` of `/dates` without moment: 'Mittwoch' (long) or 'Mi.' (short) of the Berlin day; '' if invalid. */
export function formatBerlinWeekday(input: string | Date | number, style: 'long' | 'short' = 'long'): string {
  const day = formatBerlinDay(input);
  if (day === '') return '';
  const [date, month, year] = day.split('.').map(Number) as [number, number, number];
  const name = WEEKDAYS[new Date(Date.UTC(year, month - 1, date)).getUTCDay()]!;
  return style === 'long' ? name : `${name.slice(0, 2)}.`;
}
