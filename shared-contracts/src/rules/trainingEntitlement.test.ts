import {
  entitlementWeeks,
  termEndOf,
  trainingDays,
  trainingEntitlement,
  type CountedTraining,
  type MemberFunction,
} from './trainingEntitlement';

describe('term of office', () => {
  it.each<[MemberFunction, string, string]>([
    ['member', '2026-04-01', '2030-03-31'],
    ['chair', '2026-05-15', '2030-05-14'],
    ['sbv', '2026-11-01', '2030-10-31'],
    ['jav', '2026-11-15', '2028-11-14'],
    ['member', '2024-02-29', '2028-02-28'],
    ['jav', '2024-02-29', '2026-02-27'],
  ])('%s from %s ends %s', (fn, start, end) => expect(termEndOf(start, fn)).toBe(end));
});

describe('§ 37 Abs. 7 weeks per function and term', () => {
  it.each<[MemberFunction, boolean, number]>([
    ['chair', false, 3],
    ['chair', true, 4],
    ['deputy', false, 3],
    ['deputy', true, 4],
    ['member', false, 3],
    ['member', true, 4],
    ['jav', false, 3],
    ['jav', true, 4],
    ['substitute', false, 0],
    ['substitute', true, 0],
    ['sbv', false, 0],
    ['sbv', true, 0],
  ])('%s, first term %p: %i weeks', (fn, first, weeks) => expect(entitlementWeeks(fn, first)).toBe(weeks));
});

describe('training days', () => {
  it.each([
    [[{ startDate: '2026-06-08', endDate: '2026-06-10' }], 3], // Mon–Wed
    [[{ startDate: '2026-06-12', endDate: '2026-06-15' }], 2], // Fri–Mon: the weekend is no working day
    [[{ startDate: '2026-06-13', endDate: '2026-06-14' }], 0],
    [
      [
        { startDate: '2026-06-08', endDate: '2026-06-09' },
        { startDate: '2026-09-07', endDate: '2026-09-09' },
      ],
      5,
    ], // a series' modules
    [
      [
        { startDate: '2026-06-08', endDate: '2026-06-10' },
        { startDate: '2026-06-10', endDate: '2026-06-11' },
      ],
      4,
    ], // one day in two ranges counts once
  ])('%#: %j -> %i days', (ranges, days) => expect(trainingDays(ranges)).toBe(days));
});

const TERM = { termStart: '2026-04-01', termEnd: '2030-03-31' };
const t = (
  startDate: string,
  days: number,
  legalBasis: CountedTraining['legalBasis'],
  state: CountedTraining['state'],
) => ({
  startDate,
  days,
  legalBasis,
  state,
});

describe('the entitlement account', () => {
  it.each<[string, MemberFunction, boolean, number, CountedTraining[], object]>([
    [
      'a re-elected member, nothing yet',
      'member',
      false,
      5,
      [],
      { weeks: 3, days: 15, remainingDays: 15, exceeded: false },
    ],
    ['a first-time member', 'member', true, 5, [], { weeks: 4, days: 20, remainingDays: 20 }],
    ['a four-day week', 'member', false, 4, [], { days: 12, remainingDays: 12 }],
    ['a first-time JAV member, four-day week', 'jav', true, 4, [], { weeks: 4, days: 16 }],
    [
      'attended, booked and planned Abs. 7 training',
      'chair',
      false,
      5,
      [
        t('2026-06-01', 3, 'br37Abs7', 'attended'),
        t('2027-02-01', 5, 'br37Abs7', 'booked'),
        t('2027-09-01', 4, 'br37Abs7', 'planned'),
      ],
      { used: { attended: 3, booked: 5, planned: 4 }, remainingDays: 7, exceeded: false },
    ],
    [
      'Abs. 6 training is apart and never uses the weeks',
      'member',
      false,
      5,
      [
        t('2026-06-01', 5, 'br37Abs6', 'attended'),
        t('2026-09-01', 5, 'br37Abs6', 'booked'),
        t('2027-01-01', 3, 'br37Abs6', 'planned'),
      ],
      {
        used: { attended: 0, booked: 0, planned: 0 },
        remainingDays: 15,
        necessary: { attended: 5, booked: 5, planned: 3 },
      },
    ],
    [
      'training outside the term does not count',
      'member',
      false,
      5,
      [t('2026-03-31', 5, 'br37Abs7', 'attended'), t('2030-04-01', 5, 'br37Abs7', 'booked')],
      { used: { attended: 0, booked: 0, planned: 0 }, remainingDays: 15 },
    ],
    [
      'planned beyond the weeks is flagged, booked beyond leaves nothing',
      'deputy',
      false,
      5,
      [t('2026-06-01', 10, 'br37Abs7', 'booked'), t('2027-06-01', 6, 'br37Abs7', 'planned')],
      { remainingDays: 5, exceeded: true },
    ],
    [
      'overbooked: remaining stays at 0',
      'member',
      false,
      5,
      [t('2026-06-01', 18, 'br37Abs7', 'attended')],
      { remainingDays: 0, exceeded: true },
    ],
    [
      'a substitute member has no weeks; any Abs. 7 day exceeds',
      'substitute',
      false,
      5,
      [t('2026-06-01', 1, 'br37Abs7', 'planned')],
      { weeks: 0, days: 0, remainingDays: 0, exceeded: true },
    ],
    [
      'the SBV trains under § 179 Abs. 4 SGB IX, shown apart',
      'sbv',
      false,
      5,
      [t('2026-06-01', 3, 'sbv179Abs4', 'booked')],
      { weeks: 0, necessary: { attended: 0, booked: 3, planned: 0 } },
    ],
  ])('%s', (_name, fn, firstTerm, workDaysPerWeek, trainings, expected) => {
    expect(trainingEntitlement({ fn, firstTerm, workDaysPerWeek, ...TERM, trainings })).toMatchObject(expected);
  });

  it.each([0, 7, 4.5])('refuses %p working days a week', (workDaysPerWeek) => {
    expect(() =>
      trainingEntitlement({ fn: 'member', firstTerm: false, workDaysPerWeek, ...TERM, trainings: [] }),
    ).toThrow(RangeError);
  });
});
