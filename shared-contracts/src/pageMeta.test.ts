import { PAGE_META, pageMetaOf } from './pageMeta';
import { isPendingRoute, routeKind } from './routeContract';
import { PAGE_ROUTES, type PageRouteName } from './routes';

const NAMES = Object.keys(PAGE_ROUTES) as PageRouteName[];
/** Other names of the login page (the same path on each site's host). */
const ALIASES: PageRouteName[] = ['loginMain', 'loginNewer', 'loginWorksCouncil'];

describe('PAGE_META', () => {
  it('every page the site serves has a title and a description; pending and non-page routes have none', () => {
    for (const name of NAMES) {
      const served = routeKind(name) === 'page' && !isPendingRoute(name) && !ALIASES.includes(name);
      expect([name, pageMetaOf(name) !== null]).toEqual([name, served]);
    }
  });

  it.each(Object.entries(PAGE_META))('%s: German title, description of 40 to 160 characters', (_name, meta) => {
    expect(meta.title.trim()).not.toBe('');
    expect(meta.description.length).toBeGreaterThanOrEqual(40);
    expect(meta.description.length).toBeLessThanOrEqual(160);
  });
});
