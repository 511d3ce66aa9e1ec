import {
  DATE_RANGE_SEPARATOR,
  berlinDateKey,
  formatDate,
  formatDateRange,
  formatTime,
  formatWeekday,
  isSameBerlinDay,
  isoWeek,
  isoWeekYear,
} from './dates';

describe('formatDate (German, Europe/Berlin)', () => {
  it.each([
    ['UTC instant, daytime', '2027-03-24T09:00:00Z', '24.03.2027'],
    ['UTC 23:30 in winter is the next day in Berlin (CET, +1)', '2027-03-24T23:30:00Z', '25.03.2027'],
    ['UTC 22:59 in winter stays the same day', '2027-03-24T22:59:59Z', '24.03.2027'],
    ['UTC 22:30 in summer is the next day in Berlin (CEST, +2)', '2027-07-15T22:30:00Z', '16.07.2027'],
    ['UTC 21:59 in summer stays the same day', '2027-07-15T21:59:00Z', '15.07.2027'],
    ['night of the spring DST change, before it (CET)', '2027-03-27T23:30:00Z', '28.03.2027'],
    ['day after the spring DST change, already CEST', '2027-03-28T22:30:00Z', '29.03.2027'],
    ['night of the autumn DST change, still CEST', '2027-10-30T22:30:00Z', '31.10.2027'],
    ['day after the autumn DST change, CET again', '2027-10-31T23:30:00Z', '01.11.2027'],
    ['explicit offset', '2027-03-24T00:30:00+05:00', '23.03.2027'],
    ['date only = Berlin calendar date', '2027-03-24', '24.03.2027'],
    ['no offset = Berlin wall time', '2027-03-24T23:30:00', '24.03.2027'],
    ['year change at New Year in Berlin', '2026-12-31T23:15:00Z', '01.01.2027'],
    ['Date object', new Date('2027-03-24T23:30:00Z'), '25.03.2027'],
    ['epoch milliseconds', Date.UTC(2027, 2, 24, 12), '24.03.2027'],
    ['invalid string', 'kein Datum', ''],
    ['non-ISO string is not guessed', '03/24/2027', ''],
  ])('%s: %p -> %p', (_name, input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });
});

describe('formatDateRange', () => {
  it('uses an en dash with spaces as separator', () => {
    expect(DATE_RANGE_SEPARATOR).toBe(' – ');
  });

  it.each([
    ['several days', '2027-03-24T08:00:00Z', '2027-03-26T15:00:00Z', '24.03.2027 – 26.03.2027'],
    ['same Berlin day shows one date', '2027-03-24T08:00:00Z', '2027-03-24T16:00:00Z', '24.03.2027'],
    ['different UTC days, same Berlin day', '2027-03-24T23:10:00Z', '2027-03-25T15:00:00Z', '25.03.2027'],
    ['same UTC day, different Berlin days', '2027-07-15T12:00:00Z', '2027-07-15T22:30:00Z', '15.07.2027 – 16.07.2027'],
    ['across the spring DST change', '2027-03-27T08:00:00Z', '2027-03-29T15:00:00Z', '27.03.2027 – 29.03.2027'],
    ['across the year', '2027-12-30', '2028-01-02', '30.12.2027 – 02.01.2028'],
    ['invalid end shows the start', '2027-03-24', 'x', '24.03.2027'],
    ['both invalid', 'x', 'y', ''],
  ])('%s', (_name, start, end, expected) => {
    expect(formatDateRange(start, end)).toBe(expected);
  });
});

describe('isSameBerlinDay', () => {
  it.each([
    ['same instant', '2027-03-24T10:00:00Z', '2027-03-24T10:00:00Z', true],
    ['same UTC day, but 23:30Z is the next Berlin day', '2027-03-24T06:00:00Z', '2027-03-24T23:30:00Z', false],
    ['22:30Z in winter is still the same Berlin day', '2027-03-24T06:00:00Z', '2027-03-24T22:30:00Z', true],
    ['UTC evening and next UTC morning, same Berlin day', '2027-03-24T23:30:00Z', '2027-03-25T10:00:00Z', true],
    ['summer: 21:59Z and 22:00Z differ in Berlin', '2027-07-15T21:59:00Z', '2027-07-15T22:00:00Z', false],
    ['the same calendar date', '2027-03-24', '2027-03-24', true],
    ['two calendar dates', '2027-03-24', '2027-03-25', false],
    ['the same impossible calendar date', '2027-02-30', '2027-02-30', false],
    ['a calendar date and an instant on that Berlin day', '2027-03-24', '2027-03-24T22:30:00Z', true],
    ['a calendar date and an instant on the next Berlin day', '2027-03-24', '2027-03-24T23:30:00Z', false],
    ['invalid dates are never the same day', 'x', 'x', false],
  ])('%s', (_name, a, b, expected) => {
    expect(isSameBerlinDay(a, b)).toBe(expected);
  });
});

describe('isoWeek and isoWeekYear', () => {
  it.each([
    ['a Wednesday in March', '2027-03-24', 12, 2027],
    ['1 January 2027 (Friday) belongs to week 53 of 2026', '2027-01-01', 53, 2026],
    ['Sunday 3 January 2027 still in week 53', '2027-01-03', 53, 2026],
    ['Monday 4 January 2027 opens week 1', '2027-01-04', 1, 2027],
    ['Sunday 23:30Z is Monday in Berlin: week 1, not 53', '2027-01-03T23:30:00Z', 1, 2027],
    ['31 December 2024 (Tuesday) is week 1 of 2025', '2024-12-31', 1, 2025],
    ['week of the autumn DST change', '2027-10-31T12:00:00Z', 43, 2027],
  ])('%s', (_name, input, week, year) => {
    expect(isoWeek(input)).toBe(week);
    expect(isoWeekYear(input)).toBe(year);
  });

  it('is NaN for an invalid date', () => {
    expect(isoWeek('x')).toBeNaN();
    expect(isoWeekYear('x')).toBeNaN();
  });
});

describe('formatWeekday, formatTime, berlinDateKey', () => {
  it.each([
    ['German long weekday', () => formatWeekday('2027-03-24T10:00:00Z'), 'Mittwoch'],
    ['German short weekday', () => formatWeekday('2027-03-24T10:00:00Z', 'short'), 'Mi.'],
    ['weekday of the Berlin day, not the UTC day', () => formatWeekday('2027-03-24T23:30:00Z'), 'Donnerstag'],
    ['invalid weekday', () => formatWeekday('x'), ''],
    ['time in winter (UTC+1)', () => formatTime('2027-03-24T08:30:00Z'), '09:30'],
    ['time in summer (UTC+2)', () => formatTime('2027-07-15T08:30:00Z'), '10:30'],
    ['time just after the spring change', () => formatTime('2027-03-28T01:00:00Z'), '03:00'],
    ['time just before the spring change', () => formatTime('2027-03-28T00:59:00Z'), '01:59'],
    ['date key in Berlin', () => berlinDateKey('2027-03-24T23:30:00Z'), '2027-03-25'],
    ['invalid date key', () => berlinDateKey('x'), ''],
  ])('%s', (_name, run, expected) => {
    expect(run()).toBe(expected);
  });
});
