import { matchPage } from '@amb/remote-kit';
import { HomePage } from './features/home/HomePage';
import { RubricsPage } from './features/rubrics/RubricsPage';
import { SectionPage } from './features/sections/SectionPage';
import { RubricPage, SearchPage, SeminarsPage } from './features/seminars/SeminarListPage';
import { PAGES } from './pages';

describe('PAGES', () => {
  it.each([
    ['/', { component: HomePage }],
    ['/seminare', { component: SeminarsPage }],
    ['/seminare/', { component: SeminarsPage }],
    ['/seminare/r/arbeitsrecht', { component: RubricPage, params: { rubric: 'arbeitsrecht' } }],
    ['/seminare/rubrik', { component: RubricsPage }],
    ['/suche', { component: SearchPage }],
    ['/seminare/t/betriebsratsarbeit-1', { component: SectionPage, title: 'Seminardetails' }],
    ['/seminare/t/betriebsratsarbeit-1/termine', { component: SectionPage, title: 'Seminardetails' }],
    ['/seminare/p', { component: SectionPage, title: 'Veranstaltungen' }],
    ['/seminare/p/4711', { component: SectionPage, title: 'Veranstaltung' }],
    ['/standorte/berlin-3', { component: SectionPage, title: 'Standorte' }],
    ['/standorte/hotel/seehotel-12', { component: SectionPage, title: 'Hotel' }],
    ['/personalisierter-schulungsplan/abc', { component: SectionPage, title: 'Schulungsplan' }],
    ['/schulungsplan/admin', { component: SectionPage, title: 'Schulungsplan verwalten' }],
  ])('%s', (path, expected) => {
    const match = matchPage(PAGES, path);
    expect(match?.page).toMatchObject({
      component: expected.component,
      ...('title' in expected ? { title: expected.title } : {}),
    });
    if ('params' in expected) expect(match?.params).toEqual(expected.params);
  });

  it('/seminare/unbekannt has no page (the not-found page)', () => {
    expect(matchPage(PAGES, '/seminare/unbekannt')).toBeNull();
  });
});
