/**
 * The header's pop-overs in Chromium against the running system, at 1440 px and 375 px (issue 11): the cart
 * pop-over with a real cart (delete an item), the count in localStorage, the wish list's way to the login, the
 * quick login card both ways, the works-council and seminar-site pop-overs with /schulungsanspruch, and the
 * footer's newsletter sign-up with its confirm link.
 */
import type { Page } from 'puppeteer-core';
import { STORAGE_KEYS, type SmallCartResponse } from '@amb/shared-contracts';
import { violations } from './axe';
import { browserOfFile, e2eContext, textOf } from './context';
import { capturedMails, waitForMail } from './mail';

const { origins } = e2eContext();
const chromium = browserOfFile();

async function openAt(width: number, url: string): Promise<Page> {
  const { page } = await chromium.newPage();
  await page.setViewport({ width, height: 900 });
  await page.goto(url, { waitUntil: 'load' });
  return page;
}

const trigger = (name: string) => `#amb-header button[aria-label="${name}"]`;

/** Waits until React has hydrated the element: before that a click or a key does nothing. */
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

async function openPopover(page: Page, name: string): Promise<void> {
  await hydrated(page, trigger(name));
  await page.click(trigger(name));
  await page.waitForSelector(`${trigger(name)}[aria-expanded="true"]`);
}

/** Logged out: the user pop-over, by the account icon on a wide window, by the account banner on the telephone. */
async function openUserPopover(page: Page, width: number): Promise<void> {
  if (width >= 1200) return openPopover(page, 'Mein Konto');
  await hydrated(page, '#amb-header a.nav-banner__login');
  await page.click('#amb-header a.nav-banner__login');
  await page.waitForSelector('#nav-popover-user', { visible: true });
}

const storedCount = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.cartCount);
const badge = (page: Page) =>
  page.$eval('#amb-header .nav-cart', (cart) => cart.querySelector('.nav-badge')?.textContent ?? '');
const smallCart = (page: Page) =>
  page.evaluate(async () => (await fetch('/shared-modules/shopping-cart-small')).json() as Promise<SmallCartResponse>);

async function addFirstSeminarToCart(page: Page, expectedCount: number): Promise<void> {
  const button = await page.waitForSelector('#amb-main .cat-seminar button[aria-label^="In den Warenkorb"]');
  await button!.click();
  await page.waitForFunction(
    (key, count) => localStorage.getItem(key) === String(count),
    {},
    STORAGE_KEYS.cartCount,
    expectedCount,
  );
}

async function linksOf(page: Page, panel: string): Promise<Array<[string, string]>> {
  return page.$$eval(`${panel} a`, (links) =>
    links.map((link) => [link.textContent ?? '', link.href] as [string, string]),
  );
}

/**
 * What axe checks with a pop-over open: on the telephone the whole header (every trigger of the bar beside the open
 * panel, target-size of WCAG 2.2 included, issue 11), on the desktop the panel and its trigger.
 */
function axeScope(width: number, parts: string[]): string[] {
  return width < 1200 ? ['#amb-header'] : parts;
}

