import { trainingNeeds, type NeedsInput } from './trainingNeeds';

// Themes: 1 BR I, 2 BR II, 3 BR III, 4 Vorsitz, 10 Arbeitsrecht I, 11 Arbeitsrecht II, 20 Einigungsstelle, 30 SBV
const PREREQUISITES = new Map<number, number[]>([
  [2, [1]],
  [3, [2]],
  [11, [10]],
  [20, [2]],
]);

const input = (over: Partial<NeedsInput>): NeedsInput => ({
  fn: 'member',
  basics: [1, 2, 3],
  prerequisites: PREREQUISITES,
  chosen: [],
  done: new Set(),
  booked: new Set(),
  ...over,
});

const summary = (needs: ReturnType<typeof trainingNeeds>) =>
  needs.map((n) => `${n.themeId}:${n.reason}:${n.state}:${n.legalBasis}`);

describe('training needs in learning order', () => {
  it.each<[string, Partial<NeedsInput>, string[]]>([
    ['the basic series in order', {}, ['1:basic:open:br37Abs6', '2:basic:open:br37Abs6', '3:basic:open:br37Abs6']],
    [
      'the chair’s series has the chair seminar too',
      { fn: 'chair', basics: [1, 2, 3, 4] },
      ['1:basic:open:br37Abs6', '2:basic:open:br37Abs6', '3:basic:open:br37Abs6', '4:basic:open:br37Abs6'],
    ],
    [
      'a chosen advanced topic after its prerequisite',
      { chosen: [{ themeId: 11, legalBasis: 'br37Abs7' }] },
      [
        '1:basic:open:br37Abs6',
        '2:basic:open:br37Abs6',
        '3:basic:open:br37Abs6',
        '10:prerequisite:open:br37Abs6',
        '11:topic:open:br37Abs7',
      ],
    ],
    [
      'a prerequisite that is a basic is not repeated',
      { chosen: [{ themeId: 20, legalBasis: 'br37Abs6' }] },
      ['1:basic:open:br37Abs6', '2:basic:open:br37Abs6', '3:basic:open:br37Abs6', '20:topic:open:br37Abs6'],
    ],
    [
      'a chosen topic that is also a basic stays a basic',
      { chosen: [{ themeId: 2, legalBasis: 'br37Abs7' }] },
      ['1:basic:open:br37Abs6', '2:basic:open:br37Abs6', '3:basic:open:br37Abs6'],
    ],
    [
      'done and booked themes are marked',
      { done: new Set([1]), booked: new Set([2]) },
      ['1:basic:done:br37Abs6', '2:basic:booked:br37Abs6', '3:basic:open:br37Abs6'],
    ],
    ['the SBV learns under § 179 Abs. 4 SGB IX', { fn: 'sbv', basics: [30] }, ['30:basic:open:sbv179Abs4']],
    [
      'a deep chain: III needs II needs I',
      { basics: [], chosen: [{ themeId: 3, legalBasis: 'br37Abs7' }] },
      ['1:prerequisite:open:br37Abs6', '2:prerequisite:open:br37Abs6', '3:topic:open:br37Abs7'],
    ],
    [
      'a cycle in the data ends',
      {
        basics: [],
        prerequisites: new Map([
          [40, [41]],
          [41, [40]],
        ]),
        chosen: [{ themeId: 40, legalBasis: 'br37Abs7' }],
      },
      ['41:prerequisite:open:br37Abs6', '40:topic:open:br37Abs7'],
    ],
  ])('%s', (_name, over, expected) => expect(summary(trainingNeeds(input(over)))).toEqual(expected));

  it('each need names what must come first', () => {
    const needs = trainingNeeds(input({ chosen: [{ themeId: 11, legalBasis: 'br37Abs7' }] }));
    expect(needs.map((n) => [n.themeId, n.after, n.requiredFor])).toEqual([
      [1, [], null],
      [2, [1], null],
      [3, [2], null],
      [10, [], 11],
      [11, [10], null],
    ]);
  });
});
