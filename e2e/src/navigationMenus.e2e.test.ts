/**
 * Issue 11, menus: the desktop flyouts (styles, slideshow, v2 tabs, 500 ms closing, narrower than 1200 px
 * closes) at 1440 px and the mobile page stack (push, back with its 500 ms exit, close, wider than 1199 px
 * closes, focus kept inside) at 375 px, on the main and the newer site, in Chromium against the real system;
 * axe-core finds nothing on the open states and nothing sticks out sideways at 375 px.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'puppeteer-core';
import { browserOfFile, e2eContext } from './context';

const { origins } = e2eContext();
const chromium = browserOfFile();
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: unknown,
          ) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/** Waits until React has hydrated the header (its elements carry React's fiber): only then do clicks work. */
async function headerHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const toggle = document.querySelector('#amb-header .nav-mobile-toggle');
    return toggle !== null && Object.keys(toggle).some((key) => key.startsWith('__reactFiber'));
  });
}

/** Opens `url` at `width` px once the header has hydrated. */
async function open(url: string, width: number, page?: Page): Promise<Page> {
  const tab = page ?? (await chromium.newPage()).page;
  await tab.setViewport({ width, height: 900 });
  await tab.goto(url, { waitUntil: 'networkidle0' });
  await headerHydrated(tab);
  return tab;
}

const trigger = (name: string) => `::-p-xpath(//*[@id="amb-header"]//button[normalize-space()="${name}"])`;
const expanded = (page: Page, selector: string) =>
  page.$eval(selector, (element) => element.getAttribute('aria-expanded'));
const visible = (page: Page, selector: string) => page.$eval(selector, (element) => element.checkVisibility());
const activeText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const ACCORDION_BUTTON = (name: string) =>
  `::-p-xpath(//button[contains(@class,"nav-accordion__button")][normalize-space()="${name}"])`;

