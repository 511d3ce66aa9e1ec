import type momentType from 'moment';
import { berlinMoment } from './dates';

// moment's own German locale, loaded into a separate module registry so it does not touch ours.
let original!: typeof momentType;
jest.isolateModules(() => {
  original = require('moment') as typeof momentType;
  require('moment/locale/de');
});

const instant = '2027-03-24T08:05:00Z';

describe('GERMAN_LOCALE matches moment/locale/de', () => {
  it.each(['LT', 'LTS', 'L', 'LL', 'LLL', 'LLLL', 'dddd ddd dd', 'MMMM MMM', 'Do', 'wo w'])('format %p', (format) => {
    const ours = berlinMoment(instant)!;
    const theirs = original.utc(instant).utcOffset(ours.utcOffset()).locale('de');
    expect(ours.format(format)).toBe(theirs.format(format));
  });

  it.each([
    ['seconds', 10],
    ['one minute', 60],
    ['minutes', 600],
    ['one hour', 3600],
    ['hours', 5 * 3600],
    ['one day', 86400],
    ['days', 3 * 86400],
    ['one month', 30 * 86400],
    ['months', 90 * 86400],
    ['one year', 365 * 86400],
    ['years', 3 * 365 * 86400],
  ])('relative time: %s', (_name, seconds) => {
    const base = Date.UTC(2027, 2, 24, 8);
    for (const sign of [1, -1]) {
      const target = base + sign * seconds * 1000;
      const ours = berlinMoment(target)!.from(berlinMoment(base));
      const theirs = original(target).locale('de').from(original(base));
      expect(ours).toBe(theirs);
    }
  });

  it('says Mittwoch, not Wednesday', () => {
    expect(berlinMoment(instant)!.format('dddd, D. MMMM YYYY')).toBe('Mittwoch, 24. März 2027');
  });
});
