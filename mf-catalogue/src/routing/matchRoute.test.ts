import { matchRoute } from './matchRoute';

describe('matchRoute', () => {
  it.each([
    ['/', { kind: 'home' }],
    ['/seminare', { kind: 'seminars' }],
    ['/seminare/', { kind: 'seminars' }],
    ['/seminare/r/arbeitsrecht', { kind: 'rubric', rubric: 'arbeitsrecht' }],
    ['/seminare/rubrik', { kind: 'rubrics' }],
    ['/suche', { kind: 'search' }],
    ['/seminare/t/betriebsratsarbeit-1', { kind: 'section', heading: 'Seminardetails' }],
    ['/seminare/t/betriebsratsarbeit-1/termine', { kind: 'section', heading: 'Seminardetails' }],
    ['/seminare/p', { kind: 'section', heading: 'Veranstaltungen' }],
    ['/seminare/p/4711', { kind: 'section', heading: 'Veranstaltung' }],
    ['/standorte/berlin-3', { kind: 'section', heading: 'Standorte' }],
    ['/standorte/hotel/seehotel-12', { kind: 'section', heading: 'Hotel' }],
    ['/personalisierter-schulungsplan/abc', { kind: 'section', heading: 'Schulungsplan' }],
    ['/schulungsplan/admin', { kind: 'section', heading: 'Schulungsplan verwalten' }],
    ['/seminare/unbekannt', { kind: 'notFound' }],
  ])('%s', (path, expected) => {
    expect(matchRoute(path)).toEqual(expected);
  });
});
