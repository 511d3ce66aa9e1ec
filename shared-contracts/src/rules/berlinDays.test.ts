import { berlinDateKey, formatDate, formatDateRange, formatWeekday } from '../dates';
import { berlinDayKey, berlinDayOf, berlinDayRange, DATE_RANGE_SEPARATOR } from './berlinDays';
import { formatBerlinDay, formatBerlinDayRange, formatBerlinWeekday } from './berlinDates';

/** Every half hour of the days around both changes of 2026 and 2027, and a winter and a summer day. */
function dstSamples(): string[] {
  const days = ['2026-03-28', '2026-03-29', '2026-10-24', '2026-10-25', '2027-01-15', '2027-03-27', '2027-03-28'];
  days.push('2027-07-01', '2027-10-30', '2027-10-31', '2027-12-31');
  const samples: string[] = [];
  for (const day of days) {
    samples.push(day);
    for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      samples.push(`${day}T${time}:00`, `${day}T${time}`, `${day}T${time}:00Z`, `${day}T${time}:00.000Z`);
      samples.push(`${day}T${time}:00+01:00`, `${day}T${time}:00+02:00`, `${day}T${time}:00-05:00`);
      samples.push(`${day}T${time}:00+0200`, `${day}T${time}:00+01`, `${day} ${time}:00`);
    }
  }
  return samples;
}

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

  it('formatiert Tage und Zeiträume wie formatDate und formatDateRange mit moment, über die Umstellungstage', () => {
    const samples = dstSamples();
    const other: Array<string | number | Date> = [
      Date.UTC(2027, 2, 28, 0, 59, 59),
      Date.UTC(2027, 9, 30, 22, 0),
      new Date('2027-10-31T00:30:00Z'),
      new Date('kein Datum'),
      Number.NaN,
      '',
      'kein Datum',
      '2027-02-30',
      '2027-13-01',
      '2027-03-24T25:00:00',
      '2027-03-24T09:60',
      '24.03.2027',
      '2027-03-24T09:00:00.123456789+01:00',
    ];
    for (const input of [...samples, ...other])
      expect([input, formatBerlinDay(input)]).toEqual([input, formatDate(input)]);
    for (let index = 0; index + 37 < samples.length; index += 7) {
      const [start, end] = [samples[index]!, samples[index + 37]!];
      expect([start, end, formatBerlinDayRange(start, end)]).toEqual([start, end, formatDateRange(start, end)]);
    }
    expect(formatBerlinDayRange('kein Datum', '2027-03-24')).toBe('24.03.2027');
    expect(formatBerlinDayRange('2027-03-24T23:30:00Z', '2027-03-25T08:00:00+01:00')).toBe('25.03.2027');
  });

  it('nennt den Wochentag wie formatWeekday mit moment, lang und kurz, über die Umstellungstage', () => {
    for (const input of [...dstSamples(), 'kein Datum', '2027-02-30', Date.UTC(2027, 2, 28, 0, 59, 59)]) {
      expect([input, formatBerlinWeekday(input)]).toEqual([input, formatWeekday(input)]);
      expect([input, formatBerlinWeekday(input, 'short')]).toEqual([input, formatWeekday(input, 'short')]);
    }
  });
});
