import { cancellationFeeCents } from './cancellation';

describe('cancellationFeeCents: the fee of the terms in integer cents', () => {
  const startDate = '2026-06-15';
  it.each([
    ['2026-01-10', 'free', 0, 0],
    ['2026-05-04', 'free', 0, 0],
    ['2026-05-05', 'half', 50, 59_500],
    ['2026-06-01', 'half', 50, 59_500],
    ['2026-06-02', 'full', 100, 119_000],
    ['2026-06-15', 'full', 100, 119_000],
  ] as const)('cancelled on %s: %s, %i %%, %i cents', (cancelDay, stage, percent, amountCents) => {
    expect(cancellationFeeCents({ startDate, cancelDay, priceCents: 119_000 })).toEqual({
      stage,
      percent,
      amountCents,
    });
  });

  it('rounds half a cent up', () => {
    expect(cancellationFeeCents({ startDate, cancelDay: '2026-05-20', priceCents: 99_999 }).amountCents).toBe(50_000);
    expect(cancellationFeeCents({ startDate, cancelDay: '2026-05-20', priceCents: 5 }).amountCents).toBe(3);
  });
});
