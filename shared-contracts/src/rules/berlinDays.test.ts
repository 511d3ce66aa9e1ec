import { berlinDateKey, formatDateRange } from '../dates';
import { berlinDayKey, berlinDayOf, berlinDayRange, DATE_RANGE_SEPARATOR } from './berlinDays';

describe('Berliner Tage ohne moment (Intl)', () => {
  it('nimmt den Berliner Kalendertag, auch kurz vor Mitternacht UTC', () => {
    expect(berlinDayOf('2027-03-24T23:30:00Z')).toBe('25.03.2027');
    expect(berlinDayOf('2027-07-01T21:59:00Z')).toBe('01.07.2027');
  });

  it('nennt einen Tag einmal und zwei Tage mit dem Trennzeichen, wie die Seiten mit moment', () => {
    const cases: Array<[string, string]> = [
      ['2027-03-24T23:30:00Z', '2027-03-25T08:00:00+01:00'],
      ['2027-03-24T09:00:00+01:00', '2027-03-26T16:00:00+01:00'],
      ['2027-10-30T09:00:00+02:00', '2027-11-01T16:00:00+01:00'],
    ];
    for (const [start, end] of cases) expect(berlinDayRange(start, end)).toBe(formatDateRange(start, end));
    expect(berlinDayRange(cases[1]![0], cases[1]![1])).toBe(`24.03.2027${DATE_RANGE_SEPARATOR}26.03.2027`);
    expect(berlinDayRange(cases[1]![0], cases[1]![1], ' - ')).toBe('24.03.2027 - 26.03.2027');
  });

  it('gibt den Berliner Kalendertag als YYYY-MM-DD wie berlinDateKey mit moment, für Zeitpunkte jeder Art', () => {
    const instants: Array<string | number | Date> = [
      '2027-03-24T23:30:00Z',
      '2027-03-28T00:59:59Z',
      '2027-10-30T22:00:00Z',
      '2027-12-31T23:00:00Z',
      Date.UTC(2026, 10, 26, 23, 15),
      new Date('2027-07-01T21:59:00Z'),
    ];
    for (const instant of instants) expect(berlinDayKey(instant)).toBe(berlinDateKey(instant));
    expect(berlinDayKey('2027-12-31T23:00:00Z')).toBe('2028-01-01');
  });
});
