/**
 * The site with the keyboard alone and on a phone: the skip link of every document (first stop, visible when
 * focused, the main slot takes the focus), the consent question first by keyboard and covering nothing at 375 × 812,
 * the header's pop-overs closing when the focus leaves them and on Esc (focus back to the trigger), desktop flyouts
 * without inner scrollbars at 1440 × 900 (every style, both navigation versions), and the bar with the cart count
 * and the first-add notice staying in view on a phone.
 */
import type { Page } from 'puppeteer-core';
import { MESSAGES } from '@amb/shared-contracts';
import { violations } from './axe';
import { bookableDate } from './booking';
import { browserOfFile, e2eContext } from './context';
import { boxOf, focused, smallTargets, tabTo } from './keyboard';

const { origins } = e2eContext();
const chromium = browserOfFile();

async function open(url: string, width: number, height: number, consent?: null): Promise<Page> {
  const { page } = await chromium.newPage(consent === null ? { consent } : {});
  await page.setViewport({ width, height });
  await page.goto(url, { waitUntil: 'networkidle0' });
  return page;
}

const pressTab = (page: Page) => page.keyboard.press('Tab');

describe('Sprunglink „Zum Inhalt springen“', () => {
  it.each([
    ['Seminar-Website, Startseite', `${origins.main}/`, 1440],
    ['Seminar-Website, Seminarliste', `${origins.main}/seminare`, 375],
    ['Neue Website-Variante', `${origins.newer}/`, 1440],
    ['Betriebsrat-Website', `${origins.worksCouncil}/`, 375],
    ['Seite nicht gefunden', `${origins.main}/gibt-es-nicht-sprunglink`, 1440],
    ['Warenkorb (im Browser gerendert)', `${origins.main}/seminare/warenkorb`, 375],
  ])('%s: erster Halt der Tastatur, sichtbar, führt in den Inhalt', async (_label, url, width) => {
    const height = width < 600 ? 812 : 900;
    const page = await open(url, width, height);
    expect(await boxOf(page, '.amb-skip-link')).toEqual(expect.objectContaining({ width: 1, height: 1 }));

    await pressTab(page);
    expect(await focused(page)).toMatchObject({ tag: 'a', className: 'amb-skip-link', text: MESSAGES.skipToContent });
    // Shown while focused, inside the window and large enough to hit.
    const box = (await boxOf(page, '.amb-skip-link'))!;
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(height);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(await page.$eval('.amb-skip-link', (a) => getComputedStyle(a).outlineStyle)).not.toBe('none');

    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'amb-main');
    expect(await page.evaluate(() => window.location.hash)).toBe('#amb-main');
    // The next stop is in the page's content, past the header.
    await pressTab(page);
    expect((await focused(page)).inMain).toBe(true);
    await page.close();
  });
});

describe('Frage nach der Einwilligung beim ersten Besuch', () => {
  it.each([
    [375, 812],
    [1440, 900],
  ])('bei %i × %i px: nach dem Sprunglink der erste Halt, sie verdeckt nichts', async (width, height) => {
    const page = await open(`${origins.main}/`, width, height, null);
    await page.waitForSelector('#amb-header .nav-consent--shown');
    await pressTab(page);
    expect((await focused(page)).className).toBe('amb-skip-link');
    await pressTab(page);
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#amb-header .nav-consent--top')))).toBe(
      true,
    );

    // In the flow of the page at its top: nothing lies under it, and the page's heading is on the first screen.
    expect(await page.$eval('#amb-header .nav-consent', (el) => getComputedStyle(el).position)).toBe('static');
    const question = (await boxOf(page, '#amb-header .nav-consent'))!;
    const heading = (await boxOf(page, '#amb-main h1'))!;
    expect(question.top).toBeGreaterThanOrEqual(0);
    expect(heading.top).toBeGreaterThanOrEqual(question.bottom);
    expect(heading.bottom).toBeLessThanOrEqual(height);
    expect(
      await page.evaluate(() => {
        const h1 = document.querySelector('#amb-main h1')!;
        const r = h1.getBoundingClientRect();
        return h1.contains(document.elementFromPoint(r.left + 10, r.top + r.height / 2));
      }),
    ).toBe(true);
    expect(await violations(page, ['#amb-header'])).toEqual([]);

    // Chosen with the keyboard: the question goes, the focus moves on to what followed it (never the body).
    await tabTo(page, 'button', { within: '#amb-header .nav-consent' });
    await tabTo(page, 'button:nth-of-type(2)', { within: '#amb-header .nav-consent' });
    expect((await focused(page)).text).toBe('Nur notwendige');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => !document.querySelector('.nav-consent'));
    const next = await focused(page);
    expect(next.isBody).toBe(false);
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#amb-header')))).toBe(true);
    expect((await page.cookies()).find((cookie) => cookie.name === 'amb_consent')?.value).toBe('necessary');
    await page.close();
  });
});

