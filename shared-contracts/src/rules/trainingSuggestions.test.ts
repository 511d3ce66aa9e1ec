import fc from 'fast-check';
import { addCalendarDays } from './berlinWallTime';
import { trainingNeeds } from './trainingNeeds';
import { suggestDates, type CandidateDate, type DayRange, type SuggestionInput } from './trainingSuggestions';

let nextId = 1;
const date = (themeId: number, startDate: string, days: number, over: Partial<CandidateDate> = {}): CandidateDate => ({
  eventId: nextId++,
  themeId,
  startDate,
  endDate: addCalendarDays(startDate, days - 1),
  isOnline: false,
  locationId: 1,
  seatsLeft: 5,
  ...over,
});

const NEEDS = trainingNeeds({
  fn: 'member',
  basics: [1, 2, 3],
  prerequisites: new Map([
    [2, [1]],
    [3, [2]],
  ]),
  chosen: [{ themeId: 9, legalBasis: 'br37Abs7' }],
  done: new Set(),
  booked: new Set(),
});

const base = (over: Partial<SuggestionInput>): SuggestionInput => ({
  needs: NEEDS,
  candidates: new Map(),
  busy: [],
  bookedDates: new Map(),
  format: 'any',
  locationId: null,
  from: '2026-02-01',
  until: '2030-01-31',
  ...over,
});

const picked = (s: ReturnType<typeof suggestDates>) =>
  s.map((x) => (x.date ? `${x.themeId}@${x.date.startDate}` : `${x.themeId}:${x.reason}`));

describe('suggested dates', () => {
  const candidates = new Map<number, CandidateDate[]>([
    [1, [date(1, '2026-01-20', 3), date(1, '2026-02-09', 3), date(1, '2026-03-02', 3)]],
    [2, [date(2, '2026-02-10', 3), date(2, '2026-03-16', 3)]],
    [3, [date(3, '2026-03-17', 3), date(3, '2026-05-04', 3)]],
    [9, [date(9, '2026-02-09', 2), date(9, '2026-02-16', 2)]],
  ]);

  it('the series in order, each after the last, starting no earlier than the lead time', () => {
    expect(picked(suggestDates(base({ candidates })))).toEqual([
      '1@2026-02-09',
      '2@2026-03-16',
      '3@2026-05-04',
      '9@2026-02-16',
    ]);
  });

  it('never on a day the member is booked', () => {
    const busy: DayRange[] = [{ startDate: '2026-03-18', endDate: '2026-03-18' }];
    expect(picked(suggestDates(base({ candidates, busy })))).toEqual([
      '1@2026-02-09',
      '2:noDate',
      '3:waiting',
      '9@2026-02-16',
    ]);
  });

  it('what builds on a booked date comes after it', () => {
    const needs = trainingNeeds({
      fn: 'member',
      basics: [1, 2, 3],
      prerequisites: new Map(),
      chosen: [],
      done: new Set(),
      booked: new Set([1]),
    });
    const bookedDates = new Map([[1, { startDate: '2026-03-02', endDate: '2026-03-04' }]]);
    expect(picked(suggestDates(base({ needs, candidates, bookedDates })))).toEqual(['2@2026-03-16', '3@2026-05-04']);
  });

  it('a prerequisite of a booked date comes before it, or not at all', () => {
    const needs = trainingNeeds({
      fn: 'member',
      basics: [1, 2],
      prerequisites: new Map(),
      chosen: [],
      done: new Set(),
      booked: new Set([2]),
    });
    const before = new Map([[2, { startDate: '2026-03-02', endDate: '2026-03-06' }]]);
    expect(picked(suggestDates(base({ needs, candidates, bookedDates: before })))).toEqual(['1@2026-02-09']);
    const tooEarly = new Map([[2, { startDate: '2026-02-10', endDate: '2026-02-12' }]]);
    expect(picked(suggestDates(base({ needs, candidates, bookedDates: tooEarly })))).toEqual(['1:noDate']);
  });

  it('what was attended sets no bound', () => {
    const needs = trainingNeeds({
      fn: 'member',
      basics: [1, 2],
      prerequisites: new Map(),
      chosen: [],
      done: new Set([1]),
      booked: new Set(),
    });
    expect(picked(suggestDates(base({ needs, candidates })))).toEqual(['2@2026-02-10']);
  });

  it('online only, presence only, and the preferred location first', () => {
    const mixed = new Map<number, CandidateDate[]>([
      [
        1,
        [
          date(1, '2026-02-09', 3, { locationId: 2 }),
          date(1, '2026-02-23', 3, { isOnline: true, locationId: null }),
          date(1, '2026-03-09', 3, { locationId: 1 }),
        ],
      ],
    ]);
    const needs = NEEDS.slice(0, 1);
    expect(picked(suggestDates(base({ needs, candidates: mixed, format: 'online' })))).toEqual(['1@2026-02-23']);
    expect(picked(suggestDates(base({ needs, candidates: mixed, format: 'presence' })))).toEqual(['1@2026-02-09']);
    expect(picked(suggestDates(base({ needs, candidates: mixed, format: 'presence', locationId: 1 })))).toEqual([
      '1@2026-03-09',
    ]);
    // Either form with a location: online counts as preferred (no travel), so the earlier online date wins.
    expect(picked(suggestDates(base({ needs, candidates: mixed, format: 'any', locationId: 1 })))).toEqual([
      '1@2026-02-23',
    ]);
    const [elsewhere] = suggestDates(base({ needs, candidates: mixed, format: 'presence', locationId: 9 }));
    expect(elsewhere).toMatchObject({ date: { startDate: '2026-02-09' }, preferred: false });
  });

  it('no date without a free seat or past the term', () => {
    const few = new Map([[1, [date(1, '2026-02-09', 3, { seatsLeft: 0 }), date(1, '2031-02-09', 3)]]]);
    expect(picked(suggestDates(base({ needs: NEEDS.slice(0, 1), candidates: few })))).toEqual(['1:noDate']);
  });
});

