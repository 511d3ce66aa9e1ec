/**
 * Catalogue pages hydrate at the visitor's first sign of use (PageGlobals.deferredMain): until then the browser loads
 * nothing of mf_catalogue, and what the visitor does before it has mounted is given to it afterwards. The footer
 * (PageGlobals.deferredFooter) hydrates when it comes near the viewport or at the first sign of use.
 */
import type { HTTPRequest, Page } from 'puppeteer-core';
import { browserOfFile, e2eContext } from './context';
import { bookableDate } from './booking';

const { origins } = e2eContext();
const chromium = browserOfFile();

/** mf_catalogue's scripts (its stylesheet is in the document from the start). */
const CATALOGUE = /\/mf\/mf_catalogue\/.+\.js$/;
const hydratedMain = (page: Page) =>
  page.waitForFunction(
    () => {
      const root = document.querySelector('#amb-main > [data-boundary="mf_catalogue"]');
      const control = root?.querySelector('a[href], button');
      return (
        control !== null && control !== undefined && Object.keys(control).some((key) => key.startsWith('__reactProps'))
      );
    },
    { timeout: 20_000 },
  );

/** The shell's entry: without it no script of the site runs but the document's inline one. */
const SHELL_ENTRY = /\/mf\/shell\/[^/]+\/main\.[^/]+\.js$/;

/**
 * Holds back mf_catalogue's files (or others `held` matches) until `release()`: the page stays as the server sent it
 * while the test acts on it.
 */
async function holdScripts(
  page: Page,
  held: RegExp = CATALOGUE,
): Promise<{ release: () => void; requestedOnce: () => Promise<void> }> {
  await page.setRequestInterception(true);
  const waiting: HTTPRequest[] = [];
  let releasing = false;
  let requested: () => void = () => undefined;
  const first = new Promise<void>((resolve) => {
    requested = resolve;
  });
  page.on('request', (request) => {
    if (!held.test(request.url())) return void request.continue();
    requested();
    if (releasing) return void request.continue();
    waiting.push(request);
  });
  return {
    release: () => {
      releasing = true;
      for (const request of waiting.splice(0)) void request.continue();
    },
    requestedOnce: () => first,
  };
}

