let berlinDay: Intl.DateTimeFormat | null = null;

const day = (iso: string) => {
  berlinDay ??= new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  return berlinDay.format(new Date(iso));
};

/** SPEC §2.5: one date when start and end fall on the same (Berlin) day, otherwise both. */
export function cartItemDates(startDate: string, endDate: string): string {
  const start = day(startDate);
  const end = day(endDate);
  return start === end ? start : `${start} – ${end}`;
}
