import type { Price } from '../entities';
import { groupParticipantPricesCents, inhouseDayRateCents, quotePrice } from './quotePricing';

const DEGRESSIVE: Price = {
  price: 1190,
  priceParticipantTwo: 1090,
  priceParticipantThree: 990,
  priceParticipantFour: 990,
  priceParticipantFive: 890,
};
const FLAT: Price = {
  price: 590,
  priceParticipantTwo: null,
  priceParticipantThree: null,
  priceParticipantFour: null,
  priceParticipantFive: null,
};

describe('group offer prices: the date’s degressive prices', () => {
  it.each([
    [DEGRESSIVE, 2, 0, ['1. Teilnehmer', '2. Teilnehmer'], 2_280_00],
    [DEGRESSIVE, 4, 0, ['1. Teilnehmer', '2. Teilnehmer', '3.–4. Teilnehmer je 990,00 €'], 4_260_00],
    [
      DEGRESSIVE,
      8,
      0,
      ['1. Teilnehmer', '2. Teilnehmer', '3.–4. Teilnehmer je 990,00 €', '5.–8. Teilnehmer je 890,00 €'],
      7_820_00,
    ],
    [FLAT, 3, 0, ['1.–3. Teilnehmer je 590,00 €'], 1_770_00],
    [FLAT, 3, 10, ['1.–3. Teilnehmer je 590,00 €', 'Rabatt 10 % auf die Seminargebühr'], 1_593_00],
  ])('%#: %i participants, %i %% discount', (prices, participants, discountPercent, labels, net) => {
    const price = quotePrice({ kind: 'group', participants, prices, discountPercent });
    expect(price.lines.map((l) => l.label.replace(/\u00a0/g, ' '))).toEqual(labels);
    expect(price.netCents).toBe(net);
    expect(price.vatCents).toBe(Math.round(net * 0.19));
    expect(price.grossCents).toBe(net + price.vatCents);
  });

  it('charges the booked participants exactly the quote, the rounding on the first', () => {
    const price = quotePrice({ kind: 'group', participants: 7, prices: DEGRESSIVE, discountPercent: 7 });
    const each = groupParticipantPricesCents(price, DEGRESSIVE, 7);
    expect(each).toHaveLength(7);
    expect(each.reduce((a, b) => a + b, 0)).toBe(price.netCents);
    expect(each[6]).toBeLessThan(each[0]!);
  });

  it.each([1, 16, 2.5])('refuses %p participants', (participants) => {
    expect(() => quotePrice({ kind: 'group', participants, prices: DEGRESSIVE, discountPercent: 0 })).toThrow(
      RangeError,
    );
  });
});

describe('in-house prices: flat day rate by participants, the trainer’s travel', () => {
  it.each([
    [3, 2_650_00],
    [8, 2_650_00],
    [9, 3_150_00],
    [12, 3_150_00],
    [13, 3_650_00],
    [20, 4_150_00],
    [21, null],
  ])('%i participants: day rate %p', (participants, cents) => expect(inhouseDayRateCents(participants)).toBe(cents));

  it.each([
    // participants, days, km, discount, net cents, line count
    [10, 2, 0, 0, 6_300_00, 1],
    [10, 2, 40, 0, 6_300_00 + 40_00, 2],
    [10, 2, 100, 0, 6_300_00 + 100_00, 2],
    [10, 2, 101, 0, 6_300_00 + 101_00 + 280_00, 3],
    [16, 3, 250, 10, 10_950_00 + 250_00 + 420_00 - 1_095_00, 4],
    [20, 5, 1000, 20, 20_750_00 + 1_000_00 + 700_00 - 4_150_00, 4],
  ])(
    '%i participants, %i days, %i km, %i %%: %i cents net',
    (participants, days, distanceKm, discountPercent, net, lines) => {
      const price = quotePrice({ kind: 'inhouse', participants, days, distanceKm, discountPercent });
      expect(price.netCents).toBe(net);
      expect(price.lines).toHaveLength(lines);
      expect(price.lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(net);
    },
  );

  it('names what each line is', () => {
    const price = quotePrice({ kind: 'inhouse', participants: 9, days: 1, distanceKm: 120, discountPercent: 0 });
    expect(price.lines.map((l) => l.label.replace(/\u00a0/g, ' '))).toEqual([
      'Inhouse-Seminar: 1 Seminartag zum Tagessatz von 3.150,00 € (bis 12 Teilnehmende)',
      'Fahrtkosten der Referentin/des Referenten: 2 × 120 km zu 0,50 €',
      'Übernachtung der Referentin/des Referenten: 1 × 140,00 €',
    ]);
  });

  it.each([
    { participants: 2, days: 1, distanceKm: 0, discountPercent: 0 },
    { participants: 21, days: 1, distanceKm: 0, discountPercent: 0 },
    { participants: 10, days: 0, distanceKm: 0, discountPercent: 0 },
    { participants: 10, days: 6, distanceKm: 0, discountPercent: 0 },
    { participants: 10, days: 1, distanceKm: -1, discountPercent: 0 },
    { participants: 10, days: 1, distanceKm: 1001, discountPercent: 0 },
    { participants: 10, days: 1, distanceKm: 0, discountPercent: 21 },
    { participants: 10, days: 1, distanceKm: 0, discountPercent: 5.5 },
  ])('refuses %p', (input) => {
    expect(() => quotePrice({ kind: 'inhouse', ...input })).toThrow(RangeError);
  });
});
