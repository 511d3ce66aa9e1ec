import { VAT_RATE, VAT_TEXTS, netPriceText, vatCentsOf, vatTotals, vatTotalsOfEuros } from './vat';

const nbsp = (text: string) => text.replace(/ €/g, '\u00a0€');

describe('netPriceText', () => {
  it.each([
    [1190, '1.190,00 € zzgl. 19 % MwSt.'],
    [590.5, '590,50 € zzgl. 19 % MwSt.'],
    [0, '0,00 € zzgl. 19 % MwSt.'],
  ])('%p € reads %p', (amount, expected) => {
    expect(netPriceText(amount)).toBe(nbsp(expected));
  });
});

describe('vatCentsOf and vatTotals', () => {
  it('is 19 %', () => {
    expect(VAT_RATE).toBe(19);
    expect(VAT_TEXTS.note).toBe('zzgl. 19 % MwSt.');
  });

  it.each([
    // net cents -> VAT cents (half up to the cent)
    [100_000, 19_000],
    [119_000, 22_610],
    [50, 10], // 9.5 -> 10
    [1, 0], // 0.19 -> 0
    [3, 1], // 0.57 -> 1
  ])('%p cents net carry %p cents VAT', (net, vat) => {
    expect(vatCentsOf(net)).toBe(vat);
  });

  it('refuses fractions of a cent', () => {
    expect(() => vatCentsOf(1.5)).toThrow(RangeError);
  });

  it('lists net, VAT and gross with their German labels', () => {
    expect(vatTotals(158_000)).toEqual({
      netCents: 158_000,
      vatCents: 30_020,
      grossCents: 188_020,
      lines: [
        { label: 'Summe netto', amountCents: 158_000 },
        { label: 'zzgl. 19 % MwSt.', amountCents: 30_020 },
        { label: 'Gesamtbetrag inkl. MwSt.', amountCents: 188_020 },
      ],
    });
  });

  it('takes euros as the cart and order responses carry them, without float drift', () => {
    expect(vatTotalsOfEuros(1234.56).netCents).toBe(123_456);
    expect(vatTotalsOfEuros(0.1 + 0.2).netCents).toBe(30);
  });
});
