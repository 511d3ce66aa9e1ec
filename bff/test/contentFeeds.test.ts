import request from 'supertest';
import Parser from 'rss-parser';
import { BRAND_NAME, FEED_ITEMS, FEED_JUDGMENTS, MESSAGES } from '@amb/shared-contracts';
import { LATEST_CONTENT, LATEST_JUDGMENTS, NEWS_ITEM } from './support/contentFixtures';
import { feedEntries, type FeedEntry } from '../src/routes/contentFeeds';
import { closedPortUrl } from './support/fakeApi';
import { pdfText } from './support/pdfText';
import { HOSTS } from './support/testApp';
import { withTestSystem } from './support/testSystem';
import { binary } from './support/binary';

const system = withTestSystem();

describe('GET /rss', () => {
  it('is an RSS 2.0 feed of the latest news, articles and judgments, with the site’s origin, that a feed reader parses', async () => {
    const res = await request(system.app()).get('/rss').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(res.text).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/);
    const feed = await new Parser().parseString(res.text);
    expect(feed.title).toBe(`${BRAND_NAME}: News, Fachartikel und Rechtsprechung`);
    expect(feed.link).toBe('http://localhost:8080/');
    expect(feed.language).toBe('de');
    // Newest first across kinds: the article (2025), the news (14.09.2022), the judgment (13.09.2022).
    expect(feed.items.map((item) => item.title)).toEqual([
      ...LATEST_CONTENT.map((item) => item.title),
      'Arbeitszeit: BAG, Beschluss vom 13.09.2022 – 1 ABR 22/21',
    ]);
    const [article, news, judgment] = feed.items;
    expect(judgment!.link).toBe('http://localhost:8080/rechtsprechung/br/urteil/bag-1-abr-22-21');
    expect(judgment!.categories).toEqual(['Rechtsprechung']);
    expect(judgment!.contentSnippet ?? judgment!.content).toBe(LATEST_JUDGMENTS[0]!.guidingPrinciple);
    expect(new Date(judgment!.isoDate!).toISOString().slice(0, 10)).toBe('2022-09-13');
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
    expect(system.api.calls.filter((url) => /^\/api\/(content|case-law)/.test(url))).toEqual([
      '/api/content?kind=news%2Carticle&limit=20',
      '/api/case-law?limit=10',
    ]);
  });

  it('answers 502 in German when the api is down', async () => {
    const res = await request(system.appWithApi(await closedPortUrl()))
      .get('/rss')
      .expect(502);
    expect(res.body.error).toEqual({ code: 'UPSTREAM_UNAVAILABLE', message: MESSAGES.apiUnavailable });
  });
});

describe('feedEntries', () => {
  const entry = (title: string, day: string): FeedEntry => ({
    title,
    url: `/${title}`,
    description: '',
    day,
    category: '',
  });

  it('keeps the latest news and the latest judgments, together by day, a later day first, one day in the order given', () => {
    const news = Array.from({ length: 40 }, (_, i) =>
      entry(`news-${i}`, `2026-02-${String(28 - (i % 28)).padStart(2, '0')}`),
    );
    const judgments = Array.from({ length: 12 }, (_, i) => entry(`urteil-${i}`, `2024-0${1 + (i % 9)}-15`));
    judgments[0] = entry('urteil-0', '2026-02-28');
    const feed = feedEntries(news, judgments);
    expect(feed).toHaveLength(FEED_ITEMS);
    expect(feed.filter((e) => e.title.startsWith('urteil-'))).toHaveLength(FEED_JUDGMENTS);
    expect(feed.slice(0, 2).map((e) => e.title)).toEqual(['news-0', 'urteil-0']);
    const days = feed.map((e) => e.day);
    expect(days).toEqual([...days].sort().reverse());
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
