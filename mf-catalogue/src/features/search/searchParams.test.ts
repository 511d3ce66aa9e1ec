import {
  contentSearchQueryOf,
  freshSearch,
  hitCountLabel,
  parseSearch,
  searchQueryOf,
  searchUrl,
  seminarSearchQueryOf,
} from './searchParams';

describe('search address', () => {
  it('reads the text, kind, rubric, month and page', () => {
    expect(parseSearch('?q=%20K%C3%BCndigung%20&art=termin&rubrik=arbeitsrecht&monat=2027-03&seite=2')).toEqual({
      q: 'Kündigung',
      kind: 'termin',
      rubric: 'arbeitsrecht',
      month: '2027-03',
      page: 2,
      area: 'seminars',
    });
    expect(parseSearch('?seite=-1')).toEqual({ q: '', kind: '', rubric: '', month: '', page: 1, area: 'seminars' });
  });

  it('round-trips through searchUrl', () => {
    const params = {
      q: 'Wahl & Co',
      kind: 'hotel',
      rubric: 'arbeitsrecht',
      month: '2027-03',
      page: 3,
      area: 'seminars' as const,
    };
    const url = searchUrl(params);
    expect(url).toBe('/suche?q=Wahl+%26+Co&art=hotel&rubrik=arbeitsrecht&monat=2027-03&seite=3');
    expect(parseSearch(new URL(url, 'http://x').search)).toEqual(params);
    expect(searchUrl({ q: '', kind: '', rubric: '', month: '', page: 1, area: 'seminars' as const })).toBe('/suche');
  });

  it('asks the api with its names; nothing without a text; unknown kinds unchanged (the api refuses them)', () => {
    expect(
      searchQueryOf({
        q: 'Mobbing',
        kind: 'standort',
        rubric: '',
        month: '2027-03',
        page: 2,
        area: 'seminars' as const,
      }),
    ).toEqual({
      q: 'Mobbing',
      kind: 'location',
      rubric: undefined,
      month: '2027-03',
      page: 2,
      pageSize: 20,
    });
    expect(
      searchQueryOf({ q: '', kind: 'thema', rubric: '', month: '', page: 1, area: 'seminars' as const }),
    ).toBeNull();
    expect(
      searchQueryOf({ q: 'x', kind: 'constructor', rubric: '', month: '', page: 1, area: 'seminars' as const })?.kind,
    ).toBe('constructor');
  });

  it('keeps the content area in the address (bereich=inhalte), seminars being the default', () => {
    const params = parseSearch('?q=Wahl&bereich=inhalte&seite=2');
    expect(params).toEqual({ q: 'Wahl', kind: '', rubric: '', month: '', page: 2, area: 'content' });
    expect(searchUrl(params)).toBe('/suche?q=Wahl&bereich=inhalte&seite=2');
    expect(parseSearch('?q=Wahl&bereich=etwas').area).toBe('seminars');
    expect(searchUrl(freshSearch('Wahl', 'seminars'))).toBe('/suche?q=Wahl');
    // The seminars' narrowing is no part of the content's address.
    expect(searchUrl(parseSearch('?q=Wahl&bereich=inhalte&rubrik=arbeitsrecht&art=hotel&monat=2027-03'))).toBe(
      '/suche?q=Wahl&bereich=inhalte',
    );
  });

  it('asks for content with the page shown there, for seminars with the text alone while content is shown', () => {
    const content = parseSearch('?q=Wahl&bereich=inhalte&seite=3&rubrik=arbeitsrecht');
    expect(contentSearchQueryOf(content)).toEqual({ q: 'Wahl', page: 3, pageSize: 20 });
    expect(seminarSearchQueryOf(content)).toEqual(expect.objectContaining({ q: 'Wahl', page: 1, rubric: undefined }));
    const seminars = parseSearch('?q=Wahl&seite=3&rubrik=arbeitsrecht');
    expect(contentSearchQueryOf(seminars)).toEqual({ q: 'Wahl', page: 1, pageSize: 20 });
    expect(seminarSearchQueryOf(seminars)).toEqual(expect.objectContaining({ page: 3, rubric: 'arbeitsrecht' }));
    expect(contentSearchQueryOf(parseSearch('?bereich=inhalte'))).toBeNull();
  });

  it('counts hits in German', () => {
    expect(hitCountLabel(1234, 'Wahl')).toBe('1.234 Treffer für „Wahl“');
  });
});
