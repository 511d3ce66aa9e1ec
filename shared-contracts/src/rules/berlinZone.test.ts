import moment from 'moment-timezone/moment-timezone';
import { BERLIN_ZONE_FIRST_YEAR, BERLIN_ZONE_LAST_YEAR, BERLIN_ZONE_PACKED } from './berlinZone';

// The full data set is only read here, in the test; the browser bundle never sees it.
const latest = require('moment-timezone/data/packed/latest.json') as { zones: string[] };

describe('the packed Europe/Berlin subset', () => {
  const full = moment.tz.unpack(latest.zones.find((zone) => zone.startsWith('Europe/Berlin|'))!);
  const subset = moment.tz.unpack(BERLIN_ZONE_PACKED);
  const offsetAt = (zone: typeof full, timestamp: number): number => {
    const index = zone.untils.findIndex((until) => timestamp < until);
    return zone.offsets[index === -1 ? zone.offsets.length - 1 : index]!;
  };

  it('stays small', () => {
    expect(BERLIN_ZONE_PACKED.length).toBeLessThan(1000);
  });

  it('has the same UTC offset as the full tz data every 6 hours of its years', () => {
    const start = Date.UTC(BERLIN_ZONE_FIRST_YEAR, 0, 1);
    const end = Date.UTC(BERLIN_ZONE_LAST_YEAR, 11, 31, 23);
    const mismatches: string[] = [];
    for (let t = start; t <= end; t += 6 * 3600 * 1000) {
      if (offsetAt(full, t) !== offsetAt(subset, t)) mismatches.push(new Date(t).toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  it.each([
    ['last second of CET in 2027', '2027-03-28T00:59:59Z', -60],
    ['first second of CEST in 2027', '2027-03-28T01:00:00Z', -120],
    ['last second of CEST in 2027', '2027-10-31T00:59:59Z', -120],
    ['first second of CET again', '2027-10-31T01:00:00Z', -60],
  ])('%s', (_name, iso, offset) => {
    expect(offsetAt(subset, Date.parse(iso))).toBe(offset);
  });
});
