/**
 * Articles, news and interviews (issue 13) against the running system: an article's text is in the HTML before
 * any script runs and hydrates without fetching; the news PDF; the RSS feed; the sitemap; the works-council
 * start page links the latest items.
 */
import Parser from 'rss-parser';
import {
  FEED_ITEMS,
  FEED_JUDGMENTS,
  type ContentListResponse,
  type JudgmentListResponse,
  type SitemapEntriesResponse,
} from '@amb/shared-contracts';
import { browserOfFile, e2eContext } from './context';
import { watchHydration } from './hydration';
import { pdfText } from './pdf';

const { origins, apiUrl } = e2eContext();
const browser = browserOfFile();

async function documentOf(origin: string, path: string): Promise<{ status: number; html: string; main: string }> {
  const response = await fetch(`${origin}${path}`, { headers: { accept: 'text/html' } });
  const html = await response.text();
  return { status: response.status, html, main: /<main id="amb-main"[^>]*>(.*)<\/main>/s.exec(html)?.[1] ?? '' };
}

const ARTICLE = '/fachartikel/kuenstliche-intelligenz-mitbestimmung-betriebsrat';
const ARTICLE_TITLE = 'Künstliche Intelligenz im Betrieb: Die Rechte des Betriebsrats';
const NEWS_SLUG = 'betriebsratswahlen-2026-zeitraum';

describe('Fachartikel, News und Interviews', () => {
  it.each([
    ['Seminar-Website', origins.main],
    ['Betriebsrat-Website', origins.worksCouncil],
  ])('%s: ein Fachartikel ist vom Server gerendert, mit Kopf, Text und passenden Seminaren', async (_site, origin) => {
    const { status, html, main } = await documentOf(origin, ARTICLE);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${ARTICLE_TITLE} | Akademie für Mitbestimmung</title>`);
    expect(html).toContain(`<link rel="canonical" href="${origins.main}${ARTICLE}"`);
    expect(html).toContain('"@type":"Article"');
    expect(main).toContain(`<h1 class="kit-page__heading">${ARTICLE_TITLE}</h1>`);
    expect(main).toContain('<time dateTime="2025-09-18">18.09.2025</time>');
    expect(main).toContain('<h2>Sachverständige ohne Streit um die Erforderlichkeit</h2>');
    expect(main).toContain('Passende Seminare');
    // On the works-council site the seminars are the seminar site's.
    const seminarLink = /<h2 id="cnt-seminare">Passende Seminare<\/h2><ul><li><a[^>]* href="([^"]+)"/.exec(main)?.[1];
    expect(seminarLink).toMatch(
      origin === origins.main ? /^\/seminare\/t\// : new RegExp(`^${origins.main}/seminare/t/`),
    );
  });

  it('hydriert auf der Seminar-Website ohne Abruf und ohne Fehlermeldung', async () => {
    const { page, requests } = await browser.newPage();
    const { problems, keptServerRoot } = await watchHydration(page, 'mf_content');
    await page.goto(`${origins.main}${ARTICLE}`, { waitUntil: 'networkidle0' });
    expect(await keptServerRoot()).toBe(true);
    expect(requests.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('antwortet auf einen unbekannten Beitrag mit der Seite „nicht gefunden“ (404)', async () => {
    const { status, html } = await documentOf(origins.main, '/news/gibt-es-nicht');
    expect(status).toBe(404);
    expect(html).toContain('Seite nicht gefunden');
  });

  it('liefert das PDF einer News mit Titel und Text', async () => {
    const response = await fetch(`${origins.main}/news/pdf/${NEWS_SLUG}`, { headers: { Accept: 'application/pdf' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain('Betriebsratswahlen 2026: Vom 1. März bis 31. Mai wird gewählt');
    expect(text).toContain('Wahlvorstand rechtzeitig bestellen');
    expect(text).toContain(`${origins.main}/news/${NEWS_SLUG}`);
  });

  it('liefert einen RSS-2.0-Feed der neuesten News, Fachartikel und Urteile', async () => {
    const response = await fetch(`${origins.main}/rss`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const feed = await new Parser().parseString(await response.text());
    const content = (await (
      await fetch(`${apiUrl}/api/content?kind=news,article&limit=${FEED_ITEMS - FEED_JUDGMENTS}`)
    ).json()) as ContentListResponse;
    const judgments = (await (
      await fetch(`${apiUrl}/api/case-law?limit=${FEED_JUDGMENTS}`)
    ).json()) as JudgmentListResponse;
    const expected = [
      ...content.items.map((item) => ({ url: item.url, day: item.publishedOn })),
      ...judgments.items.map((judgment) => ({ url: judgment.url, day: judgment.decidedOn })),
    ]
      .map((entry, index) => ({ ...entry, index }))
      .sort((a, b) => b.day.localeCompare(a.day) || a.index - b.index);
    expect(feed.items.map((item) => item.link)).toEqual(expected.map((entry) => `${origins.main}${entry.url}`));
    expect(feed.items).toHaveLength(FEED_ITEMS);
    expect(feed.items.filter((item) => item.categories?.includes('Rechtsprechung'))).toHaveLength(FEED_JUDGMENTS);
  });

  it('nennt jeden Beitrag in sitemap.xml', async () => {
    const entries = (await (await fetch(`${apiUrl}/api/sitemap-entries`)).json()) as SitemapEntriesResponse;
    expect(entries.content.length).toBeGreaterThanOrEqual(12);
    const sitemap = await (await fetch(`${origins.main}/sitemap.xml`)).text();
    for (const path of entries.content) expect(sitemap).toContain(`<loc>${origins.main}${path}</loc>`);
  });

  it('verlinkt die neuesten Beiträge und den Feed auf der Startseite der Betriebsrat-Website', async () => {
    const { status, main } = await documentOf(origins.worksCouncil, '/');
    expect(status).toBe(200);
    expect(main).toContain('<h2>Aktuelle News</h2>');
    // The newest news item the api names (election news are news items too).
    const newest = ((await (await fetch(`${apiUrl}/api/content?kind=news&limit=1`)).json()) as ContentListResponse)
      .items[0]!;
    expect(main).toContain(`<a href="${newest.url}">${newest.title.replace(/&/g, '&amp;')}</a>`);
    expect(main).toContain('<a href="/rss">RSS-Feed abonnieren</a>');
  });
});
