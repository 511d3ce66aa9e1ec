import { daysOf, formatOf } from './experience';
import { FULL_DATE, ONLINE_DATE, themeDate } from './themeFixtures';

describe('the course of a date', () => {
  it('lists each day of a date in Berlin time with start and end', () => {
    expect(daysOf(themeDate())).toEqual([
      { label: '1. Tag', date: 'Mittwoch, 24.03.2027', hours: 'Beginn 09:00 Uhr' },
      { label: '2. Tag', date: 'Donnerstag, 25.03.2027', hours: 'ganztägig' },
      { label: '3. Tag', date: 'Freitag, 26.03.2027', hours: 'Ende 16:00 Uhr' },
    ]);
  });

  it('gives a one-day date both times, counts days across the change to summer time, and lists no series', () => {
    const oneDay = themeDate({ startDate: '2027-03-27T08:30:00Z', endDate: '2027-03-27T15:00:00Z', isOneDay: true });
    expect(daysOf(oneDay)).toEqual([{ label: '1. Tag', date: 'Samstag, 27.03.2027', hours: '09:30 bis 16:00 Uhr' }]);
    const overSwitch = themeDate({ startDate: '2027-03-27T09:00:00+01:00', endDate: '2027-03-29T16:00:00+02:00' });
    expect(daysOf(overSwitch).map((day) => day.date)).toEqual([
      'Samstag, 27.03.2027',
      'Sonntag, 28.03.2027',
      'Montag, 29.03.2027',
    ]);
    expect(daysOf(ONLINE_DATE)).toEqual([]);
  });

  it('lists the days of a date without times (as the api stores them) without hours', () => {
    expect(daysOf(themeDate({ startDate: '2026-12-21', endDate: '2026-12-22' }))).toEqual([
      { label: '1. Tag', date: 'Montag, 21.12.2026', hours: null },
      { label: '2. Tag', date: 'Dienstag, 22.12.2026', hours: null },
    ]);
  });

  it('names the format', () => {
    expect(formatOf(themeDate())).toBe('Präsenzseminar mit Übernachtung im Tagungshotel');
    expect(formatOf(themeDate({ isOneDay: true }))).toBe('Tagesseminar');
    expect(formatOf(themeDate({ isSeries: true }))).toBe('Seminarreihe in mehreren Modulen');
    expect(formatOf(ONLINE_DATE)).toBe('Online-Seminarreihe mit 4 Live-Sitzungen im virtuellen Seminarraum');
    expect(formatOf({ ...FULL_DATE, isOnlineEvent: true, hotel: null, city: null })).toBe(
      'Online-Seminar im virtuellen Seminarraum',
    );
  });
});
