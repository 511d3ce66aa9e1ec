import { committeeCostsPerYear, participantCostCents, type CostedParticipant } from './committeeCosts';

const p = (status: CostedParticipant['status'], priceCents: number, startDate: string, fee: number | null = null) => ({
  status,
  priceCents,
  cancellationFeeCents: fee,
  startDate,
});

describe('participantCostCents', () => {
  it.each([
    ['booked', p('booked', 145000, '2026-03-02'), 145000],
    ['reserved', p('reserved', 145000, '2026-03-02'), 0],
    ['waiting', p('waiting', 145000, '2026-03-02'), 0],
    ['expired', p('expired', 145000, '2026-03-02'), 0],
    ['cancelled without fee', p('cancelled', 145000, '2026-03-02'), 0],
    ['cancelled with 50 % fee', p('cancelled', 145000, '2026-03-02', 72500), 72500],
  ] as const)('%s -> %i', (_label, participant, expected) => {
    expect(participantCostCents(participant)).toBe(expected);
  });
});

describe('committeeCostsPerYear', () => {
  it('sums booked prices and fees per start year, newest year first', () => {
    expect(
      committeeCostsPerYear([
        p('booked', 145000, '2026-03-02'),
        p('booked', 130000, '2026-11-20'),
        p('reserved', 145000, '2026-05-01'),
        p('cancelled', 99000, '2027-01-10', 99000),
        p('booked', 89000, '2025-12-31'),
      ]),
    ).toEqual([
      { year: 2027, participants: 0, totalCents: 99000 },
      { year: 2026, participants: 2, totalCents: 275000 },
      { year: 2025, participants: 1, totalCents: 89000 },
    ]);
  });

  it('is empty without bookings', () => {
    expect(committeeCostsPerYear([p('reserved', 1000, '2026-01-01'), p('cancelled', 1000, '2026-01-01')])).toEqual([]);
  });
});
