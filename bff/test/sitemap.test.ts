import request from 'supertest';
import { PENDING_ROUTES } from '@amb/shared-contracts';
import { cataloguePaths, robotsTxt, seminarSitePaths, sitemapXml } from '../src/routes/sitemap';
import { SITEMAP_ENTRIES, THEME } from './support/catalogueFixtures';
import { closedPortUrl } from './support/fakeApi';
import { HOSTS } from './support/testApp';
import { withTestSystem } from './support/testSystem';

const system = withTestSystem();
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
const pending = new Set<string>(PENDING_ROUTES);

describe('GET /sitemap.xml', () => {
  it('lists the served catalogue and content pages of the seminar site with its origin, from the api', async () => {
    const res = await request(system.app()).get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const urls = locs(res.text);
    expect(urls).toEqual(seminarSitePaths(SITEMAP_ENTRIES).map((path) => `http://localhost:8080${path}`));
    expect(urls).toContain('http://localhost:8080/');
    expect(urls).toContain('http://localhost:8080/seminare');
    expect(urls).toContain('http://localhost:8080/seminare/r/betriebsverfassungsrecht');
    expect(urls).toContain('http://localhost:8080/schulungsanspruch');
    expect(urls).toContain('http://localhost:8080/agb');
    expect(urls).toContain('http://localhost:8080/datenschutz');
    expect(urls).toContain('http://localhost:8080/wahlseiten-news/archiv/');
    expect(urls).toContain('http://localhost:8080/service/amb-app/download');
    // Every article, news item and interview the api names.
    expect(urls).toContain('http://localhost:8080/fachartikel/mobile-arbeit');
    expect(urls).toContain('http://localhost:8080/news/bag-pflicht-zur-arbeitszeiterfassung');
    // The case law the api names: overviews, lists and every published judgment.
    expect(urls).toContain('http://localhost:8080/rechtsprechung/br/urteil/bag-1-abr-16-23');
    // Both laws.
    expect(urls).toContain('http://localhost:8080/gesetze/betrvg');
    expect(urls).toContain('http://localhost:8080/gesetze/sgb-ix');
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('keeps it for a while: a second request asks the api nothing', async () => {
    const app = system.app();
    await request(app).get('/sitemap.xml').expect(200);
    await request(app).get('/sitemap.xml').expect(200);
    expect(system.api.calls.filter((url) => url === '/api/sitemap-entries')).toHaveLength(1);
  });

  it('lists only the works-council site’s own pages there: its start page, its news list and the case law', async () => {
    const res = await request(system.app()).get('/sitemap.xml').set('Host', HOSTS['works-council']).expect(200);
    expect(locs(res.text)).toEqual([
      'http://localhost:8082/',
      'http://localhost:8082/news',
      'http://localhost:8082/rechtsprechung',
      'http://localhost:8082/rechtsprechung/br/urteil/bag-1-abr-16-23',
    ]);
  });

  it('answers a German 502 when the api is down', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const res = await request(system.appWithApi(await closedPortUrl()))
      .get('/sitemap.xml')
      .expect(502);
    expect(res.body.error.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});

describe('cataloguePaths', () => {
  it('leaves out what the route contract still has pending, and adds the sub-pages of each served theme', () => {
    const paths = cataloguePaths(SITEMAP_ENTRIES);
    expect(paths.includes(THEME.url)).toBe(!pending.has('themeDetail'));
    expect(paths.includes(`${THEME.url}/termine`)).toBe(!pending.has('themeDetail') && !pending.has('themeEvents'));
    expect(paths.includes(SITEMAP_ENTRIES.events[0]!)).toBe(!pending.has('eventDetail'));
    expect(paths.includes(SITEMAP_ENTRIES.hotels[0]!)).toBe(!pending.has('hotel'));
    expect(paths.includes('/seminare/rubrik')).toBe(true);
  });
});

describe('sitemapXml and robots.txt', () => {
  it('escapes what XML needs escaped', () => {
    expect(sitemapXml('https://x.de', ['/suche?q=a&b=<c>'])).toContain(
      '<loc>https://x.de/suche?q=a&amp;b=&lt;c&gt;</loc>',
    );
  });

  it('names the sitemap and keeps crawlers out of the member area, cart and calls', async () => {
    const res = await request(system.app()).get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toBe(robotsTxt('http://localhost:8080'));
    expect(res.text).toContain('Sitemap: http://localhost:8080/sitemap.xml');
    for (const path of [
      '/meinamb',
      '/kundenportal',
      '/seminare/warenkorb',
      '/personalisierter-schulungsplan',
      '/api',
      '/manage',
    ])
      expect(res.text).toContain(`Disallow: ${path}\n`);
  });
});
