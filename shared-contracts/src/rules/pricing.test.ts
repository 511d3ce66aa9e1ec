import type { Price } from '../entities';
import { flatPrice } from '../testing/prices';
import {
  formatPrice,
  isDegressive,
  onlineSessionsLabel,
  participantLabel,
  priceForParticipant,
  priceLabel,
  totalPrice,
} from './pricing';

const full: Price = {
  price: 1190,
  priceParticipantTwo: 1090,
  priceParticipantThree: 990,
  priceParticipantFour: 890,
  priceParticipantFive: 790,
};
const flat: Price = flatPrice(990);
const gaps: Price = { ...flat, priceParticipantThree: 890 };

describe('priceForParticipant', () => {
  it.each([
    ['participant 1 pays the base price', full, 1, 1190],
    ['participant 2 pays the second price', full, 2, 1090],
    ['participant 3 pays the third price', full, 3, 990],
    ['participant 4 pays the fourth price', full, 4, 890],
    ['participant 5 pays the fifth price', full, 5, 790],
    ['participant 6 pays the fifth price', full, 6, 790],
    ['participant 12 pays the fifth price', full, 12, 790],
    ['no degressive prices: everyone pays the base price', flat, 4, 990],
    ['missing second price falls back to the base price', gaps, 2, 990],
    ['third price set', gaps, 3, 890],
    ['missing fourth price falls back to the third', gaps, 4, 890],
    ['missing fifth (and more) falls back to the third', gaps, 7, 890],
  ])('%s', (_name, prices, n, expected) => {
    expect(priceForParticipant(prices, n)).toBe(expected);
  });

  it.each([0, -1, 1.5, Number.NaN])('rejects participant number %p', (n) => {
    expect(() => priceForParticipant(full, n)).toThrow(RangeError);
  });
});

describe('isDegressive and priceLabel', () => {
  it.each([
    ['all participant prices lower', full, true, 'Preis ab'],
    ['no participant prices', flat, false, 'Preis'],
    ['only one lower price', gaps, true, 'Preis ab'],
    [
      'participant prices equal to the base',
      { ...flat, priceParticipantTwo: 990, priceParticipantFive: 990 },
      false,
      'Preis',
    ],
    ['a higher participant price is not degressive', { ...flat, priceParticipantTwo: 1200 }, false, 'Preis'],
  ])('%s', (_name, prices, degressive, label) => {
    expect(isDegressive(prices)).toBe(degressive);
    expect(priceLabel(prices)).toBe(label);
  });
});

describe('participantLabel', () => {
  it.each([
    [1, '1. Teilnehmer'],
    [2, '2. Teilnehmer'],
    [5, '5. Teilnehmer'],
    [11, '11. Teilnehmer'],
  ])('%p -> %p', (n, expected) => {
    expect(participantLabel(n)).toBe(expected);
  });

  it('rejects 0', () => {
    expect(() => participantLabel(0)).toThrow(RangeError);
  });
});

describe('onlineSessionsLabel', () => {
  it.each([
    // Our choice: German singular for exactly one session, the spec's plural form otherwise (0 too).
    [1, '1 Online-Sitzung'],
    [0, '0 Online-Sitzungen'],
    [2, '2 Online-Sitzungen'],
    [6, '6 Online-Sitzungen'],
  ])('%p -> %p', (n, expected) => {
    expect(onlineSessionsLabel(n)).toBe(expected);
  });
});

describe('totalPrice', () => {
  it.each([
    ['no participants', full, 0, 0],
    ['one participant', full, 1, 1190],
    ['three participants', full, 3, 1190 + 1090 + 990],
    ['six participants (sixth pays the fifth price)', full, 6, 1190 + 1090 + 990 + 890 + 790 + 790],
    ['flat price', flat, 3, 2970],
    ['cents add up without float drift', { ...flat, price: 0.1, priceParticipantTwo: 0.2 }, 2, 0.3],
  ])('%s', (_name, prices, participants, expected) => {
    expect(totalPrice(prices, participants)).toBe(expected);
  });

  it('rejects a negative count', () => {
    expect(() => totalPrice(full, -1)).toThrow(RangeError);
  });
});

describe('formatPrice (de-DE, EUR)', () => {
  it.each([
    [1190, '1.190,00\u00a0€'],
    [990.5, '990,50\u00a0€'],
    [0, '0,00\u00a0€'],
    [1234567.891, '1.234.567,89\u00a0€'],
    [-25, '-25,00\u00a0€'],
  ])('%p -> %p', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected);
  });
});
