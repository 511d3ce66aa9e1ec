/**
 * Module Federation on the enhanced runtime in a real browser: a chunk of a remote that fails once is loaded on the
 * retry and the page hydrates; a remote that stays down shows its German fallback in its slot only; the preload
 * hints the bff reads from the manifests are in the document, fetched once and used by the page.
 */
import type { HTTPRequest, Page } from 'puppeteer-core';
import { MESSAGES } from '@amb/shared-contracts';
import { browserOfFile, e2eContext } from './context';
import { watchHydration } from './hydration';

const { origins } = e2eContext();
const chromium = browserOfFile();

/** Answers 503 for the requests `fail` picks (it sees each URL and how often it was asked for before). */
async function failing(page: Page, fail: (url: string, seen: number) => boolean): Promise<Map<string, number>> {
  const seen = new Map<string, number>();
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    const url = request.url();
    const count = seen.get(url) ?? 0;
    seen.set(url, count + 1);
    if (fail(url, count)) void request.respond({ status: 503, contentType: 'text/plain', body: 'nicht erreichbar' });
    else void request.continue();
  });
  return seen;
}

const hydrated = (page: Page, selector: string) =>
  page.waitForFunction(
    (target: string) => {
      const element = document.querySelector(target);
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
    },
    { timeout: 20_000 },
    selector,
  );

describe('Module Federation (enhanced runtime)', () => {
  it("loads a remote whose exposed module's chunk failed once, on the retry, and hydrates the page", async () => {
    const { page } = await chromium.newPage();
    const watch = await watchHydration(page, 'mf_catalogue');
    const chunk = /\/mf\/mf_catalogue\/[^/]+\/__federation_expose_App\.[0-9a-f]+\.js$/;
    const seen = await failing(page, (url, count) => chunk.test(new URL(url).pathname) && count === 0);
    await page.goto(`${origins.main}/seminare`, { waitUntil: 'load' });
    // The list hydrates at the first sign of use (PageGlobals.deferredMain).
    await page.mouse.move(300, 400);
    await hydrated(page, '#amb-main a[href]');
    const requested = [...seen].filter(([url]) => chunk.test(new URL(url).pathname));
    expect(requested.map(([, count]) => count)).toEqual([2]);
    expect(await page.$('#amb-main [role="alert"][data-boundary="mf_catalogue"]')).toBeNull();
    expect(await watch.keptServerRoot()).toBe(true);
    await page.close();
  });

  it('shows the fallback in the slot of a remote that stays down, after the bounded retries; the header works', async () => {
    const { page } = await chromium.newPage();
    const seen = await failing(page, (url) => new URL(url).pathname.startsWith('/mf/mf_cart/'));
    await page.goto(`${origins.main}/seminare/warenkorb`, { waitUntil: 'load' });
    const alert = '#amb-main [role="alert"][data-boundary="mf_cart"]';
    await page.waitForSelector(alert, { timeout: 20_000 });
    expect(await page.$eval(alert, (element) => element.textContent)).toBe(MESSAGES.remoteUnavailable);
    const entry = [...seen].find(([url]) => /\/mf\/mf_cart\/[^/]+\/remoteEntry\.js$/.test(new URL(url).pathname));
    // The first try and two retries, then the fallback.
    expect(entry?.[1]).toBe(3);
    await hydrated(page, '#amb-header button[aria-label="Warenkorb"]');
    expect(await page.$('#amb-header [role="alert"]')).toBeNull();
    await page.close();
  });

  it("hints the page's remote entries and first chunks from the manifests; each is fetched once and used", async () => {
    const { page, requests } = await chromium.newPage();
    // Every script the page adds (webpack and the runtime remove theirs once run, so they are noted as added).
    await page.evaluateOnNewDocument(() => {
      const added: string[] = [];
      (window as unknown as { __addedScripts: string[] }).__addedScripts = added;
      const append = Node.prototype.appendChild;
      Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
        if (node instanceof HTMLScriptElement && node.src) added.push(node.src);
        return append.call(this, node) as T;
      };
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });
    // The search page hydrates at once (the lists and detail pages at the first sign of use, without hints).
    await page.goto(`${origins.main}/suche?q=Betriebsrat`, { waitUntil: 'networkidle0' });
    await hydrated(page, '#amb-header button[aria-label="Warenkorb"]');
    const hints = await page.$$eval('link[rel="preload"][as="script"]', (links) => links.map((link) => link.href));
    const path = (url: string) => new URL(url).pathname;
    expect(hints.some((url) => /\/mf\/mf_navigation\/[^/]+\/remoteEntry\.js$/.test(path(url)))).toBe(true);
    expect(hints.some((url) => /\/mf\/mf_catalogue\/[^/]+\/remoteEntry\.js$/.test(path(url)))).toBe(true);
    expect(hints.some((url) => /__federation_expose_App/.test(url))).toBe(true);
    const added = await page.evaluate(() => (window as unknown as { __addedScripts: string[] }).__addedScripts);
    for (const url of hints) {
      // Used: the page ran it; once: the script reused the preload (a mismatch would fetch it a second time).
      expect([url, added.includes(url)]).toEqual([url, true]);
      expect([url, requests.filter((request) => request === url).length]).toEqual([url, 1]);
    }
    expect(warnings).toEqual([]);
    await page.close();
  });
});