describe('suggestions never clash', () => {
  const day = fc.integer({ min: 0, max: 400 }).map((n) => addCalendarDays('2026-02-01', n));
  const candidate = fc.record({
    themeId: fc.integer({ min: 1, max: 6 }),
    startDate: day,
    length: fc.integer({ min: 1, max: 5 }),
    isOnline: fc.boolean(),
    seatsLeft: fc.integer({ min: 0, max: 3 }),
  });
  const busyRange = fc.record({ startDate: day, length: fc.integer({ min: 1, max: 5 }) });

  it('with each other, with booked days, in learning order, within the term', () => {
    fc.assert(
      fc.property(
        fc.array(candidate, { maxLength: 40 }),
        fc.array(busyRange, { maxLength: 6 }),
        fc.constantFrom('any', 'presence', 'online' as const),
        (raw, rawBusy, format) => {
          const needs = trainingNeeds({
            fn: 'member',
            basics: [1, 2, 3],
            prerequisites: new Map([
              [5, [4]],
              [6, [5]],
            ]),
            chosen: [
              { themeId: 6, legalBasis: 'br37Abs7' },
              { themeId: 4, legalBasis: 'br37Abs7' },
            ],
            done: new Set(),
            booked: new Set(),
          });
          const candidates = new Map<number, CandidateDate[]>();
          raw.forEach((c, i) => {
            const list = candidates.get(c.themeId) ?? [];
            list.push({
              eventId: i + 1,
              themeId: c.themeId,
              startDate: c.startDate,
              endDate: addCalendarDays(c.startDate, c.length - 1),
              isOnline: c.isOnline,
              locationId: c.isOnline ? null : 1,
              seatsLeft: c.seatsLeft,
            });
            candidates.set(c.themeId, list);
          });
          const busy = rawBusy.map((b) => ({
            startDate: b.startDate,
            endDate: addCalendarDays(b.startDate, b.length - 1),
          }));
          const until = '2027-01-31';
          const suggestions = suggestDates(base({ needs, candidates, busy, format, until, from: '2026-02-01' }));
          const dates = suggestions.flatMap((s) => (s.date ? [s] : []));
          const overlaps = (a: DayRange, b: DayRange) => a.startDate <= b.endDate && b.startDate <= a.endDate;
          for (const [i, s] of dates.entries()) {
            expect(s.date.seatsLeft).toBeGreaterThan(0);
            expect(s.date.endDate <= until).toBe(true);
            if (format !== 'any') expect(s.date.isOnline).toBe(format === 'online');
            for (const b of busy) expect(overlaps(s.date, b)).toBe(false);
            for (const other of dates.slice(i + 1)) expect(overlaps(s.date, other.date)).toBe(false);
          }
          const at = new Map(dates.map((s) => [s.themeId, s.date]));
          for (const need of needs) {
            const mine = at.get(need.themeId);
            if (!mine) continue;
            for (const before of need.after) {
              const first = at.get(before);
              expect(first).toBeDefined();
              expect(first!.endDate < mine.startDate).toBe(true);
            }
          }
        },
      ),
      { numRuns: 300, seed: 26 },
    );
  });
});
