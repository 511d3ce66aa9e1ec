/**
 * Topic pages and content bookmarks (issue 13) in Chromium against the running system: "Weitere Artikel laden"
 * adds the next pages in place until the topic's last article (without scripts, the link leads to the next
 * page); a member bookmarks an article and finds it under /meinamb/gemerkte-beitraege.
 */
import type { Page } from 'puppeteer-core';
import {
  BOOKMARK_TEXTS,
  PAGE_ROUTES,
  TOPIC_PAGE_SIZE,
  TOPIC_TEXTS,
  tagArticlesUrl,
  topicUrl,
  type TagArticlesResponse,
} from '@amb/shared-contracts';
import { DEMO_PASSWORD } from './booking';
import { browserOfFile, e2eContext } from './context';
import { watchHydration } from './hydration';

const { origins } = e2eContext();
const chromium = browserOfFile();

/** The seed's topic with the most articles (more than one page). */
const TAG = 'betriebsverfassungsgesetz';
const ARTICLE = '/fachartikel/schulungsanspruch-betriebsrat-paragraf-37';

/** Every article of the topic, page by page through the api (as the bff proxies it). */
async function allArticles(): Promise<string[]> {
  const urls: string[] = [];
  let cursor: string | null = null;
  do {
    const body = (await (await fetch(`${origins.main}${tagArticlesUrl(TAG, cursor)}`)).json()) as TagArticlesResponse;
    urls.push(...body.items.map((item) => item.url));
    cursor = body.nextCursor;
  } while (cursor);
  return urls;
}

const listed = (page: Page) =>
  page.$$eval('#amb-main .cnt-topic__list > li > a', (links) => links.map((link) => link.getAttribute('href')));

async function login(page: Page, email: string): Promise<void> {
  await page.goto(`${origins.main}/kundenportal/login/${encodeURIComponent(email)}`, { waitUntil: 'load' });
  const field = await page.waitForSelector('input[type="password"]', { visible: true });
  await field!.type(DEMO_PASSWORD);
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('#amb-main button[type="submit"]')]);
}

describe('Themenseiten', () => {
  it('lädt mit „Weitere Artikel laden“ Seite um Seite nach, ohne Lücke und ohne Wiederholung', async () => {
    const expected = await allArticles();
    const { page } = await chromium.newPage();
    const { problems } = await watchHydration(page, 'mf_content');
    await page.goto(`${origins.main}${topicUrl(TAG)}`, { waitUntil: 'networkidle0' });
    expect(await page.$eval('#amb-main h1', (h1) => h1.textContent)).toBe('Betriebsverfassungsgesetz');
    const first = await listed(page);
    expect(first.length).toBeLessThan(expected.length);
    while ((await listed(page)).length < expected.length) {
      const before = (await listed(page)).length;
      const more = await page.waitForSelector('#amb-main .cnt-topic__more a');
      expect(await more!.evaluate((link) => link.textContent)).toBe(TOPIC_TEXTS.loadMore);
      await more!.click();
      await page.waitForFunction(
        (count) => document.querySelectorAll('#amb-main .cnt-topic__list > li').length > count,
        {},
        before,
      );
    }
    expect(await listed(page)).toEqual(expected);
    // Loaded in place: still the topic's address, and at the end the button is gone.
    expect(new URL(page.url()).search).toBe('');
    await page.waitForFunction(() => !document.querySelector('#amb-main .cnt-topic__more'));
    expect(problems).toEqual([]);
    await page.close();
  });

  it('ohne Skripte führt der Link zur nächsten Seite, die vom Server gerendert ist', async () => {
    const html = await (await fetch(`${origins.main}${topicUrl(TAG)}`, { headers: { accept: 'text/html' } })).text();
    const next = /<a href="(\/themen\/[^"?]+\?cursor=[^"]+)" class="kit-button[^"]*">Weitere Artikel laden<\/a>/.exec(
      html,
    )?.[1];
    expect(next).toBeDefined();
    const response = await fetch(`${origins.main}${next!.replace(/&amp;/g, '&')}`, {
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(200);
    const second = await response.text();
    const expected = await allArticles();
    expect(second).toContain(`href="${expected[TOPIC_PAGE_SIZE]}"`);
    expect(second).not.toContain(`href="${expected[0]}" class="cnt-topic__title"`);
  });

  it('antwortet auf ein unbekanntes Thema und einen kaputten Cursor mit 404 bzw. 400', async () => {
    const page = await fetch(`${origins.main}${topicUrl('gibt-es-nicht')}`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(404);
    const call = await fetch(`${origins.main}${tagArticlesUrl(TAG, 'kaputt')}`);
    expect(call.status).toBe(400);
    expect(((await call.json()) as { error: { message: string } }).error.message).toMatch(/gibt es nicht/);
  });
});

describe('Gemerkte Beiträge', () => {
  it('abgemeldet führt „Merken“ zur Anmeldung und zurück', async () => {
    const html = await (await fetch(`${origins.main}${ARTICLE}`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(`href="/kundenportal/login?redirect=${encodeURIComponent(ARTICLE)}"`);
  });

  it('ein Mitglied merkt einen Fachartikel und findet ihn in meinamb', async () => {
    const { page } = await chromium.newPage();
    await login(page, 'murat.yilmaz@example.de');
    await page.goto(`${origins.main}${ARTICLE}`, { waitUntil: 'networkidle0' });
    const toggle = await page.waitForSelector(
      '#amb-main button.cnt-bookmark__control[aria-pressed="false"]:not([disabled])',
    );
    expect(await toggle!.evaluate((button) => button.textContent)).toBe(BOOKMARK_TEXTS.add);
    await toggle!.click();
    await page.waitForSelector('#amb-main button.cnt-bookmark__control[aria-pressed="true"]');
    expect(await page.$eval('#amb-main .cnt-bookmark__control', (b) => b.textContent)).toBe(BOOKMARK_TEXTS.added);
    const title = await page.$eval('#amb-main h1', (h1) => h1.textContent ?? '');

    await page.goto(`${origins.main}${PAGE_ROUTES.memberBookmarks.path}`, { waitUntil: 'load' });
    const link = await page.waitForSelector(`#amb-main .account-bookmarks a[href="${ARTICLE}"]`);
    expect(await link!.evaluate((a) => a.textContent)).toBe(title);
    await page.click(`#amb-main button[aria-label="${BOOKMARK_TEXTS.removeLabel(title)}"]`);
    await page.waitForFunction(
      (href) => !document.querySelector(`#amb-main .account-bookmarks a[href="${href}"]`),
      {},
      ARTICLE,
    );
    await page.close();
  });
});