describe('Menüs am Desktop (1440 px)', () => {
  it('Hauptseite: Flyout öffnen, Diashow, Akkordeon, anderer Auslöser, Esc mit Fokus zurück, 500 ms Schließen', async () => {
    const page = await open(`${origins.main}/seminare/r/arbeitsrecht`, 1440);
    // The current page's section is marked once the address is known.
    const current = await page.waitForSelector('#amb-header .nav-topbar__trigger--current');
    expect(await current!.evaluate((button) => button.textContent)).toBe('Seminare');

    await page.click(trigger('Seminare'));
    expect(await expanded(page, trigger('Seminare'))).toBe('true');
    const panelId = await page.$eval(trigger('Seminare'), (b) => b.getAttribute('aria-controls'));
    const panel = `#${panelId}`;
    expect(await visible(page, panel)).toBe(true);
    expect(await page.$eval(`${panel} a[aria-current="page"]`, (a) => a.textContent)).toBe('Arbeitsrecht');
    // 3-col with a bottom strip and the slideshow (three slides: arrows and dots).
    expect(await page.$$eval(`${panel} .nav-flyout__column`, (c) => c.length)).toBe(3);
    expect(await page.$eval(`${panel} .nav-flyout__strip--bottom`, (s) => s.textContent)).toContain('Alle Termine');
    const show = `${panel} .nav-slideshow`;
    expect(await page.$eval(show, (s) => s.getAttribute('data-first'))).toBe('true');
    await page.click(`${show} button[aria-label="Nächstes Bild"]`);
    expect(await page.$eval(show, (s) => s.getAttribute('data-first'))).toBe('false');
    expect(await axeViolations(page)).toEqual([]);

    // Another trigger: the open flyout closes (animating), the new one opens.
    await page.click(trigger('Standorte'));
    expect(await expanded(page, trigger('Seminare'))).toBe('false');
    expect(await expanded(page, trigger('Standorte'))).toBe('true');
    await page.waitForFunction((id: string) => document.getElementById(id)?.hidden === true, {}, panelId!);

    // Accordion ("Wissen"): one section open, another on click (after the 300 ms of the first change).
    await page.click(trigger('Wissen'));
    expect(await expanded(page, ACCORDION_BUTTON('News'))).toBe('true');
    await page.click(ACCORDION_BUTTON('Rechtsprechung'));
    expect(await expanded(page, ACCORDION_BUTTON('Rechtsprechung'))).toBe('true');
    expect(await expanded(page, ACCORDION_BUTTON('News'))).toBe('false');

    // Esc closes and gives focus back; the panel stays for its 500 ms closing animation.
    await page.keyboard.press('Escape');
    expect(await expanded(page, trigger('Wissen'))).toBe('false');
    expect(await activeText(page)).toBe('Wissen');
    const closing = await page.$eval('.nav-flyout--closing', (p) => p.getAttribute('aria-label'));
    expect(closing).toBe('Wissen');
    await page.waitForFunction(() => document.querySelector('.nav-flyout--closing') === null, { timeout: 2000 });
    await page.close();
  });

  it('schließt, wenn das Fenster schmaler als 1200 px wird; dann gibt es den Schalter „Menü“', async () => {
    const page = await open(`${origins.main}/`, 1440);
    expect(await visible(page, trigger('Menü'))).toBe(false);
    await page.click(trigger('Seminare'));
    await page.setViewport({ width: 1199, height: 900 });
    await page.waitForFunction(
      (selector: string) => document.querySelector(selector)?.getAttribute('aria-expanded') === 'false',
      {},
      '#amb-header .nav-topbar__trigger',
    );
    expect(await visible(page, trigger('Menü'))).toBe(true);
    await page.close();
  });

  it('Suche: das Symbol zeigt das Feld, es bekommt den Fokus, die Leiste ist „aktiv“, Absenden führt zu /suche', async () => {
    const page = await open(`${origins.main}/standorte`, 1440);
    await page.click('#amb-header button[aria-label="Suche"]');
    await page.waitForFunction(() => document.activeElement?.id === 'nav-search-input');
    expect(await page.$eval('#amb-header .nav-bar', (bar) => bar.classList.contains('nav-bar--search-active'))).toBe(
      true,
    );
    await page.keyboard.type('Kündigung');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).pathname).toBe('/suche');
    expect(new URL(page.url()).searchParams.get('q')).toBe('Kündigung');
    await page.close();
  });

  it('neue Variante: Reiter im Flyout, der erste gewählt, ein anderer zeigt seinen Inhalt', async () => {
    const page = await open(`${origins.newer}/`, 1440);
    await page.click(trigger('Seminare'));
    const panel = `#${await page.$eval(trigger('Seminare'), (b) => b.getAttribute('aria-controls'))}`;
    const tabs = await page.$$(`${panel} [role="tab"]`);
    expect(tabs.length).toBeGreaterThan(1);
    expect(
      await page.$$eval(`${panel} [role="tab"]`, (t) => t.map((tab) => tab.getAttribute('aria-selected'))),
    ).toEqual(['true', ...Array(tabs.length - 1).fill('false')]);
    await tabs[1]!.click();
    expect(await tabs[1]!.evaluate((t) => t.getAttribute('aria-selected'))).toBe('true');
    const shown = await page.$$eval(`${panel} [role="tabpanel"]`, (panels) =>
      panels.filter((p) => !(p as HTMLElement).hidden).map((p) => p.getAttribute('aria-labelledby')),
    );
    expect(shown).toEqual([await tabs[1]!.evaluate((t) => t.id)]);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('Menü auf dem Telefon (375 px)', () => {
  const dialog = '#nav-mobile-menu';

  it.each([
    ['Hauptseite', origins.main],
    ['neue Variante', origins.newer],
  ])('%s: nichts ragt seitlich heraus; Seitenstapel mit Zurück und Schließen', async (_label, origin) => {
    const page = await open(`${origin}/`, 375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await visible(page, '#amb-header .nav-topbar')).toBe(false);

    await page.click(trigger('Menü'));
    expect(await expanded(page, trigger('Menü'))).toBe('true');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    expect(await page.$eval(dialog, (d) => d.getBoundingClientRect().top)).toBe(52);
    expect(await axeViolations(page)).toEqual([]);

    await page.click(`${dialog} .nav-mobile__push[data-item]`);
    await page.waitForSelector(`${dialog} .nav-mobile__back`, { visible: true });
    expect(await activeText(page)).toContain('Zurück');
    if (origin === origins.newer) {
      expect((await page.$$(`${dialog} .nav-mobile__page--sub [role="tab"]`)).length).toBeGreaterThan(1);
    }
    expect(await axeViolations(page)).toEqual([]);

    await page.click(`${dialog} .nav-mobile__page--sub:not([hidden]) .nav-mobile__back`);
    // The sub-page leaves in 500 ms; then only the top level is left.
    expect(await page.$(`${dialog} .nav-mobile__page--leaving`)).not.toBeNull();
    await page.waitForFunction(
      (sel: string) => document.querySelector(`${sel} .nav-mobile__page--sub`) === null,
      {},
      dialog,
    );

    // Focus stays inside: Tab through more controls than the menu has.
    for (let i = 0; i < 20; i += 1) await page.keyboard.press('Tab');
    expect(
      await page.evaluate((sel: string) => document.querySelector(sel)!.contains(document.activeElement), dialog),
    ).toBe(true);
    await page.keyboard.press('Escape');
    expect(await expanded(page, trigger('Menü'))).toBe('false');
    expect(await activeText(page)).toBe('Menü');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    await page.close();
  });

  it('angemeldet: das Menü beginnt 72 px unter dem oberen Rand, nichts ragt seitlich heraus', async () => {
    const { page } = await chromium.newPage();
    const email = 'anna.schneider@example.de';
    await page.goto(`${origins.main}/kundenportal/login/${encodeURIComponent(email)}`, { waitUntil: 'networkidle0' });
    const password = await page.waitForSelector('input[type="password"]', { visible: true });
    await password!.type('Mitbestimmung2026!');
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('#amb-main button[type="submit"]')]);
    await open(`${origins.main}/`, 375, page);
    expect(await page.$eval('#amb-header', (header) => header.textContent)).toContain('Hallo, Anna');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.click(trigger('Menü'));
    expect(await page.$eval(dialog, (d) => d.getBoundingClientRect().top)).toBe(72);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('Schließen leert den Stapel; breiter als 1199 px schließt das Menü', async () => {
    const page = await open(`${origins.main}/`, 375);
    await page.click(trigger('Menü'));
    await page.click(`${dialog} .nav-mobile__push[data-item]`);
    await page.click(`${dialog} .nav-mobile__page--sub:not([hidden]) .nav-mobile__close`);
    expect(await expanded(page, trigger('Menü'))).toBe('false');
    await page.click(trigger('Menü'));
    expect(await page.$(`${dialog} .nav-mobile__page--sub`)).toBeNull();
    await page.setViewport({ width: 1200, height: 900 });
    await page.waitForFunction((sel: string) => (document.querySelector(sel) as HTMLElement).hidden, {}, dialog);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    await page.close();
  });
});
