/**
 * Embedding (issue 11, docs/embedding.md): a page on another origin — a tiny static server — made from the
 * documentation's snippet, its includes resolved as the host's server would. It loads only the navigation remote,
 * shows the server-rendered header without a layout shift, opens a pop-over, and logs no console error; on the
 * works-council site a member's embedded header leads to its logout route.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { MESSAGES, TEMPLATE_MARKERS } from '@amb/shared-contracts';
import { browserOfFile, e2eContext, loadedApps, textOf } from './context';
import { HttpVisitor } from './http';

const { origins, embedHost } = e2eContext();
const chromium = browserOfFile();
const DEMO_PASSWORD = 'Mitbestimmung2026!';
/** A member no other e2e file uses. */
const MEMBER = 'markus.fischer@example.de';
/** The site's address as the snippet is written; the host puts in the site it embeds. */
const DOCUMENTED_ORIGIN = 'https://www.amb-seminare.de';

function documentedSnippet(): string {
  const doc = readFileSync(path.resolve(__dirname, '../../docs/embedding.md'), 'utf8');
  const match = /```html\n([\s\S]*?)```/.exec(doc);
  if (!match?.[1]) throw new Error('kein HTML-Snippet in docs/embedding.md');
  return match[1];
}

/** What the host's server does with the snippet: the site's origin in, each include replaced by its answer. */
async function hostPage(siteOrigin: string, cookie?: string): Promise<string> {
  let html = documentedSnippet().replaceAll(DOCUMENTED_ORIGIN, siteOrigin);
  const includes = [...html.matchAll(/<esi:include src="([^"]+)" \/>/g)];
  expect(includes).toHaveLength(2);
  for (const [tag, src] of includes) {
    const response = await fetch(src!, { headers: cookie ? { Cookie: cookie } : {} });
    expect(response.status).toBe(200);
    html = html.replace(tag, await response.text());
  }
  return html;
}