const MENUS = [
  ['die Betriebsrat-Website', '.nav-site__trigger', 'worksCouncilSite'],
  ['die Merkliste', '.nav-tools__button[aria-controls="nav-popover-wishlist"]', 'wishlist'],
  ['den Warenkorb', '.nav-tools__button[aria-controls="nav-popover-cart"]', 'cart'],
  ['das Konto (Anmeldung)', '.nav-tools__button[aria-controls="nav-popover-user"]', 'user'],
] as const;

const panelShown = (page: Page, menu: string) =>
  page.$eval(`#nav-popover-${menu}`, (panel) => !(panel as HTMLElement).hidden);

/** The panel shown (with its content loaded: something in it to focus) or hidden. */
async function waitPanel(page: Page, menu: string, shown: boolean): Promise<void> {
  await page.waitForFunction(
    (m, s) => {
      const panel = document.getElementById(`nav-popover-${m}`) as HTMLElement;
      if (!s) return panel.hidden;
      return !panel.hidden && Boolean(panel.querySelector('a[href], button, input'));
    },
    {},
    menu,
    shown,
  );
}

describe.each([1440, 375])('Pop-over im Kopf bei %i px', (width) => {
  it.each(MENUS)(
    '%s: schließt, wenn der Fokus es verlässt, und mit Esc (Fokus zurück zum Auslöser)',
    async (_l, trigger, menu) => {
      const page = await open(`${origins.main}/`, width, width < 600 ? 812 : 900);
      const within = '#amb-header';
      await tabTo(page, trigger, { within });
      await page.keyboard.press('Enter');
      await waitPanel(page, menu, true);
      expect(await page.$eval(`${within} ${trigger}`, (b) => b.getAttribute('aria-expanded'))).toBe('true');
      // Every icon button, checkbox and radio of the header and the open panel is at least 24 × 24 px.
      expect(await smallTargets(page, '#amb-header')).toEqual([]);

      // Into the panel, then on past its last element: it closes.
      await pressTab(page);
      await page.waitForFunction(
        (m) => document.getElementById(`nav-popover-${m}`)!.contains(document.activeElement),
        {},
        menu,
      );
      for (let presses = 0; presses < 12 && (await panelShown(page, menu)); presses += 1) {
        const inside = await page.evaluate(
          (m) => document.getElementById(`nav-popover-${m}`)!.contains(document.activeElement),
          menu,
        );
        if (!inside) break;
        await pressTab(page);
      }
      await waitPanel(page, menu, false);
      expect(await page.$eval(`${within} ${trigger}`, (b) => b.getAttribute('aria-expanded'))).toBe('false');

      // Again: into it, then Esc closes it and the focus is on its trigger.
      await tabTo(page, trigger, { within, back: true });
      await page.keyboard.press('Enter');
      await waitPanel(page, menu, true);
      await pressTab(page);
      await page.keyboard.press('Escape');
      await waitPanel(page, menu, false);
      expect(
        await page.evaluate((s) => document.activeElement === document.querySelector(s), `${within} ${trigger}`),
      ).toBe(true);

      // Shift+Tab away from the trigger of an open pop-over closes it too.
      await page.keyboard.press('Enter');
      await waitPanel(page, menu, true);
      await page.keyboard.down('Shift');
      await page.keyboard.press('Tab');
      await page.keyboard.up('Shift');
      await waitPanel(page, menu, false);
      await page.close();
    },
  );
});

/** Scrollable boxes inside the open flyout, and its bottom edge. */
function flyoutState(page: Page) {
  return page.evaluate(() => {
    const flyout = [...document.querySelectorAll<HTMLElement>('.nav-flyout')].find(
      (el) => el.offsetHeight > 0 && !el.classList.contains('nav-flyout--closing'),
    )!;
    const scrollers = [flyout, ...flyout.querySelectorAll<HTMLElement>('*')]
      .filter(
        (el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowY) && el.scrollHeight > el.clientHeight + 1,
      )
      .map((el) => `${el.className} ${el.scrollHeight}/${el.clientHeight}`);
    return { style: flyout.className, bottom: flyout.getBoundingClientRect().bottom, scrollers };
  });
}

