import type { Browser } from 'puppeteer-core';
import {
  API_ROUTES,
  MESSAGES,
  berlinDateKey,
  type Paginated,
  type RubricsResponse,
  type SeminarListItem,
} from '@amb/shared-contracts';
import { e2eContext, newPage, openBrowser, textOf } from './context';
import { watchHydration } from './hydration';

const { deploy, rollback } = require('../harness/system.cjs');
const { markedBuild, markerComment } = require('../harness/builds.cjs');

const { origins, apiUrl, env } = e2eContext();
const deployEnv = { ...process.env, ...env };
let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.disconnect();
});

async function apiJson<T>(path: string): Promise<T> {
  return (await (await fetch(`${apiUrl}${path}`)).json()) as T;
}

const seminars = (query: string) =>
  apiJson<Paginated<SeminarListItem>>(
    `${API_ROUTES.seminars.path}?from=${berlinDateKey(Date.now())}&pageSize=20${query}`,
  );

/** The document as the server sends it: no script has run. */
async function documentOf(path: string): Promise<{ status: number; html: string; main: string }> {
  const response = await fetch(`${origins.main}${path}`, { headers: { accept: 'text/html' } });
  const html = await response.text();
  return { status: response.status, html, main: /<main id="amb-main"[^>]*>(.*)<\/main>/s.exec(html)?.[1] ?? '' };
}

/** HTML text as the browser would show it (entities of titles such as „&“ decoded). */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('Katalogseiten vom Server', () => {
  it('/seminare hat die Seminartitel im HTML, bevor ein Skript läuft', async () => {
    const { items } = await seminars('');
    const { status, html, main } = await documentOf('/seminare');
    expect(status).toBe(200);
    for (const item of items) expect(main).toContain(escaped(item.title));
    expect(html).toContain('<meta name="description" content="Alle Seminartermine');
    expect(html).toContain('<script id="amb-main-state" type="application/json" data-remote="mf_catalogue">');
  });

  it('eine Rubrikseite trägt ihren Namen und ihre Seminare im HTML; eine unbekannte Rubrik antwortet 404', async () => {
    const [rubric] = await apiJson<RubricsResponse>(API_ROUTES.rubrics.path);
    const { items } = await seminars(`&rubric=${rubric!.slug}`);
    const { status, html, main } = await documentOf(`/seminare/r/${rubric!.slug}`);
    expect(status).toBe(200);
    expect(html).toContain(`<title>Seminare: ${escaped(rubric!.name)} | Akademie für Mitbestimmung</title>`);
    for (const item of items) expect(main).toContain(escaped(item.title));

    const unknown = await documentOf('/seminare/r/gibt-es-nicht');
    expect(unknown.status).toBe(404);
    expect(unknown.main).toContain(MESSAGES.pageNotFoundTitle);
  });

  it('zeigt die Seminare auch ohne JavaScript', async () => {
    const { items } = await seminars('');
    const { page } = await newPage(browser);
    await page.setJavaScriptEnabled(false);
    await page.goto(`${origins.main}/seminare`, { waitUntil: 'load' });
    const main = await textOf(page, '#amb-main');
    expect(main).toContain(items[0]!.title);
    expect(main).toContain(items.at(-1)!.title);
    await page.close();
  });

  it('hydriert im Browser beim ersten Gebrauch: dieselben Knoten, kein Abruf der Daten, keine Fehlermeldung; danach reagiert die Seite', async () => {
    const { page, requests } = await newPage(browser);
    const { problems, keptServerRoot } = await watchHydration(page, 'mf_catalogue');
    await page.goto(`${origins.main}/seminare`, { waitUntil: 'networkidle0' });
    await page.mouse.move(300, 400);
    await page.waitForFunction(
      () =>
        Object.keys(document.querySelector('#cat-filter-rubric') ?? {}).some((key) => key.startsWith('__reactProps')),
      { timeout: 20_000 },
    );
    await page.waitForNetworkIdle();
    expect(await keptServerRoot()).toBe(true);
    expect(requests.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
    expect(problems).toEqual([]);
    // The stylesheets the document links are not linked or loaded again when the remotes mount.
    const styles = requests.filter((url) => new URL(url).pathname.endsWith('.css'));
    expect(styles.length).toBeGreaterThanOrEqual(3);
    expect(new Set(styles).size).toBe(styles.length);
    const linked = await page.$$eval('link[rel="stylesheet"]', (links) =>
      links.map((link) => new URL(link.getAttribute('href')!, window.location.href).pathname),
    );
    expect(new Set(linked).size).toBe(linked.length);

    const [rubric] = await apiJson<RubricsResponse>(API_ROUTES.rubrics.path);
    await page.select('#cat-filter-rubric', rubric!.slug);
    await page.waitForFunction((slug) => window.location.search === `?rubrik=${slug}`, {}, rubric!.slug);
    await page.waitForFunction(
      () => !document.querySelector('#amb-main .cat-results')?.getAttribute('aria-busy')?.includes('true'),
    );
    expect(requests.some((url) => url.includes(`${API_ROUTES.seminars.path}?rubric=${rubric!.slug}`))).toBe(true);
    await page.close();
  });

  it('lässt die 404-Seite vom Server stehen: keine Remote rendert darüber', async () => {
    const { page } = await newPage(browser);
    const response = await page.goto(`${origins.main}/seminare/r/gibt-es-nicht`, { waitUntil: 'networkidle0' });
    expect(response?.status()).toBe(404);
    const headings = await page.$$eval('#amb-main h1', (elements) => elements.map((element) => element.textContent));
    expect(headings).toEqual([MESSAGES.pageNotFoundTitle]);
    await page.close();
  });
});

describe('Deploy und Rollback des Server-Builds', () => {
  it('schalten das serverseitig gerenderte HTML von mf-catalogue um, ohne Neustart des bff', async () => {
    const build = markedBuild('mf_catalogue', 'e2e: zweite Version');
    const marker = markerComment('e2e: zweite Version');
    const waitFor = async (accept: (main: string) => boolean) => {
      const started = Date.now();
      for (;;) {
        const { main } = await documentOf('/seminare');
        if (accept(main)) return main;
        if (Date.now() - started > 10_000) throw new Error('Das HTML hat nicht umgeschaltet.');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    try {
      expect((await documentOf('/seminare')).main).not.toContain(marker);
      deploy('mf_catalogue', deployEnv, ['--dist', build.dir]);
      expect(await waitFor((main) => main.includes(marker))).toContain('data-boundary="mf_catalogue"');
      rollback('mf_catalogue', deployEnv);
      expect(await waitFor((main) => !main.includes(marker))).toContain('data-boundary="mf_catalogue"');
    } finally {
      build.remove();
    }
  });
});