describe.each([1440, 375])('Pop-overs im Kopf bei %i px', (width) => {
  it('Warenkorb: ein echter Warenkorb im Pop-over, Löschen nimmt den Termin sofort heraus und senkt den Zähler', async () => {
    const page = await openAt(width, `${origins.main}/seminare`);
    await addFirstSeminarToCart(page, 1);
    await addFirstSeminarToCart(page, 2);
    await page.waitForFunction(() => document.querySelector('#amb-header .nav-cart .nav-badge')?.textContent === '2');

    await openPopover(page, 'Warenkorb');
    await page.waitForSelector('#nav-popover-cart .nav-cart-item', { visible: true });
    expect(await textOf(page, '#nav-popover-cart')).toContain('2 Seminare im Warenkorb');
    expect(await violations(page, axeScope(width, ['#nav-popover-cart', '.nav-cart']))).toEqual([]);
    const box = await (await page.$('#nav-popover-cart'))!.boundingBox();
    if (width === 1440) expect(box!.width).toBe(360);
    else expect(box!.width).toBe(width - 48);

    const [first] = await page.$$eval('#nav-popover-cart .nav-cart-item__title', (links) =>
      links.map((link) => link.textContent),
    );
    await page.click('#nav-popover-cart .nav-cart-item__delete');
    await page.waitForFunction(() => document.querySelectorAll('#nav-popover-cart .nav-cart-item').length === 1);
    expect(await textOf(page, '#nav-popover-cart')).not.toContain(first!);
    expect(await storedCount(page)).toBe('1');
    expect(await badge(page)).toBe('1');
    await page.waitForFunction(
      async () => ((await (await fetch('/shared-modules/shopping-cart-small')).json()) as unknown[]).length === 1,
    );

    // Without a stored count the header asks the small cart and stores its length.
    await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEYS.cartCount);
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction((key) => localStorage.getItem(key) === '1', {}, STORAGE_KEYS.cartCount);
    expect(await smallCart(page)).toHaveLength(1);

    // Esc closes it and gives the focus back to the cart button.
    await openPopover(page, 'Warenkorb');
    await page.keyboard.press('Escape');
    await page.waitForSelector('#nav-popover-cart', { hidden: true });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Warenkorb');
  });

  it('Merkliste: abgemeldet führt der Knopf zur Anmeldung mit dem Rückweg zur Merkliste', async () => {
    const page = await openAt(width, `${origins.main}/seminare`);
    await openPopover(page, 'Merkliste');
    const link = await page.waitForSelector('#nav-popover-wishlist a', { visible: true });
    expect(await violations(page, axeScope(width, ['#nav-popover-wishlist', trigger('Merkliste')]))).toEqual([]);
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), link!.click()]);
    const target = new URL(page.url());
    expect(target.pathname).toBe('/kundenportal/login');
    expect(target.searchParams.get('redirect')).toBe('/wishlist/list');
  });

  it('Schnell-Login im Konto-Pop-over: eine registrierte Adresse führt zum Passwort, eine neue zur Registrierung', async () => {
    const page = await openAt(width, `${origins.main}/seminare`);
    await openUserPopover(page, width);
    // On the telephone the account banner opens it (no page load), over the whole width (SPEC §2.5).
    expect(new URL(page.url()).pathname).toBe('/seminare');
    if (width < 1200) expect((await (await page.$('#nav-popover-user'))!.boundingBox())!.width).toBe(width);
    const field = await page.waitForSelector('#nav-quick-login-email', { visible: true });
    expect(await textOf(page, '#nav-popover-user')).toContain('anmelden/registrieren:');
    expect(await violations(page, axeScope(width, ['#nav-popover-user', trigger('Mein Konto')]))).toEqual([]);
    await field!.type('julia.richter@example.de');
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.keyboard.press('Enter')]);
    const login = new URL(page.url());
    expect(login.pathname).toBe(`/kundenportal/login/${encodeURIComponent('julia.richter@example.de')}`);
    expect(login.searchParams.get('redirect')).toBe('/seminare');

    const fresh = await openAt(width, `${origins.main}/seminare`);
    await openUserPopover(fresh, width);
    const email = `neu.${Date.now()}@example.de`;
    await (await fresh.waitForSelector('#nav-quick-login-email', { visible: true }))!.type(email);
    await Promise.all([
      fresh.waitForNavigation({ waitUntil: 'load' }),
      fresh.click('#nav-popover-user button[type="submit"]'),
    ]);
    expect(new URL(fresh.url()).pathname).toBe('/registrierung');
    expect(await fresh.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.unusedRegistrationEmail)).toBe(
      email,
    );
  });

  it('Betriebsrat-Pop-over auf der Seminarseite, Seminar-Pop-over auf der Betriebsratsseite bis /schulungsanspruch', async () => {
    const page = await openAt(width, `${origins.main}/`);
    await openPopover(page, 'Betriebsrat aktuell');
    expect(await linksOf(page, '#nav-popover-worksCouncilSite')).toEqual([
      ['Startseite', `${origins.worksCouncil}/`],
      ['News', `${origins.worksCouncil}/news`],
      ['Rechtsprechung', `${origins.worksCouncil}/rechtsprechung`],
      ['Forum', `${origins.worksCouncil}/forum`],
    ]);

    const worksCouncil = await openAt(width, `${origins.worksCouncil}/`);
    await openPopover(worksCouncil, 'Seminare für Betriebsräte');
    expect(await violations(worksCouncil, ['#nav-popover-seminarSite', '.nav-site'])).toEqual([]);
    const links = await linksOf(worksCouncil, '#nav-popover-seminarSite');
    expect(links.map(([label]) => label)).toEqual(['Startseite', 'Seminare', 'Veranstaltungen', 'Schulungsanspruch']);
    for (const [, href] of links) expect((await fetch(href)).status).toBe(200);
    await Promise.all([
      worksCouncil.waitForNavigation({ waitUntil: 'load' }),
      worksCouncil.click('#nav-popover-seminarSite a[href$="/schulungsanspruch"]'),
    ]);
    expect(worksCouncil.url()).toBe(`${origins.main}/schulungsanspruch`);
    expect(await textOf(worksCouncil, '#amb-main h1')).toBe('Schulungsanspruch');
    expect(await violations(worksCouncil)).toEqual([]);
    const seminars = await worksCouncil.$$eval('#amb-main section a', (anchors) =>
      anchors.map((anchor) => anchor.href),
    );
    expect(seminars.length).toBeGreaterThanOrEqual(5);
    for (const href of seminars) expect((await fetch(href)).status).toBe(200);
  });
});

describe('Newsletter im Fuß', () => {
  it('meldet an, die E-Mail kommt mit dem Bestätigungslink, der Link bestätigt', async () => {
    const page = await openAt(1440, `${origins.main}/`);
    const email = `newsletter.${Date.now()}@example.de`;
    const since = capturedMails().length;
    // The footer hydrates when the visitor comes near it (PageGlobals.deferredFooter).
    await page.$eval('#nav-newsletter-email', (field) => field.scrollIntoView());
    await hydrated(page, '#nav-newsletter-email');
    await page.type('#nav-newsletter-email', email);
    await page.click('.nav-newsletter__submit');
    await page.waitForFunction(() =>
      document.querySelector('.nav-newsletter__status')?.textContent?.startsWith('Fast geschafft'),
    );
    const mail = await waitForMail(email, since);
    const link = /^https?:\/\/\S+\/api\/newsletter-subscription-confirm\?token=\S+$/m.exec(mail.text)![0];
    expect(link.startsWith(origins.main)).toBe(true);
    await page.goto(link, { waitUntil: 'load' });
    expect(new URL(page.url()).search).toBe('?newsletter=bestaetigt');
    await page.waitForFunction(() =>
      document
        .querySelector('.nav-newsletter__status')
        ?.textContent?.includes('Anmeldung zum Newsletter ist bestätigt'),
    );
  });
});
