import { germanDuration } from './duration';

describe('germanDuration', () => {
  it.each([
    [180 * 24 * 60 * 60 * 1000, '180 Tage'],
    [24 * 60 * 60 * 1000, '1 Tag'],
    [12 * 60 * 60 * 1000, '12 Stunden'],
    [36 * 60 * 60 * 1000, '36 Stunden'],
    [60 * 60 * 1000, '1 Stunde'],
    [30 * 60 * 1000, '30 Minuten'],
    [60 * 1000, '1 Minute'],
    [90 * 1000, '90 Sekunden'],
  ])('%d ms is "%s"', (ms, text) => {
    expect(germanDuration(ms)).toBe(text);
  });
});