describe('Katalogseiten hydrieren beim ersten Gebrauch', () => {
  it('ohne Zutun lädt /seminare nichts von mf_catalogue; die erste Bewegung lädt und hydriert die Seite', async () => {
    const { page, requests } = await chromium.newPage();
    await page.goto(`${origins.main}/seminare`, { waitUntil: 'networkidle0' });
    expect(requests.filter((url) => CATALOGUE.test(url))).toEqual([]);
    expect(await page.$('#amb-main > [data-boundary="mf_catalogue"] .cat-filters')).not.toBeNull();
    // The header is interactive from the start.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('#amb-header button') ?? {}).some((key) => key.startsWith('__reactProps')),
    );
    await page.mouse.move(200, 300);
    await hydratedMain(page);
    expect(requests.some((url) => /\/mf\/mf_catalogue\/[^/]+\/remoteEntry\.js$/.test(url))).toBe(true);
    await page.close();
  });

  it('ein Klick auf „In den Warenkorb", bevor der Remote da ist, legt den Termin in den Warenkorb', async () => {
    const date = await bookableDate({ daysAhead: 40, seats: 1 });
    const { page } = await chromium.newPage();
    const catalogue = await holdScripts(page);
    await page.goto(`${origins.main}/seminare/p/${date.eventId}`, { waitUntil: 'domcontentloaded' });
    await page.click('#amb-main button[aria-label^="In den Warenkorb"]');
    // The click is held: nothing happened yet, the remote is on its way.
    await catalogue.requestedOnce();
    expect(await page.$('#amb-main a[href="/seminare/warenkorb"]')).toBeNull();
    catalogue.release();
    await page.waitForSelector('#amb-main a[href="/seminare/warenkorb"]', { timeout: 20_000 });
    await page.waitForFunction(
      () => document.querySelector('#amb-header .nav-tools__link--cart .nav-badge')?.textContent === '1',
    );
    await page.close();
  });

  it('ein Klick auf „In den Warenkorb", bevor überhaupt ein Skript der Shell da ist, legt den Termin in den Warenkorb', async () => {
    const date = await bookableDate({ daysAhead: 41, seats: 1 });
    const { page } = await chromium.newPage();
    const shell = await holdScripts(page, SHELL_ENTRY);
    await page.goto(`${origins.main}/seminare/p/${date.eventId}`, { waitUntil: 'domcontentloaded' });
    await shell.requestedOnce();
    // Only the document's inline script runs: it records the click, the page stays the server's.
    await page.click('#amb-main button[aria-label^="In den Warenkorb"]');
    expect(
      await page.evaluate(() => (window as unknown as { __ambEarlyInput: { intent: boolean } }).__ambEarlyInput.intent),
    ).toBe(true);
    expect(await page.$('#amb-main a[href="/seminare/warenkorb"]')).toBeNull();
    shell.release();
    await page.waitForSelector('#amb-main a[href="/seminare/warenkorb"]', { timeout: 20_000 });
    await page.waitForFunction(
      () => document.querySelector('#amb-header .nav-tools__link--cart .nav-badge')?.textContent === '1',
    );
    await page.close();
  });

  it('ein Tipp auf die Suche im Kopf, bevor ein Skript der Shell da ist, öffnet sie, sobald der Kopf geladen ist', async () => {
    const { page } = await chromium.newPage();
    const shell = await holdScripts(page, SHELL_ENTRY);
    await page.goto(`${origins.main}/`, { waitUntil: 'domcontentloaded' });
    await shell.requestedOnce();
    const search = '#amb-header button[aria-label="Suche"]';
    await page.click(search);
    expect(await page.$eval(search, (button) => button.getAttribute('aria-expanded'))).toBe('false');
    shell.release();
    await page.waitForSelector(`${search}[aria-expanded="true"]`, { timeout: 20_000 });
    await page.close();
  });

  it('ein Suchbegriff, vor dem Mount eingegeben und abgeschickt, filtert im Browser, ohne neues Dokument', async () => {
    const { page } = await chromium.newPage();
    const catalogue = await holdScripts(page);
    await page.goto(`${origins.main}/seminare`, { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await page.type('#amb-main .cat-filters input[type="search"]', 'Betriebsrat');
    await page.keyboard.press('Enter');
    expect(new URL(page.url()).search).toBe('');
    catalogue.release();
    await page.waitForFunction(() => new URLSearchParams(window.location.search).get('q') === 'Betriebsrat', {
      timeout: 20_000,
    });
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await page.close();
  });
});

/** True once React has hydrated the footer's „Cookie-Einstellungen" button. */
const footerHydrated = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.querySelector('#amb-footer .nav-footer__settings') ?? {}).some((key) =>
      key.startsWith('__reactProps'),
    ),
  );

describe('Der Fuß hydriert, wenn er in Sicht kommt', () => {
  it('ohne Zutun bleibt er das HTML des Servers; ein Klick darauf öffnet die Cookie-Einstellungen trotzdem', async () => {
    const { page } = await chromium.newPage();
    await page.setViewport({ width: 1440, height: 900 });
    await page.goto(`${origins.main}/`, { waitUntil: 'networkidle0' });
    // The header is interactive, the footer (far below the first screen) not yet.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('#amb-header button') ?? {}).some((key) => key.startsWith('__reactProps')),
    );
    expect(await footerHydrated(page)).toBe(false);
    // Scrolling there and clicking at once: the click is held until the footer has mounted, then given to it.
    await page.click('#amb-footer .nav-footer__settings');
    await page.waitForSelector('#amb-footer [role="dialog"].nav-consent', { timeout: 20_000 });
    await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null);
    expect(await footerHydrated(page)).toBe(true);
    await page.close();
  });

  it('scrollt der Besucher hin, hydriert er, bevor er ihn erreicht', async () => {
    const { page } = await chromium.newPage();
    await page.setViewport({ width: 375, height: 800 });
    await page.goto(`${origins.main}/seminare`, { waitUntil: 'networkidle0' });
    expect(await footerHydrated(page)).toBe(false);
    await page.evaluate(() => document.getElementById('amb-footer')!.scrollIntoView());
    await page.waitForFunction(
      () =>
        Object.keys(document.querySelector('#amb-footer .nav-footer__settings') ?? {}).some((key) =>
          key.startsWith('__reactProps'),
        ),
      { timeout: 20_000 },
    );
    await page.close();
  });
});
