import type { Page } from 'puppeteer-core';
import { BREAKPOINTS, MESSAGES, berlinDateKey, type Paginated, type SeminarListItem } from '@amb/shared-contracts';
import { browserOfFile, e2eContext, rendererCount, textOf } from './context';

const { origins, apiUrl } = e2eContext();
const chromium = browserOfFile();

async function firstSeminars(pageSize: number): Promise<Paginated<SeminarListItem>> {
  const response = await fetch(`${apiUrl}/api/get-seminars?from=${berlinDateKey(Date.now())}&pageSize=${pageSize}`);
  return (await response.json()) as Paginated<SeminarListItem>;
}

describe('Seminar-Website im Browser', () => {
  it('zeigt auf / Kopf, Fuß und die nächsten Seminare aus der Datenbank', async () => {
    const { items } = await firstSeminars(6);
    const { page } = await chromium.newPage();
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
    const { page } = await chromium.newPage();
    await page.goto(`${origins.main}/seminare`, { waitUntil: 'load' });
    await page.waitForFunction(
      (title) => document.querySelector('#amb-main')?.textContent?.includes(title),
      {},
      first.items[0]!.title,
    );
    const main = await textOf(page, '#amb-main');
    expect(main).toContain('Alle Seminare');
    expect(main).toContain(first.items[19]!.title);
    expect(main).toMatch(/Preis( ab)?/);
    expect(main).toMatch(/\d{2}\.\d{2}\.\d{4}/);
    expect(main).toContain(`Seite 1 von ${first.totalPages}`);
    expect(await rendererCount(page)).toBe(1);
    expect(await page.$('#amb-header [data-boundary="mf_navigation"]')).not.toBeNull();
  });

  it('zeigt den deutschen Fallback, wenn mf-catalogue nicht erreichbar ist – der Kopf funktioniert weiter', async () => {
    const { page } = await chromium.newPage();
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.url().includes('/mf/mf_catalogue/')) void request.abort('connectionrefused');
      else void request.continue();
    });
    await page.goto(`${origins.main}/seminare`, { waitUntil: 'load' });
    // The list loads its remote at the first sign of use; the server's list stays, the notice joins it.
    await page.mouse.move(300, 400);
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

/** Once the page has drawn its content (`ready`): header, page and footer are all on screen. */
async function open(path: string, ready: string, width = 1440): Promise<Page> {
  const { page } = await chromium.newPage();
  await page.setViewport({ width, height: 900 });
  await page.goto(`${origins.main}${path}`, { waitUntil: 'load' });
  await page.waitForSelector(ready);
  return page;
}

const openSeminarList = (width?: number) => open('/seminare', '#amb-main .cat-seminar', width);

/** The font families of every element with text of its own in header, main slot and footer. */
async function fontsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const fonts = new Set<string>();
    for (const element of document.querySelectorAll<HTMLElement>('#amb-header *, #amb-main *, #amb-footer *')) {
      const ownText = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim());
      if (ownText && element.offsetParent !== null) fonts.add(getComputedStyle(element).fontFamily);
    }
    return [...fonts];
  });
}

describe('Ein Erscheinungsbild auf der ganzen Seite', () => {
  it('setzt Kopf, Seite und Fuß in einer Schrift und füllt Hauptaktionen in der einen Markenfarbe', async () => {
    const page = await openSeminarList();
    const notFound = await open('/gibt-es-nicht', '#amb-main h1');
    const fonts = new Set([...(await fontsOf(page)), ...(await fontsOf(notFound))]);
    expect([...fonts]).toHaveLength(1);
    expect([...fonts][0]).toMatch(/^system-ui/);

    const look = await page.evaluate(() => {
      const brand = getComputedStyle(document.documentElement).getPropertyValue('--amb-color-brand').trim();
      const probe = document.createElement('span');
      probe.style.color = brand;
      document.body.append(probe);
      const brandRgb = getComputedStyle(probe).color;
      probe.remove();
      const searchButton = document.querySelector('#amb-main button[type="submit"]');
      return {
        brandRgb,
        primary: searchButton ? getComputedStyle(searchButton).backgroundColor : null,
      };
    });
    expect(look.primary).toBe(look.brandRgb);
  });

  it('zeigt den Kopf ab 1200 px in einer Zeile und scrollt auf dem Telefon nicht seitwärts', async () => {
    const desktop = await openSeminarList(BREAKPOINTS.desktop);
    const bar = await desktop.$eval('#amb-header .nav-bar', (element) => {
      const items = [...element.querySelectorAll('.nav-topbar > li, .nav-tools')];
      const middles = items.map((item) => {
        const box = item.getBoundingClientRect();
        return Math.round(box.top + box.height / 2);
      });
      return new Set(middles).size;
    });
    expect(bar).toBe(1);

    const phone = await openSeminarList(375);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
