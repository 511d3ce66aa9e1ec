import type { Browser } from 'puppeteer-core';
import { MESSAGES, berlinDateKey, type Paginated, type SeminarListItem } from '@amb/shared-contracts';
import { e2eContext, newPage, openBrowser, rendererCount, textOf } from './context';

const { origins, apiUrl } = e2eContext();
let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.disconnect();
});

async function firstSeminars(pageSize: number): Promise<Paginated<SeminarListItem>> {
  const response = await fetch(`${apiUrl}/api/get-seminars?from=${berlinDateKey(Date.now())}&pageSize=${pageSize}`);
  return (await response.json()) as Paginated<SeminarListItem>;
}

describe('Seminar-Website im Browser', () => {
  it('zeigt auf / Kopf, Fuß und die nächsten Seminare aus der Datenbank', async () => {
    const { items } = await firstSeminars(6);
    const { page } = await newPage(browser);
    const response = await page.goto(`${origins.main}/`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    expect(await page.$('#amb-header [data-boundary="mf_navigation"]')).not.toBeNull();
    expect(await page.$('#amb-footer [data-boundary="mf_navigation"]')).not.toBeNull();
    await page.waitForFunction(
      (title) => document.querySelector('#amb-main')?.textContent?.includes(title),
      {},
      items[0]!.title,
    );
    const main = await textOf(page, '#amb-main');
    for (const item of items) expect(main).toContain(item.title);
  });

  it('zeigt /seminare als Liste aus der Datenbank mit genau einem React-Renderer', async () => {
    const first = await firstSeminars(20);
    const { page } = await newPage(browser);
    await page.goto(`${origins.main}/seminare`, { waitUntil: 'load' });
    await page.waitForFunction(
      (title) => document.querySelector('#amb-main')?.textContent?.includes(title),
      {},
      first.items[0]!.title,
    );
    const main = await textOf(page, '#amb-main');
    expect(main).toContain('Seminare für Betriebsräte');
    expect(main).toContain(first.items[19]!.title);
    expect(main).toMatch(/Preis( ab)?/);
    expect(main).toMatch(/\d{2}\.\d{2}\.\d{4}/);
    expect(main).toContain(`Seite 1 von ${first.totalPages}`);
    expect(await rendererCount(page)).toBe(1);
    expect(await page.$('#amb-header [data-boundary="mf_navigation"]')).not.toBeNull();
  });

  it('zeigt den deutschen Fallback, wenn mf-catalogue nicht erreichbar ist – der Kopf funktioniert weiter', async () => {
    const { page } = await newPage(browser);
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.url().includes('/mf/mf_catalogue/')) void request.abort('connectionrefused');
      else void request.continue();
    });
    await page.goto(`${origins.main}/seminare`, { waitUntil: 'load' });
    await page.waitForFunction(
      (text) => document.querySelector('#amb-main')?.textContent?.includes(text),
      { timeout: 20000 },
      MESSAGES.remoteUnavailable,
    );
    expect(await page.$eval('#amb-main [role="alert"]', (el) => el.textContent)).toContain(MESSAGES.remoteUnavailable);
    // The header still hydrates and reacts: the search toggle reveals the search field.
    const searchButton = await page.waitForSelector('#amb-header button[aria-controls="nav-search"]');
    await searchButton!.click();
    await page.waitForFunction(() => {
      const field = document.querySelector<HTMLInputElement>('#amb-header input[type="search"]');
      return field !== null && field.offsetParent !== null;
    });
    expect(await rendererCount(page)).toBe(1);
  });
});
