import type { Price } from '../entities';
import { calculateCosts, costChoiceOfBoardOption, formatCents, seminarDays, type CostEvent } from './costCalculator';

const prices: Price = {
  price: 1190,
  priceParticipantTwo: 1090,
  priceParticipantThree: 990,
  priceParticipantFour: 890,
  priceParticipantFive: 790,
};
const rates = { singleRoomNightCents: 12_000, fullBoardDayCents: 5_500, dayRateCents: 6_500 };
const threeDays: CostEvent = { prices, stays: [3], hotelRates: rates };
const nbsp = (text: string) => text.replace(/ €/g, '\u00a0€');

describe('calculateCosts', () => {
  it('prices a participant with overnight stay, night before and travel costs, and one with the day rate', () => {
    const result = calculateCosts(threeDays, [
      { overnight: true, nightBefore: true, travelCents: 12_345 },
      { overnight: false, nightBefore: false, travelCents: 0 },
    ]);
    expect(result.participants).toEqual([
      {
        label: '1. Teilnehmer',
        lines: [
          { label: 'Seminargebühr', amountCents: 119_000 },
          { label: nbsp('Übernachtung im Einzelzimmer (3 Nächte × 120,00 €)'), amountCents: 36_000 },
          { label: nbsp('Vollpension (3 Tage × 55,00 €)'), amountCents: 16_500 },
          { label: 'Reisekosten', amountCents: 12_345 },
        ],
        subtotalCents: 183_845,
      },
      {
        label: '2. Teilnehmer',
        lines: [
          { label: 'Seminargebühr', amountCents: 109_000 },
          { label: nbsp('Tagungspauschale ohne Übernachtung (3 Tage × 65,00 €)'), amountCents: 19_500 },
        ],
        subtotalCents: 128_500,
      },
    ]);
    // 19 % of 3.123,45 € is 593,4555 €: rounded half up once on the sum.
    expect(result.summary).toEqual([
      { label: 'Summe netto', amountCents: 312_345 },
      { label: 'zzgl. 19 % MwSt.', amountCents: 59_346 },
      { label: 'Gesamtbetrag inkl. MwSt.', amountCents: 371_691 },
    ]);
    expect(result.totalCents).toBe(result.netCents + result.vatCents);
  });

  it.each([
    ['three days, overnight', [3], true, false, 2],
    ['three days, overnight with night before', [3], true, true, 3],
    ['one day, overnight only with the night before', [1], true, true, 1],
    ['a series of two modules: nights per module', [3, 2], true, false, 3],
    ['a series with the night before each module', [3, 2], true, true, 5],
  ])('%s', (_name, stays, overnight, nightBefore, nights) => {
    const [person] = calculateCosts({ prices, stays, hotelRates: rates }, [
      { overnight, nightBefore, travelCents: 0 },
    ]).participants;
    const room = person!.lines.find((line) => line.label.startsWith('Übernachtung'));
    expect(room?.amountCents).toBe(nights * rates.singleRoomNightCents);
  });

  it('has no room line for a one-day seminar without the night before', () => {
    const [person] = calculateCosts({ prices, stays: [1], hotelRates: rates }, [
      { overnight: true, nightBefore: false, travelCents: 0 },
    ]).participants;
    expect(person!.lines.map((line) => line.amountCents)).toEqual([119_000, 5_500]);
  });

  it('charges no hotel costs for an online event, whatever was chosen', () => {
    const result = calculateCosts({ prices, stays: [2], hotelRates: null }, [
      { overnight: true, nightBefore: true, travelCents: 0 },
    ]);
    expect(result.participants[0]!.lines).toEqual([{ label: 'Seminargebühr', amountCents: 119_000 }]);
    expect(result.vatCents).toBe(22_610);
  });

  it('gives the sixth and later participants the fifth price', () => {
    const result = calculateCosts(
      { ...threeDays, hotelRates: null },
      Array.from({ length: 7 }, () => ({ overnight: false, nightBefore: false, travelCents: 0 })),
    );
    expect(result.participants.map((p) => p.subtotalCents)).toEqual([
      119_000, 109_000, 99_000, 89_000, 79_000, 79_000, 79_000,
    ]);
  });
});

describe('costChoiceOfBoardOption and formatCents', () => {
  it.each([
    ['overnight', true, false],
    ['overnightWithNightBefore', true, true],
    ['dayRate', false, false],
    ['none', false, false],
  ] as const)('%s', (option, overnight, nightBefore) => {
    expect(costChoiceOfBoardOption(option)).toEqual({ overnight, nightBefore });
  });

  it('formats cents as euros', () => {
    expect(formatCents(371_691)).toBe(nbsp('3.716,91 €'));
  });
});

describe('seminarDays', () => {
  it.each([
    ['2026-03-02', '2026-03-04', 3],
    ['2026-03-02', '2026-03-02', 1],
    ['2026-02-27', '2026-03-02', 4],
  ])('%s to %s is %d days', (start, end, days) => {
    expect(seminarDays(start, end)).toBe(days);
  });
});
