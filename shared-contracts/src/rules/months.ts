/** German month names: the seminar list's and the search's month filters, the election news archive. */
const MONTH_NAMES = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];

/** '2027-03' -> 'März 2027' (the value itself when it is no month). */
export function monthLabel(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : month;
}

/** The `count` months from the one of `today` (YYYY-MM-DD) on, as YYYY-MM. */
export function monthsFrom(today: string, count: number): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, index) => {
    const total = month + index;
    return `${year + Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
}
