import {
  NO_FILTERS,
  filtersUrl,
  hasFilters,
  parseFilters,
  resultCountLabel,
  seminarQueryOf,
  type SeminarFilters,
} from './seminarFilters';

const filters = (overrides: Partial<SeminarFilters>): SeminarFilters => ({ ...NO_FILTERS, ...overrides });

describe('parseFilters', () => {
  it.each([
    ['', undefined, NO_FILTERS],
    [
      '?rubrik=arbeitsrecht&q=%20Mobbing%20&seite=3',
      undefined,
      filters({ rubric: 'arbeitsrecht', q: 'Mobbing', page: 3 }),
    ],
    ['?seite=0', undefined, NO_FILTERS],
    ['?seite=abc', undefined, NO_FILTERS],
    ['?seite=2.5', undefined, NO_FILTERS],
    ['?sortierung=datum', undefined, NO_FILTERS],
    ['?rubrik=egal&q=x', 'betriebsverfassung', filters({ rubric: 'betriebsverfassung', q: 'x' })],
    [
      '?schlagwort=kuendigung&ort=hamburg&monat=2027-03&format=online&eintaegig=ja&preis-von=100&preis-bis=900&sortierung=preis',
      undefined,
      filters({
        tag: 'kuendigung',
        city: 'hamburg',
        month: '2027-03',
        format: 'online',
        oneDay: 'ja',
        priceMin: '100',
        priceMax: '900',
        sort: 'preis',
      }),
    ],
    // Values the api will refuse stay as written: its 400 is the page's "invalid filters" state.
    ['?monat=2027-13&preis-von=abc', undefined, filters({ month: '2027-13', priceMin: 'abc' })],
  ])('%s (path rubric %s)', (search, pathRubric, expected) => {
    expect(parseFilters(search, pathRubric)).toEqual(expected);
  });
});

describe('seminarQueryOf', () => {
  it('names the api values and leaves out what is not set', () => {
    expect(
      seminarQueryOf(
        filters({ format: 'praesenz', oneDay: 'ja', sort: 'titel', priceMin: '0', city: 'berlin', page: 2 }),
      ),
    ).toEqual({
      rubric: undefined,
      tag: undefined,
      city: 'berlin',
      month: undefined,
      format: 'presence',
      oneDay: 'true',
      priceMin: '0',
      priceMax: undefined,
      q: undefined,
      sort: 'title',
      page: 2,
      pageSize: 20,
    });
  });

  it('passes unknown values unchanged, so the api refuses them', () => {
    expect(seminarQueryOf(filters({ format: 'hybrid', oneDay: 'vielleicht', sort: 'beliebt' }))).toMatchObject({
      format: 'hybrid',
      oneDay: 'vielleicht',
      sort: 'beliebt',
    });
  });

  it('does not take inherited names for known values', () => {
    expect(seminarQueryOf(filters({ sort: 'toString' })).sort).toBe('toString');
  });
});

describe('filtersUrl', () => {
  it.each([
    ['seminars', NO_FILTERS, '/seminare'],
    [
      'seminars',
      filters({ rubric: 'arbeitsrecht', q: 'Kündigung & Co', page: 2 }),
      '/seminare?rubrik=arbeitsrecht&q=K%C3%BCndigung+%26+Co&seite=2',
    ],
    ['rubric', filters({ rubric: 'arbeitsrecht', page: 3 }), '/seminare/r/arbeitsrecht?seite=3'],
    [
      'rubric',
      filters({ rubric: 'arbeitsrecht', city: 'hamburg', sort: 'preis' }),
      '/seminare/r/arbeitsrecht?ort=hamburg&sortierung=preis',
    ],
    ['rubric', filters({ q: 'x' }), '/seminare?q=x'],
  ] as const)('%s %j -> %s', (place, value, expected) => {
    expect(filtersUrl(place, value)).toBe(expected);
  });

  it.each([
    ['seminars', undefined],
    ['rubric', 'arbeitsrecht'],
  ] as const)('round-trips every filter through parseFilters (%s)', (place, pathRubric) => {
    const value = filters({
      rubric: 'arbeitsrecht',
      tag: 'kuendigung',
      city: 'hamburg',
      month: '2027-03',
      format: 'praesenz',
      oneDay: 'ja',
      priceMin: '100',
      priceMax: '1500',
      q: 'Wahl 2026 & mehr',
      sort: 'titel',
      page: 4,
    });
    const url = new URL(filtersUrl(place, value), 'http://x');
    expect(parseFilters(url.search, pathRubric)).toEqual(value);
  });
});

describe('hasFilters', () => {
  it.each([
    [NO_FILTERS, undefined, false],
    [filters({ page: 3 }), undefined, false],
    [filters({ rubric: 'arbeitsrecht' }), 'arbeitsrecht', false],
    [filters({ rubric: 'arbeitsrecht' }), undefined, true],
    [filters({ rubric: 'arbeitsrecht', oneDay: 'ja' }), 'arbeitsrecht', true],
  ])('%j (path rubric %s) -> %s', (value, pathRubric, expected) => {
    expect(hasFilters(value, pathRubric)).toBe(expected);
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
