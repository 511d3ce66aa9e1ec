import { CANCELLATION_TERMS_LINES, cancellationDeadlines, cancellationFee } from './cancellation';

describe('cancellation terms', () => {
  const startDate = '2026-06-15';
  const fee = (cancelDay: string, substitute = false) =>
    cancellationFee({ startDate, cancelDay, price: 1190, substitute });

  it('is free until 6 weeks (42 days) before the start', () => {
    expect(fee('2026-01-10')).toEqual({ stage: 'free', percent: 0, amount: 0 });
    expect(fee('2026-05-04')).toEqual({ stage: 'free', percent: 0, amount: 0 });
  });

  it('costs 50 % from the day after until 2 weeks (14 days) before the start', () => {
    expect(fee('2026-05-05')).toEqual({ stage: 'half', percent: 50, amount: 595 });
    expect(fee('2026-06-01')).toEqual({ stage: 'half', percent: 50, amount: 595 });
  });

  it('costs 100 % after that, on the first day and later', () => {
    expect(fee('2026-06-02')).toEqual({ stage: 'full', percent: 100, amount: 1190 });
    expect(fee('2026-06-15')).toEqual({ stage: 'full', percent: 100, amount: 1190 });
    expect(fee('2026-06-20')).toEqual({ stage: 'full', percent: 100, amount: 1190 });
  });

  it('lets a substitute participant be named free of charge at any stage', () => {
    for (const day of ['2026-01-10', '2026-05-20', '2026-06-14']) {
      expect(fee(day, true)).toEqual({ stage: 'substitute', percent: 0, amount: 0 });
    }
  });

  it('computes the fee in cents', () => {
    expect(cancellationFee({ startDate, cancelDay: '2026-05-20', price: 999.99 }).amount).toBe(500);
    expect(cancellationFee({ startDate, cancelDay: '2026-05-20', price: 0.05 }).amount).toBe(0.03);
  });

  it('names the last day of each stage, across month and year ends', () => {
    expect(cancellationDeadlines(startDate)).toEqual({ freeUntil: '2026-05-04', halfUntil: '2026-06-01' });
    expect(cancellationDeadlines('2027-01-10')).toEqual({ freeUntil: '2026-11-29', halfUntil: '2026-12-27' });
  });

  it('has the German texts in order, the substitute rule last', () => {
    expect(CANCELLATION_TERMS_LINES).toEqual([
      'Bis 6 Wochen vor Seminarbeginn ist eine Stornierung kostenfrei.',
      'Bis 2 Wochen vor Seminarbeginn berechnen wir 50 % der Seminargebühr.',
      'Bei einer späteren Stornierung oder Nichtteilnahme berechnen wir die volle Seminargebühr (100 %).',
      'Eine Ersatzteilnehmerin oder einen Ersatzteilnehmer können Sie jederzeit kostenfrei benennen.',
    ]);
  });

  it('refuses a malformed day', () => {
    expect(() => cancellationFee({ startDate: '15.06.2026', cancelDay: '2026-01-01', price: 1 })).toThrow(RangeError);
  });
});
