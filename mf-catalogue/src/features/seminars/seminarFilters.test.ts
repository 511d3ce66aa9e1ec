import { filtersUrl, parseFilters, resultCountLabel } from './seminarFilters';

describe('parseFilters', () => {
  it.each([
    ['', undefined, { rubric: '', q: '', page: 1 }],
    ['?rubrik=arbeitsrecht&q=%20Mobbing%20&seite=3', undefined, { rubric: 'arbeitsrecht', q: 'Mobbing', page: 3 }],
    ['?seite=0', undefined, { rubric: '', q: '', page: 1 }],
    ['?seite=abc', undefined, { rubric: '', q: '', page: 1 }],
    ['?seite=2.5', undefined, { rubric: '', q: '', page: 1 }],
    ['?rubrik=egal&q=x', 'betriebsverfassung', { rubric: 'betriebsverfassung', q: 'x', page: 1 }],
  ])('%s (path rubric %s)', (search, pathRubric, expected) => {
    expect(parseFilters(search, pathRubric)).toEqual(expected);
  });
});

describe('filtersUrl', () => {
  it.each([
    ['seminars', { rubric: '', q: '', page: 1 }, '/seminare'],
    [
      'seminars',
      { rubric: 'arbeitsrecht', q: 'Kündigung & Co', page: 2 },
      '/seminare?rubrik=arbeitsrecht&q=K%C3%BCndigung+%26+Co&seite=2',
    ],
    ['rubric', { rubric: 'arbeitsrecht', q: '', page: 3 }, '/seminare/r/arbeitsrecht?seite=3'],
    ['rubric', { rubric: '', q: 'x', page: 1 }, '/seminare?q=x'],
    ['search', { rubric: '', q: 'Mobbing', page: 1 }, '/suche?q=Mobbing'],
  ] as const)('%s %j -> %s', (place, filters, expected) => {
    expect(filtersUrl(place, filters)).toBe(expected);
  });

  it('round-trips through parseFilters', () => {
    const filters = { rubric: 'arbeitsrecht', q: 'Wahl 2026', page: 4 };
    const url = new URL(filtersUrl('seminars', filters), 'http://x');
    expect(parseFilters(url.search)).toEqual(filters);
  });
});

describe('resultCountLabel', () => {
  it.each([
    [0, '0 Seminartermine'],
    [1, '1 Seminartermin'],
    [123, '123 Seminartermine'],
    [1234, '1.234 Seminartermine'],
  ])('%d -> %s', (total, label) => {
    expect(resultCountLabel(total)).toBe(label);
  });
});
