import { hitCountLabel, parseSearch, searchQueryOf, searchUrl } from './searchParams';

describe('search address', () => {
  it('reads the text, kind, rubric, month and page', () => {
    expect(parseSearch('?q=%20K%C3%BCndigung%20&art=termin&rubrik=arbeitsrecht&monat=2027-03&seite=2')).toEqual({
      q: 'Kündigung',
      kind: 'termin',
      rubric: 'arbeitsrecht',
      month: '2027-03',
      page: 2,
    });
    expect(parseSearch('?seite=-1')).toEqual({ q: '', kind: '', rubric: '', month: '', page: 1 });
  });

  it('round-trips through searchUrl', () => {
    const params = { q: 'Wahl & Co', kind: 'hotel', rubric: 'arbeitsrecht', month: '2027-03', page: 3 };
    const url = searchUrl(params);
    expect(url).toBe('/suche?q=Wahl+%26+Co&art=hotel&rubrik=arbeitsrecht&monat=2027-03&seite=3');
    expect(parseSearch(new URL(url, 'http://x').search)).toEqual(params);
    expect(searchUrl({ q: '', kind: '', rubric: '', month: '', page: 1 })).toBe('/suche');
  });

  it('asks the api with its names; nothing without a text; unknown kinds unchanged (the api refuses them)', () => {
    expect(searchQueryOf({ q: 'Mobbing', kind: 'standort', rubric: '', month: '2027-03', page: 2 })).toEqual({
      q: 'Mobbing',
      kind: 'location',
      rubric: undefined,
      month: '2027-03',
      page: 2,
      pageSize: 20,
    });
    expect(searchQueryOf({ q: '', kind: 'thema', rubric: '', month: '', page: 1 })).toBeNull();
    expect(searchQueryOf({ q: 'x', kind: 'constructor', rubric: '', month: '', page: 1 })?.kind).toBe('constructor');
  });

  it('counts hits in German', () => {
    expect(hitCountLabel(1234, 'Wahl')).toBe('1.234 Treffer für „Wahl“');
  });
});
