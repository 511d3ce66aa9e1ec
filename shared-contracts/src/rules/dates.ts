/**
 * German dates in Europe/Berlin (SPEC §9). Only the core of moment-timezone is imported plus the Berlin
 * zone from berlinZone.ts: the `moment-timezone` main entry would pull in the full 729 KB data set.
 * The German locale comes from germanLocale.ts (see there why not from moment/locale/de).
 */
import moment from 'moment-timezone/moment-timezone';
import { TIME_ZONE } from '../constants';
import { DATE_RANGE_SEPARATOR } from './berlinDays';
import { BERLIN_ZONE_PACKED } from './berlinZone';
import { GERMAN_LOCALE } from './germanLocale';

if (!moment.tz.zone(TIME_ZONE)) moment.tz.add(BERLIN_ZONE_PACKED);
// Registered like `import 'moment/locale/de'` would (which also makes German the global default).
if (!moment.locales().includes('de')) moment.defineLocale('de', GERMAN_LOCALE);

/** An ISO 8601 string (with offset/Z = an instant; without = Berlin wall time), a Date or epoch ms. */
export type DateInput = string | Date | number;

export const DATE_FORMAT = 'DD.MM.YYYY';
export { DATE_RANGE_SEPARATOR };

/** The input as a German-locale moment in Europe/Berlin, or null when it is no valid date. */
export function berlinMoment(input: DateInput): moment.Moment | null {
  const parsed =
    typeof input === 'string' ? moment.tz(input, moment.ISO_8601, true, TIME_ZONE) : moment.tz(input, TIME_ZONE);
  return parsed.isValid() ? parsed.locale('de') : null;
}

/** '24.03.2027'; '' for an invalid date. */
export function formatDate(input: DateInput): string {
  return berlinMoment(input)?.format(DATE_FORMAT) ?? '';
}

/** '09:30' (24 h, Berlin); '' for an invalid date. */
export function formatTime(input: DateInput): string {
  return berlinMoment(input)?.format('HH:mm') ?? '';
}

/** 'Mittwoch' (long) or 'Mi.' (short); '' for an invalid date. */
export function formatWeekday(input: DateInput, style: 'long' | 'short' = 'long'): string {
  return berlinMoment(input)?.format(style === 'long' ? 'dddd' : 'ddd') ?? '';
}

/** The Berlin calendar date as 'YYYY-MM-DD' (for filters and grouping); '' for an invalid date. */
export function berlinDateKey(input: DateInput): string {
  return berlinMoment(input)?.format('YYYY-MM-DD') ?? '';
}

const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True when both fall on the same calendar day in Berlin. */
export function isSameBerlinDay(a: DateInput, b: DateInput): boolean {
  // Two calendar dates without a time are Berlin days as written: different ones never match, equal ones when valid.
  // Saves the two moment parses per date row that made up 40 % of the api's theme-dates request (bench:api).
  if (typeof a === 'string' && typeof b === 'string' && PLAIN_DATE.test(a) && PLAIN_DATE.test(b)) {
    return a === b && berlinDateKey(a) !== '';
  }
  const first = berlinDateKey(a);
  return first !== '' && first === berlinDateKey(b);
}

/** One date when start and end are the same Berlin day, else '24.03.2027 – 26.03.2027'. */
export function formatDateRange(start: DateInput, end: DateInput): string {
  const from = formatDate(start);
  const to = formatDate(end);
  if (from === '' || to === '' || from === to) return from || to;
  return `${from}${DATE_RANGE_SEPARATOR}${to}`;
}

/** ISO 8601 week number of the Berlin calendar day; NaN for an invalid date. */
export function isoWeek(input: DateInput): number {
  return berlinMoment(input)?.isoWeek() ?? Number.NaN;
}

/** The year the ISO week belongs to (1 Jan 2027 is in week 53 of 2026); NaN for an invalid date. */
export function isoWeekYear(input: DateInput): number {
  return berlinMoment(input)?.isoWeekYear() ?? Number.NaN;
}
