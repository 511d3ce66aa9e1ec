import { monthLabel, monthsFrom } from './months';

describe('months', () => {
  it('labels a month in German', () => {
    expect(monthLabel('2027-03')).toBe('März 2027');
    expect(monthLabel('2027-13')).toBe('2027-13');
    expect(monthLabel('2025-12')).toBe('Dezember 2025');
    expect(monthLabel('2026-01')).toBe('Januar 2026');
  });

  it('counts months across the year', () => {
    expect(monthsFrom('2026-11-26', 4)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });
});
