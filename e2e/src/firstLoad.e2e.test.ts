/**
 * The first load of / (issue 11): what the browser requests before anyone clicks carries no moment, no yup, no
 * analytics, no developer overrides and no cost calculator; the header's pop-over contents load when a trigger is
 * reached, and then the cart pop-over works. The gzip figures are `npm run bench -- firstload`, not asserted here.
 */
import type { HTTPResponse, Page } from 'puppeteer-core';
import { COST_CALCULATOR_TEXTS } from '@amb/shared-contracts';
import { browserOfFile, e2eContext } from './context';

const { origins } = e2eContext();
const chromium = browserOfFile();

/** Code that must not be in the first load, by a string only that code contains. */
const NOT_ON_FIRST_LOAD: Array<[string, string]> = [
  ['moment', 'isMoment'],
  ['yup', 'ValidationError'],
  ['Analytics', 'dataLayer'],
  ['Entwickler-Overrides', 'amb.remoteOverrides'],
  ['Kostenrechner', COST_CALCULATOR_TEXTS.employerNote],
];

interface Script {
  path: string;
  body: string;
}

/** Every script the page requests from now on (path and body). */
function recordScripts(page: Page): Script[] {
  const scripts: Script[] = [];
  page.on('response', (response: HTTPResponse) => {
    if (response.request().resourceType() !== 'script') return;
    void response
      .text()
      .then((body) => scripts.push({ path: new URL(response.url()).pathname, body }))
      .catch(() => undefined);
  });
  return scripts;
}

describe('Erster Aufruf von / (issue 11)', () => {
  it('lädt weder moment, yup, Analytics, Entwickler-Overrides noch den Kostenrechner; die Pop-over-Inhalte erst beim Auslöser', async () => {
    const { page } = await chromium.newPage();
    await page.setViewport({ width: 1440, height: 900 });
    const scripts = recordScripts(page);
    await page.goto(`${origins.main}/`, { waitUntil: 'networkidle0' });
    expect(scripts.length).toBeGreaterThan(5);
    for (const [name, signature] of NOT_ON_FIRST_LOAD) {
      expect([name, scripts.filter((script) => script.body.includes(signature)).map((script) => script.path)]).toEqual([
        name,
        [],
      ]);
    }
    const popoverChunk = (list: Script[]) => list.some((script) => /\/popovers\.[0-9a-f]+\.js$/.test(script.path));
    expect(popoverChunk(scripts)).toBe(false);

    const cart = '#amb-header button[aria-label="Warenkorb"]';
    await page.waitForFunction(
      (selector: string) =>
        Object.keys(document.querySelector(selector) ?? {}).some((key) => key.startsWith('__reactProps')),
      {},
      cart,
    );
    await page.hover(cart);
    await page.waitForFunction(() => document.querySelector('#nav-popover-cart .nav-popover__body') !== null);
    expect(popoverChunk(scripts)).toBe(true);
    expect(await page.$eval('#nav-popover-cart', (panel) => panel.textContent)).toContain('Warenkorb ist leer');
    await page.close();
  });
});
