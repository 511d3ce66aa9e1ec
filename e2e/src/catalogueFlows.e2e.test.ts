/**
 * What a visitor does in the catalogue, in Chromium against the running system: filter the list in the
 * address, open a date, put it in the cart (the header's count rises), keep it on the wish list (logged out:
 * the login page and back), and the consent question before any analytics.
 */
import type { Page } from 'puppeteer-core';
import type { SitemapEntriesResponse, SmallCartResponse, ThemeDetailResponse } from '@amb/shared-contracts';
import { browserOfFile, e2eContext, textOf } from './context';
import { pdfText } from './pdf';

const { origins, apiUrl } = e2eContext();
const chromium = browserOfFile();
const DEMO_PASSWORD = 'Mitbestimmung2026!';

async function entries(): Promise<SitemapEntriesResponse> {
  return (await (await fetch(`${apiUrl}/api/sitemap-entries`)).json()) as SitemapEntriesResponse;
}

const cartBadge = (page: Page) =>
  page.$eval('#amb-header .nav-tools__link--cart', (link) => link.querySelector('.nav-badge')?.textContent ?? '');

async function smallCartOf(page: Page): Promise<SmallCartResponse> {
  return page.evaluate(
    async () => (await fetch('/order-api/get-shopping-cart-small')).json() as Promise<SmallCartResponse>,
  );
}

async function login(page: Page, email: string): Promise<void> {
  await page.goto(`${origins.main}/kundenportal/login/${encodeURIComponent(email)}`, { waitUntil: 'load' });
  const field = await page.waitForSelector('input[type="password"]', { visible: true });
  await field!.type(DEMO_PASSWORD);
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('#amb-main button[type="submit"]')]);
}

