/**
 * Lookups and recommendations (issue 13) against the running system: a new member's start page recommends
 * articles and one opens; the work aids on „Unterlagen“ filter by rubric and target group and their PDFs come
 * from the bff; an article page has its related news and videos in the HTML before any script runs.
 */
import type { Page } from 'puppeteer-core';
import {
  API_ROUTES,
  buildPath,
  type ContentItemResponse,
  type ContentListResponse,
  type VideoListResponse,
} from '@amb/shared-contracts';
import { browserOfFile, e2eContext, textOf } from './context';
import { capturedMails, confirmByMail } from './mail';
import { HttpVisitor } from './http';
import { pdfText } from './pdf';

const { origins, apiUrl } = e2eContext();
const chromium = browserOfFile();
const PASSWORD = 'Empfehlungen-im-Test-2026';
/** A member of this file alone: no settings, so the recommendations follow the newcomer's default function. */
const EMAIL = `empfehlungen.${Date.now()}@example.de`;

async function register(): Promise<void> {
  const visitor = new HttpVisitor(origins.main);
  const since = capturedMails().length;
  const registered = await visitor.fetch(API_ROUTES.userRegistration.path, {
    method: 'POST',
    csrf: true,
    body: {
      salutation: 'Herr',
      title: '',
      firstname: 'Emil',
      lastname: 'Empfehlung',
      email: EMAIL,
      phone: '040 7654321',
      company: 'Hafenwerk GmbH',
      street: 'Kaistraße',
      streetNumber: '3',
      postalCode: '20457',
      city: 'Hamburg',
      password: PASSWORD,
    },
  });
  expect(registered.status).toBe(201);
  // As its owner would: the link of the confirmation mail (until then nothing is linked to the address).
  await confirmByMail(visitor, EMAIL, since);
}

async function login(page: Page, redirect: string): Promise<void> {
  await page.goto(`${origins.main}/kundenportal/login/${encodeURIComponent(EMAIL)}?redirect=${redirect}`, {
    waitUntil: 'load',
  });
  const field = await page.waitForSelector('input[type="password"]', { visible: true });
  await field!.type(PASSWORD);
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('#amb-main button[type="submit"]')]);
}

const DOWNLOADS = '#amb-main section[aria-labelledby="account-downloads-heading"]';
const downloadsShow = (page: Page, text: string) =>
  page.waitForFunction(
    (selector, wanted) => document.querySelector(selector)?.textContent?.includes(wanted),
    {},
    DOWNLOADS,
    text,
  );

beforeAll(register);

describe('Empfehlungen und Arbeitshilfen', () => {
  it('meinamb empfiehlt Beiträge zu den Themen des Mitglieds; einer öffnet sich', async () => {
    const { page } = await chromium.newPage();
    await login(page, '/meinamb');
    const section = '#amb-main section[aria-labelledby="account-overview-articles"]';
    await page.waitForSelector(`${section} a`);
    expect(await textOf(page, `${section} h2`)).toBe('Empfohlene Beiträge');
    const links = await page.$$eval(`${section} a`, (anchors) =>
      anchors.map((a) => ({ href: a.getAttribute('href')!, text: a.textContent })),
    );
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.href).toMatch(/^\/(fachartikel|news|br-magazin-interview)\/[a-z0-9-]+$/);
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click(`${section} a`)]);
    expect(new URL(page.url()).pathname).toBe(links[0]!.href);
    expect(await textOf(page, '#amb-main h1')).toBe(links[0]!.text);
    await page.close();
  });

  it('filtert die Arbeitshilfen nach Rubrik und Zielgruppe; die Auswahl steht in der Adresse, das PDF kommt', async () => {
    const { page } = await chromium.newPage();
    await login(page, '/meinamb/unterlagen');
    await downloadsShow(page, 'Arbeitshilfen');
    await page.waitForSelector(`${DOWNLOADS} option[value="schwerbehindertenvertretung-sbv"]`);
    await page.select('#downloads-rubric', 'schwerbehindertenvertretung-sbv');
    await page.select('#downloads-target-group', 'sbv');
    await page.click(`${DOWNLOADS} button[type="submit"]`);
    await downloadsShow(page, '2 Arbeitshilfen');
    expect(new URL(page.url()).search).toBe('?rubric=schwerbehindertenvertretung-sbv&targetGroup=sbv');
    const text = await textOf(page, DOWNLOADS);
    expect(text).toContain('Einladung zum Betrieblichen Eingliederungsmanagement (PDF)');
    expect(text).toContain('Checkliste Beteiligung der Schwerbehindertenvertretung (PDF)');
    expect(text).not.toContain('Eckpunkte einer Inklusionsvereinbarung');

    // The address alone brings the same choice back.
    await page.goto(`${origins.main}/meinamb/unterlagen?rubric=jav&targetGroup=jav`, { waitUntil: 'load' });
    await downloadsShow(page, '2 Arbeitshilfen');
    expect(await page.$eval('#downloads-rubric', (select) => (select as HTMLSelectElement).value)).toBe('jav');

    const href = await page.$eval(`${DOWNLOADS} a[href^="/download/file/"]`, (a) => a.getAttribute('href')!);
    const pdf = await fetch(`${origins.main}${href}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const pdfContent = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(pdfContent).toContain('Antrag der JAV an den Betriebsrat');
    expect(pdfContent).toContain('§ 67 Abs. 3 BetrVG');
    await page.close();
  });

  it('ein Fachartikel zeigt verwandte News und Videos schon im HTML vom Server', async () => {
    const slug = 'arbeitszeit-mitbestimmung-paragraf-87';
    const item = (await (
      await fetch(`${apiUrl}${buildPath(API_ROUTES.contentItem.path, { kind: 'article', slug })}`)
    ).json()) as ContentItemResponse;
    const query = `?contentId=${item.id}&limit=3`;
    const news = (await (
      await fetch(`${apiUrl}${API_ROUTES.recommendedNews.path}${query}`)
    ).json()) as ContentListResponse;
    const videos = (await (
      await fetch(`${apiUrl}${API_ROUTES.recommendedVideos.path}${query}`)
    ).json()) as VideoListResponse;
    expect(news.items.length).toBeGreaterThan(0);
    expect(videos.items.length).toBeGreaterThan(0);

    for (const origin of [origins.main, origins.worksCouncil]) {
      const response = await fetch(`${origin}/fachartikel/${slug}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      const main = /<main id="amb-main"[^>]*>(.*)<\/main>/s.exec(await response.text())?.[1] ?? '';
      expect(main).toContain('<h2 id="cnt-news">Aktuelle News zum Thema</h2>');
      for (const entry of news.items) expect(main).toContain(`href="${entry.url}"`);
      expect(main).toContain('<h2 id="cnt-videos">Videos zum Thema</h2>');
      for (const video of videos.items) expect(main).toContain(video.title);
    }
  });
});
