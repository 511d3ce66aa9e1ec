import type { Browser, Page } from 'puppeteer-core';
import { BREAKPOINTS } from '@amb/shared-contracts';
import { e2eContext, newPage, openBrowser } from './context';

const { origins } = e2eContext();
let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.disconnect();
});

/** Once the page has drawn its content (`ready`): header, page and footer are all on screen. */
async function open(path: string, ready: string, width = 1440): Promise<Page> {
  const { page } = await newPage(browser);
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
