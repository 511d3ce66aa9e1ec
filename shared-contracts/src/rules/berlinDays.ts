/**
 * A seminar's days in Berlin time without moment (Intl): for code that must stay light — the header's cart
 * pop-over, the analytics items, the start page and what every catalogue page loads (the seminar list's and the
 * theme page's dates through berlinDates.ts). The `/dates` entry (moment) formats the same days for the pages that
 * also need weekdays, times or weeks.
 */
import { TIME_ZONE } from '../constants';

/** Between the two dates of a range: en dash with spaces, "24.03.2027 – 26.03.2027". */
export const DATE_RANGE_SEPARATOR = ' – ';

let berlinDay: Intl.DateTimeFormat | null = null;

/** 'dd.mm.yyyy' of the Berlin day of an instant. The formatter is made on first use (it loads zone data). */
export function berlinDayOf(iso: string | Date): string {
  berlinDay ??= new Intl.DateTimeFormat('de-DE', {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  return berlinDay.format(new Date(iso));
}

/**
 * The Berlin calendar day of an instant as 'YYYY-MM-DD' (filters and grouping): `berlinDateKey` of `/dates` for
 * instants (an ISO string with offset or Z, a Date, epoch ms), without moment.
 */
export function berlinDayKey(instant: string | number | Date): string {
  const [day, month, year] = berlinDayOf(new Date(instant)).split('.');
  return `${year}-${month}-${day}`;
}

/** One date when start and end fall on the same Berlin day, otherwise both with the separator between. */
export function berlinDayRange(startDate: string, endDate: string, separator = DATE_RANGE_SEPARATOR): string {
  const start = berlinDayOf(startDate);
  const end = berlinDayOf(endDate);
  return start === end ? start : `${start}${separator}${end}`;
}