describe.each([
  ['Version 1 (Seminar-Website)', origins.main],
  ['Version 2 (neue Variante)', origins.newer],
])('Flyouts %s bei 1440 × 900', (_label, origin) => {
  it('haben in keinem Stil, Reiter oder aufgeklappten Abschnitt eine innere Bildlaufleiste und passen ins Fenster', async () => {
    const page = await open(`${origin}/`, 1440, 900);
    const triggers = await page.$$eval('#amb-header .nav-topbar__trigger', (buttons) => buttons.length);
    expect(triggers).toBeGreaterThanOrEqual(4);
    const styles = new Set<string>();
    const seen: string[] = [];
    const check = async (what: string) => {
      await new Promise((resolve) => setTimeout(resolve, 350));
      const state = await flyoutState(page);
      styles.add(
        state.style.split(/\s+/).find((name) => name.startsWith('nav-flyout--') && name !== 'nav-flyout--closing')!,
      );
      seen.push(what);
      expect({ what, scrollers: state.scrollers }).toEqual({ what, scrollers: [] });
      expect({ what, fits: state.bottom <= 900 }).toEqual({ what, fits: true });
    };
    for (let index = 0; index < triggers; index += 1) {
      const trigger = (await page.$$('#amb-header .nav-topbar__trigger'))[index]!;
      const name = await trigger.evaluate((el) => el.textContent ?? '');
      await trigger.click();
      await check(name);
      const flyout = await page.evaluateHandle(() =>
        [...document.querySelectorAll<HTMLElement>('.nav-flyout')].find(
          (el) => el.offsetHeight > 0 && !el.classList.contains('nav-flyout--closing'),
        )!,
      );
      for (const [tab, tabIndex] of (await flyout.$$('[role="tab"]')).map((t, i) => [t, i] as const)) {
        await tab.click();
        await check(`${name}, Reiter ${tabIndex + 1}`);
        for (const toggler of await flyout.$$('[role="tabpanel"]:not([hidden]) .nav-toggler__button')) {
          await toggler.click();
          await check(`${name}, Reiter ${tabIndex + 1}, aufgeklappt`);
        }
      }
      for (const [section, sectionIndex] of (await flyout.$$('.nav-accordion__button')).map(
        (s, i) => [s, i] as const,
      )) {
        await section.click();
        await check(`${name}, Abschnitt ${sectionIndex + 1}`);
      }
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('.nav-flyout:not([hidden])'), { timeout: 5000 });
    }
    // Every flyout style of the navigation data was open.
    expect([...styles].sort()).toEqual(
      expect.arrayContaining(['nav-flyout--2-col', 'nav-flyout--3-col', 'nav-flyout--4-col-grid-headline']),
    );
    expect([...styles].some((style) => style.includes('accordion'))).toBe(true);
    expect(seen.length).toBeGreaterThan(triggers);
    await page.close();
  }, 120_000);
});

describe('Kopfleiste auf dem Smartphone (375 × 812)', () => {
  it('bleibt beim Blättern oben: Warenkorb-Zähler und Hinweis nach dem ersten Termin sind sichtbar', async () => {
    const date = await bookableDate({ daysAhead: 60, seats: 2 });
    const page = await open(`${origins.main}/seminare/t/${date.themeSlug}`, 375, 812);
    const buttons = await page.$$('#amb-main .cat-date button[aria-label^="In den Warenkorb"]');
    expect(buttons.length).toBeGreaterThan(0);
    const last = buttons.at(-1)!;
    await last.evaluate((button) => button.scrollIntoView({ block: 'center' }));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    await last.click();
    await page.waitForFunction(() => document.querySelector('#amb-header .nav-badge')?.textContent === '1');

    const inView = async (selector: string) => {
      const box = (await boxOf(page, selector))!;
      return box.top >= 0 && box.bottom <= 812 && box.left >= 0 && box.right <= 375;
    };
    expect(await page.$eval('#amb-header .nav-bar', (bar) => getComputedStyle(bar).position)).toBe('fixed');
    expect((await boxOf(page, '#amb-header .nav-bar'))!.top).toBe(0);
    expect(await inView('#amb-header .nav-badge')).toBe(true);
    const notice = await page.waitForSelector('#amb-header .nav-first-add__note', { visible: true });
    expect(await notice!.evaluate((el) => el.textContent)).toContain('gebucht oder reserviert');
    expect(await inView('#amb-header .nav-first-add__note')).toBe(true);
    // Nothing of the page lies over the count.
    expect(
      await page.evaluate(() => {
        const badge = document.querySelector('#amb-header .nav-badge')!.getBoundingClientRect();
        const hit = document.elementFromPoint(badge.left + badge.width / 2, badge.top + badge.height / 2);
        return Boolean(hit?.closest('#amb-header'));
      }),
    ).toBe(true);

    await page.evaluate(() => window.scrollBy(0, 600));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await boxOf(page, '#amb-header .nav-bar'))!.top).toBe(0);
    expect(await inView('#amb-header .nav-badge')).toBe(true);
    // Back at the top the bar is in its place again, with nothing shifted under it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('#amb-header .nav-bar')!).position !== 'fixed',
    );
    await page.close();
  });
});
