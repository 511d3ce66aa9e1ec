import request from 'supertest';
import Parser from 'rss-parser';
import { BRAND_NAME, MESSAGES } from '@amb/shared-contracts';
import { LATEST_CONTENT, NEWS_ITEM } from './support/contentFixtures';
import { closedPortUrl } from './support/fakeApi';
import { pdfText } from './support/pdfText';
import { HOSTS } from './support/testApp';
import { withTestSystem } from './support/testSystem';

const system = withTestSystem();

/** supertest keeps a PDF answer as bytes. */
const binary = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe('GET /rss', () => {
  it('is an RSS 2.0 feed of the latest news and articles, with the site’s origin, that a feed reader parses', async () => {
    const res = await request(system.app()).get('/rss').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(res.text).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/);
    const feed = await new Parser().parseString(res.text);
    expect(feed.title).toBe(`${BRAND_NAME}: News und Fachartikel`);
    expect(feed.link).toBe('http://localhost:8080/');
    expect(feed.language).toBe('de');
    expect(feed.items.map((item) => item.title)).toEqual(LATEST_CONTENT.map((item) => item.title));
    const [article, news] = feed.items;
    expect(article!.link).toBe('http://localhost:8080/fachartikel/mobile-arbeit');
    expect(article!.guid).toBe('http://localhost:8080/fachartikel/mobile-arbeit');
    expect(article!.categories).toEqual(['Fachartikel']);
    expect(news!.contentSnippet ?? news!.content).toBe(NEWS_ITEM.teaser);
    expect(new Date(news!.isoDate!).toISOString().slice(0, 10)).toBe('2022-09-14');
    // Every item carries what RSS 2.0 requires of it: a title or a description.
    for (const item of feed.items) expect(item.title || item.content).toBeTruthy();
    // Special characters stay text (character data), never markup; no <author> without an e-mail address.
    expect(res.text).toContain('<title><![CDATA[Mobile Arbeit & Mitbestimmung <§ 87>]]></title>');
    expect(res.text).not.toContain('<author>');
  });

  it('links to the works-council site on its host, and asks the api once in a while', async () => {
    const app = system.app();
    const res = await request(app).get('/rss').set('Host', HOSTS['works-council']).expect(200);
    const feed = await new Parser().parseString(res.text);
    expect(feed.items[0]!.link).toBe('http://localhost:8082/fachartikel/mobile-arbeit');
    await request(app).get('/rss').set('Host', HOSTS['works-council']).expect(200);
    expect(system.api.calls.filter((url) => url.startsWith('/api/content'))).toEqual([
      '/api/content?kind=news%2Carticle&limit=30',
    ]);
  });

  it('answers 502 in German when the api is down', async () => {
    const res = await request(system.appWithApi(await closedPortUrl()))
      .get('/rss')
      .expect(502);
    expect(res.body.error).toEqual({ code: 'UPSTREAM_UNAVAILABLE', message: MESSAGES.apiUnavailable });
  });
});

describe('GET /news/pdf/{slug}', () => {
  it('renders the news item as a PDF whose text has title, date, author, body and link', async () => {
    const res = await request(system.app()).get(`/news/pdf/${NEWS_ITEM.slug}`).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="news-${NEWS_ITEM.slug}.pdf"`);
    const { pages, info } = pdfText(res.body as Buffer);
    const text = pages.join(' ').replace(/\s+/g, ' ');
    for (const expected of [
      BRAND_NAME,
      'NEWS · 14.09.2022 · von Zoë Łukasik · 2 Min. Lesezeit',
      NEWS_ITEM.title,
      NEWS_ITEM.teaser,
      'Mit Beschluss vom 13. September 2022 (1 ABR 22/21)',
      'Folgen für den Betriebsrat',
      '• kein Initiativrecht zur Einführung',
      'Passende Seminare',
      'Arbeitszeit gestalten',
      `http://localhost:8080${NEWS_ITEM.url}`,
      'Seite 1 von',
    ])
      expect(text).toContain(expected);
    expect(info.Title).toBe(NEWS_ITEM.title);
    expect(info.Language).toBe('de-DE');
  });

  it('answers an unknown news item with the not-found page for a browser and the JSON 404 for a client', async () => {
    const page = await request(system.app()).get('/news/pdf/gibt-es-nicht').set('Accept', 'text/html').expect(404);
    expect(page.text).toContain(`<title>${MESSAGES.pageNotFoundTitle} | ${BRAND_NAME}</title>`);
    const json = await request(system.app())
      .get('/news/pdf/gibt-es-nicht')
      .set('Accept', 'application/json')
      .expect(404);
    expect(json.body.error.code).toBe('NOT_FOUND');
  });

  it.each(['Gro%C3%9F', '..%2F..%2Fetc', '-abc', 'a'.repeat(161)])(
    'answers a malformed slug (%s) with 404 without asking the api',
    async (slug) => {
      await request(system.app()).get(`/news/pdf/${slug}`).set('Accept', 'application/json').expect(404);
      expect(system.api.calls.some((url) => url.startsWith('/api/content'))).toBe(false);
    },
  );

  it('answers 502 with the German page when the api is down', async () => {
    const res = await request(system.appWithApi(await closedPortUrl()))
      .get(`/news/pdf/${NEWS_ITEM.slug}`)
      .set('Accept', 'text/html')
      .expect(502);
    expect(res.text).toContain(MESSAGES.apiUnavailable);
  });
});