describe('Katalog im Browser', () => {
  it('filtert die Liste in der Adresse, rendert sie auf dem Server, und Zurück hebt den Filter auf', async () => {
    const { page } = await chromium.newPage();
    await page.goto(`${origins.main}/seminare`, { waitUntil: 'load' });
    await page.waitForSelector('#amb-main .cat-seminar');
    const rubric = await page.$eval('#amb-main select[name="rubrik"] option:nth-child(2)', (option) => ({
      value: option.value,
      label: option.textContent ?? '',
    }));
    await page.select('#amb-main select[name="rubrik"]', rubric.value);
    await page.waitForFunction(
      (value) => new URL(location.href).searchParams.get('rubrik') === value,
      {},
      rubric.value,
    );
    await page.waitForFunction(
      (label) =>
        [...document.querySelectorAll('#amb-main .cat-seminar__rubric')].every((el) => el.textContent === label),
      {},
      rubric.label,
    );
    // The filtered address is a page of its own, rendered on the server.
    const html = await (await fetch(page.url())).text();
    expect(html).toContain(`<option value="${rubric.value}" selected=""`);

    await page.goBack({ waitUntil: 'load' });
    expect(new URL(page.url()).search).toBe('');
    await page.waitForFunction(
      () =>
        new Set([...document.querySelectorAll('#amb-main .cat-seminar__rubric')].map((el) => el.textContent)).size > 1,
    );
  });

  it('legt einen Termin abgemeldet in den Warenkorb: der Zähler im Kopf steigt, der Warenkorb hält ihn', async () => {
    const { page } = await chromium.newPage();
    await page.goto(`${origins.main}/seminare`, { waitUntil: 'load' });
    const button = await page.waitForSelector('#amb-main .cat-seminar button[aria-label^="In den Warenkorb"]');
    expect(await cartBadge(page)).toBe('');
    await button!.click();
    await page.waitForSelector('#amb-main .cat-seminar a[href="/seminare/warenkorb"]');
    await page.waitForFunction(
      () => document.querySelector('#amb-header .nav-tools__link--cart .nav-badge')?.textContent === '1',
    );
    // The first date in an empty cart on a wide window: the red note at the cart icon (SPEC §2.5).
    const notice = await page.waitForSelector('#amb-header .nav-first-add__note');
    expect(await notice!.evaluate((el) => el.textContent)).toContain('gebucht oder reserviert');
    const cart = await smallCartOf(page);
    expect(cart).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem('amb.shoppingCartCount'))).toBe('1');
    // A restart loses nothing: the cart is a row of the database, the count comes back with the page.
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(
      () => document.querySelector('#amb-header .nav-tools__link--cart .nav-badge')?.textContent === '1',
    );
  });

  it('Merkliste: abgemeldet führt das Herz zur Anmeldung und zurück; angemeldet merkt es sich den Termin', async () => {
    const { page } = await chromium.newPage();
    await page.goto(`${origins.main}/seminare`, { waitUntil: 'load' });
    const heart = await page.waitForSelector('#amb-main .cat-seminar button[aria-pressed]');
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), heart!.click()]);
    const target = new URL(page.url());
    expect(target.pathname).toBe('/kundenportal/login');
    expect(target.searchParams.get('redirect')).toBe('/seminare');

    await login(page, 'julia.richter@example.de');
    await page.goto(`${origins.main}/seminare`, { waitUntil: 'load' });
    const first = await page.waitForSelector('#amb-main .cat-seminar button[aria-pressed="false"]');
    await first!.click();
    await page.waitForSelector('#amb-main .cat-seminar button[aria-pressed="true"]');
    const list = await page.evaluate(async () => (await fetch('/wishlist/get')).json());
    expect(Array.isArray(list) ? list.length : 0).toBeGreaterThan(0);
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('#amb-main .cat-seminar button[aria-pressed="true"]');
  });

  it('zeigt einen Termin, einen Standort und ein Hotel mit ihrem Inhalt im HTML, bevor ein Skript läuft', async () => {
    const { events, locations, hotels } = await entries();
    for (const path of [events[0]!, locations[0]!, hotels[0]!]) {
      const response = await fetch(`${origins.main}${path}`, { headers: { Accept: 'text/html' } });
      expect(response.status).toBe(200);
      const html = await response.text();
      const main = /<main id="amb-main"[^>]*>(.*)<\/main>/s.exec(html)?.[1] ?? '';
      expect(main).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/(seminare|standorte)\//);
    }
    const event = await fetch(`${origins.main}${events[0]!}`);
    expect(await event.text()).toContain('"@type":"CourseInstance"');
  });

  it('öffnet einen Termin aus der Liste und legt ihn von seiner Seite in den Warenkorb', async () => {
    const { events } = await entries();
    const { page } = await chromium.newPage();
    await page.goto(`${origins.main}${events[0]!}`, { waitUntil: 'load' });
    // A fully booked date offers the waiting list on the date itself instead of the cart button.
    const button = await page.waitForSelector(
      '#amb-main button[aria-label^="In den Warenkorb"], #amb-main button[aria-label^="Auf die Warteliste setzen"]',
    );
    await button!.click();
    await page.waitForFunction(
      () =>
        document.querySelector('#amb-main a[href="/seminare/warenkorb"]') !== null ||
        document.querySelector('#amb-main [role="alert"]') !== null,
    );
    const main = await textOf(page, '#amb-main');
    // A full date cannot be added: the api's German reason instead.
    if (!main.includes('Im Warenkorb')) expect(main).toMatch(/ausgebucht|vergangen|abgesagt/i);
    else expect(await smallCartOf(page)).toHaveLength(1);
  });

  it('führt eine Themen-Adresse mit der Id dauerhaft zum Slug; die Seite steht im HTML, bevor ein Skript läuft', async () => {
    const slug = (await entries()).themes[0]!.split('/').pop()!;
    const theme = (await (await fetch(`${apiUrl}/api/themes/${slug}`)).json()) as ThemeDetailResponse;
    const byId = await fetch(`${origins.main}/seminare/t/${theme.themeId}/termine`, {
      headers: { Accept: 'text/html' },
      redirect: 'manual',
    });
    expect(byId.status).toBe(301);
    expect(byId.headers.get('location')).toBe(`${theme.url}/termine`);

    const html = await (await fetch(`${origins.main}${theme.url}`, { headers: { Accept: 'text/html' } })).text();
    const main = /<main id="amb-main"[^>]*>(.*)<\/main>/s.exec(html)?.[1] ?? '';
    expect(main).toContain(theme.title.replace(/&/g, '&amp;'));
    expect(main).toContain('Die nächsten Termine');
    expect(html).toContain(`<link rel="canonical" href="${origins.main}${theme.url}">`);
    expect(html).toContain('"@type":"Course"');
  });

  it('öffnet ein Thema aus der Liste, dann alle Termine, legt einen in den Warenkorb und lädt beide PDFs', async () => {
    const { page } = await chromium.newPage();
    await page.goto(`${origins.main}/seminare`, { waitUntil: 'load' });
    const link = await page.waitForSelector('#amb-main .cat-seminar__title a');
    const title = await link!.evaluate((a) => a.textContent ?? '');
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), link!.click()]);
    expect(new URL(page.url()).pathname).toMatch(/^\/seminare\/t\/[a-z0-9-]+$/);
    await page.waitForFunction((text) => document.querySelector('#amb-main h1')?.textContent === text, {}, title);

    const datesLink = await page.waitForSelector('#amb-main a[href$="/termine"]');
    await datesLink!.click();
    await page.waitForFunction(() => location.pathname.endsWith('/termine'));
    const button = await page.waitForSelector('#amb-main .cat-dates button[aria-label^="In den Warenkorb"]');
    await button!.click();
    await page.waitForFunction(
      () => document.querySelector('#amb-header .nav-tools__link--cart .nav-badge')?.textContent === '1',
    );

    // Back on the theme page (client-side navigation, so Back stays in the page): it links its PDF.
    await page.goBack();
    const pdfLink = await page.waitForSelector('#amb-main a[href^="/seminare/pdf/"]');
    const themePdf = await pdfLink!.evaluate((a) => a.href);
    const themeText = pdfText(Buffer.from(await (await fetch(themePdf)).arrayBuffer()));
    expect(themeText).toContain(title);

    const eventHref = (await smallCartOf(page))[0]!.eventId;
    await page.goto(`${origins.main}/seminare/p/${eventHref}`, { waitUntil: 'load' });
    const eventPdf = await page.$eval('#amb-main a[href^="/seminare/p-pdf/"]', (a) => a.href);
    const eventText = pdfText(Buffer.from(await (await fetch(eventPdf)).arrayBuffer()));
    expect(eventText).toContain(title);
  });

  it('fragt beim ersten Besuch nach der Einwilligung; ohne sie bleibt dataLayer leer, mit ihr zählt add_to_cart', async () => {
    const { page } = await chromium.newPage({ consent: null });
    await page.goto(`${origins.main}/seminare`, { waitUntil: 'load' });
    // Painted with the page: the server's header holds it and the bff marked the body (no choice yet); in the flow
    // of the page, so it covers nothing.
    expect(await page.$eval('body', (body) => body.hasAttribute('data-consent-required'))).toBe(true);
    const question = await page.waitForSelector('#amb-header .nav-consent[aria-labelledby]', { visible: true });
    expect(await question!.evaluate((el) => getComputedStyle(el).position)).toBe('static');
    expect(await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? [])).toEqual([]);

    const [accept] = await page.$$('xpath/.//button[normalize-space()="Alle akzeptieren"]');
    await accept!.click();
    await page.waitForFunction(() => !document.querySelector('.nav-consent[aria-labelledby]'));
    const button = await page.waitForSelector('#amb-main .cat-seminar button[aria-label^="In den Warenkorb"]');
    await button!.click();
    await page.waitForFunction(() =>
      ((window as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).some(
        (entry) => entry.event === 'add_to_cart',
      ),
    );
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('#amb-main .cat-seminar');
    // With a stored choice the body is not marked: the server's question stays hidden, and goes once hydrated.
    expect(await page.$eval('body', (body) => body.hasAttribute('data-consent-required'))).toBe(false);
    await page.waitForFunction(() => !document.querySelector('.nav-consent[aria-labelledby]'));
  });
});
