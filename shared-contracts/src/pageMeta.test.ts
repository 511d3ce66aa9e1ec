import { PAGE_META, pageMetaOf } from './pageMeta';
import { isPendingRoute, routeKind } from './routeContract';
import { PAGE_ROUTES, type PageRouteName } from './routes';

const NAMES = Object.keys(PAGE_ROUTES) as PageRouteName[];
describe('PAGE_META', () => {
  it('every page the site serves has a title and a description; pending and non-page routes have none', () => {
    for (const name of NAMES) {
      const served = routeKind(name) === 'page' && !isPendingRoute(name);
      expect([name, pageMetaOf(name) !== null]).toEqual([name, served]);
    }
  });

  it('the login page on each site host is the login page', () => {
    for (const alias of ['loginMain', 'loginNewer', 'loginWorksCouncil'] as const) {
      expect(pageMetaOf(alias)).toBe(PAGE_META.login);
    }
  });

  it.each(Object.entries(PAGE_META))('%s: German title, description of 40 to 160 characters', (_name, meta) => {
    expect(meta.title.trim()).not.toBe('');
    expect(meta.description.length).toBeGreaterThanOrEqual(40);
    expect(meta.description.length).toBeLessThanOrEqual(160);
  });
});