/** The embedding host: a static server on the origin EMBED_ORIGINS names, serving the given pages. */
async function startStaticHost(pages: Record<string, string>): Promise<() => Promise<void>> {
  const server = http.createServer((req, res) => {
    const body = pages[req.url ?? ''];
    if (body === undefined) {
      res.writeHead(req.url === '/favicon.ico' ? 204 : 404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(Number(new URL(embedHost).port), '127.0.0.1', resolve));
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}

/** Console errors, uncaught exceptions and failed answers of the page, and its layout shifts. */
function watch(page: Page): { errors: string[] } {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return { errors };
}

/** Layout shifts of the page (without recent input), each with what moved: none is the goal (CLS 0). */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    const win = window as unknown as { __AMB_SHIFTS__: Array<{ value: number; moved: string[] }> };
    win.__AMB_SHIFTS__ = [];
    type Shift = { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map(({ node }) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`
            : (node?.nodeName ?? 'kein Knoten'),
        );
        win.__AMB_SHIFTS__.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __AMB_SHIFTS__: unknown[] }).__AMB_SHIFTS__);

/** Waits until React has hydrated the element: before that a click does nothing. */
async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (target: string) => {
      const element = document.querySelector(target);
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
    },
    {},
    selector,
  );
}

const trigger = (name: string) => `#amb-header button[aria-label="${name}"]`;

async function openPopover(page: Page, name: string): Promise<void> {
  await hydrated(page, trigger(name));
  await page.click(trigger(name));
  await page.waitForSelector(`${trigger(name)}[aria-expanded="true"]`);
}

const hrefsOf = (page: Page, selector: string) =>
  page.$$eval(selector, (links) => links.map((link) => link.getAttribute('href') ?? ''));

const OUR_ORIGINS = [origins.main, origins.newer, origins.worksCouncil];
const onOurSites = (href: string) => OUR_ORIGINS.some((origin) => href === origin || href.startsWith(`${origin}/`));

describe('Kopf und Fuß auf einem anderen Host (docs/embedding.md)', () => {
  let stop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await stop?.();
    stop = undefined;
  });

  it('zeigt den Kopf der Seminar-Website, lädt nur mf_navigation, ohne Verschiebung und ohne Konsolenfehler', async () => {
    stop = await startStaticHost({ '/': await hostPage(origins.main) });
    const { page, requests } = await chromium.newPage();
    await page.setViewport({ width: 1440, height: 900 });
    const { errors } = watch(page);
    await recordLayoutShifts(page);
    const response = await page.goto(`${embedHost}/`, { waitUntil: 'networkidle0' });
    expect(response?.status()).toBe(200);

    expect(await textOf(page, '#amb-header')).toContain(MESSAGES.loginBanner);
    expect(await textOf(page, '#shop-inhalt h1')).toBe('Werbemittelshop');
    await hydrated(page, trigger('Betriebsrat aktuell'));
    expect([...loadedApps(requests)].sort()).toEqual(['mf_navigation', 'shell']);
    // Every link of header and footer is on a site's origin (or a social network's).
    const hrefs = await hrefsOf(page, '#amb-header a[href], #amb-footer a[href]');
    expect(hrefs.length).toBeGreaterThan(20);
    expect(hrefs.filter((href) => !onOurSites(href) && !href.startsWith('https://www.'))).toEqual([]);
    expect(hrefs).toContain(`${origins.main}/`);
    expect(await page.$eval('#amb-header form', (form) => form.getAttribute('action'))).toBe(`${origins.main}/suche`);
    expect(await layoutShifts(page)).toEqual([]);

    await openPopover(page, 'Betriebsrat aktuell');
    expect(await hrefsOf(page, '#nav-popover-worksCouncilSite a')).toEqual([
      `${origins.worksCouncil}/`,
      `${origins.worksCouncil}/news`,
      `${origins.worksCouncil}/rechtsprechung`,
      `${origins.worksCouncil}/forum`,
    ]);
    // Closed first: with one pop-over open, hovering the next trigger swaps at once and the click would close it.
    await page.keyboard.press('Escape');
    await page.waitForSelector(`${trigger('Betriebsrat aktuell')}[aria-expanded="false"]`);
    await openPopover(page, 'Warenkorb');
    await page.waitForFunction(() =>
      document.querySelector('#nav-popover-cart')?.textContent?.includes('Warenkorb ist leer'),
    );
    expect(errors).toEqual([]);
  });

  it('Betriebsrat-Website: der Kopf des Mitglieds mit Pop-over und der eigenen Abmelde-Route', async () => {
    const visitor = new HttpVisitor(origins.worksCouncil);
    await visitor.login(MEMBER, DEMO_PASSWORD);
    const cookies = visitor.cookieList();
    const cookieHeader = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    stop = await startStaticHost({ '/portal': await hostPage(origins.worksCouncil, cookieHeader) });
    const { page, requests } = await chromium.newPage();
    await page.setViewport({ width: 1440, height: 900 });
    // Cookies belong to the host, not the port: the session is the browser's on every local origin.
    await page.setCookie(...cookies.map((cookie) => ({ ...cookie, domain: 'localhost', path: '/' })));
    const { errors } = watch(page);
    await page.goto(`${embedHost}/portal`, { waitUntil: 'networkidle0' });

    expect(await textOf(page, '#amb-header')).toContain('Hallo, Markus');
    await openPopover(page, 'Seminare für Betriebsräte');
    expect(await hrefsOf(page, '#nav-popover-seminarSite a')).toEqual([
      `${origins.main}/`,
      `${origins.main}/seminare/rubrik`,
      `${origins.main}/seminare`,
      `${origins.main}/schulungsanspruch`,
    ]);
    expect([...loadedApps(requests)].sort()).toEqual(['mf_navigation', 'shell']);
    const logout = `${origins.worksCouncil}/kundenportal/br-logout`;
    expect(await page.$eval('#amb-header a.nav-banner__logout', (link) => link.getAttribute('href'))).toBe(logout);
    expect(errors).toEqual([]);

    // From another origin the logout asks first (issue 6), then ends the session on the works-council site.
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('#amb-header a.nav-banner__logout')]);
    expect(page.url()).toBe(logout);
    expect(await textOf(page, 'body')).toContain(MESSAGES.logoutConfirm);
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('form button[type="submit"]')]);
    expect(page.url()).toBe(`${origins.worksCouncil}/`);
    expect(await textOf(page, '#amb-header')).toContain(MESSAGES.loginBanner);
  });

  it('/template/: ein System setzt seinen Inhalt in den Rahmen, Kopf und Fuß hydrieren, alle Adressen absolut', async () => {
    const response = await fetch(`${origins.main}/template/`);
    expect(response.status).toBe(200);
    const template = await response.text();
    const urls = [...template.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((match) => match[1]!);
    // Inline pictures (data:) and the skip link's fragment of the same document aside, every address is absolute.
    expect(urls.filter((url) => !/^(https?:\/\/|data:)/.test(url))).toEqual(['#amb-main']);
    expect(template).toContain(`<main id="amb-main" tabindex="-1">${TEMPLATE_MARKERS.content}</main>`);
    const page = template
      .replace(TEMPLATE_MARKERS.head, '<meta name="description" content="Stellenportal">')
      .replace(TEMPLATE_MARKERS.content, '<h1 id="portal-inhalt">Offene Stellen</h1>');
    stop = await startStaticHost({ '/stellen': page });
    const { page: browser, requests } = await chromium.newPage();
    await browser.setViewport({ width: 375, height: 800 });
    const { errors } = watch(browser);
    await recordLayoutShifts(browser);
    await browser.goto(`${embedHost}/stellen`, { waitUntil: 'networkidle0' });
    expect(await textOf(browser, '#portal-inhalt')).toBe('Offene Stellen');
    await hydrated(browser, '#amb-header button.nav-mobile-toggle');
    expect([...loadedApps(requests)].sort()).toEqual(['mf_navigation', 'shell']);
    expect(await layoutShifts(browser)).toEqual([]);
    // The mobile menu opens on the host's page too.
    await browser.click('#amb-header button.nav-mobile-toggle');
    await browser.waitForSelector('#amb-header button.nav-mobile-toggle[aria-expanded="true"]');
    expect(errors).toEqual([]);
  });
});
