/**
 * The request forms in Chromium, end to end: each refuses an empty form with German messages in an error
 * summary and sends a filled one (stored, confirmed by mail, shown to the staff); a member orders
 * promotional material and finds the order in meinamb; the staff change a request's status and export CSV;
 * a partner gets a key from the staff, exports with it and imports a file in a dry run and for real.
 * Screenshots at 1440 and 375 px go to e2e/artifacts/request-forms for a look.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  API_ROUTES,
  FORM_REQUESTS,
  PAGE_META,
  PAGE_ROUTES,
  buildPath,
  type FormRequestKind,
  type PartnerExportResponse,
  type PartnerImportResponse,
} from '@amb/shared-contracts';
import type { Page } from 'puppeteer-core';
import { bookableDate, fill, mainContains } from './booking';
import { browserOfFile, e2eContext } from './context';
import { HttpVisitor } from './http';
import { capturedMails, waitForMail } from './mail';

const { origins } = e2eContext();
const chromium = browserOfFile();
const DEMO_PASSWORD = 'Mitbestimmung2026!';
const SHOTS = path.join(__dirname, '..', 'artifacts', 'request-forms');

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1440, 375]) {
    await page.setViewport({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewport({ width: 1280, height: 900 });
}

async function login(page: Page, email: string): Promise<void> {
  await page.goto(`${origins.main}/kundenportal/login/${encodeURIComponent(email)}`, { waitUntil: 'load' });
  const field = await page.waitForSelector('input[type="password"]', { visible: true });
  await field!.type(DEMO_PASSWORD);
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('#amb-main button[type="submit"]')]);
}

const submit = (page: Page) => page.click('#amb-main form.account-request__form button[type="submit"]');
const summaryText = (page: Page) =>
  page
    .waitForSelector('.kit-error-summary', { visible: true })
    .then(() => page.$eval('.kit-error-summary', (el) => (el as HTMLElement).innerText));

async function person(page: Page, kind: FormRequestKind, email: string): Promise<void> {
  await page.select(`#${kind}-salutation`, 'Frau');
  await fill(page, `#${kind}-firstname`, 'Erika');
  await fill(page, `#${kind}-lastname`, 'Muster');
  await fill(page, `#${kind}-email`, email);
}

async function address(page: Page, kind: FormRequestKind): Promise<void> {
  await fill(page, `#${kind}-company`, 'Muster Metall GmbH');
  await fill(page, `#${kind}-street`, 'Industriestraße');
  await fill(page, `#${kind}-streetNumber`, '7');
  await fill(page, `#${kind}-postalCode`, '30159');
  await fill(page, `#${kind}-city`, 'Hannover');
}

interface FormCase {
  kind: FormRequestKind;
  path: string;
  title: string;
  /** What the empty form's summary must say besides the person's messages. */
  ownMessage: string;
  fillOwn: (page: Page) => Promise<void>;
}

const CASES: FormCase[] = [
  {
    kind: 'sbv',
    path: PAGE_ROUTES.sbvRequestForm.path,
    title: PAGE_META.sbvRequestForm.title,
    ownMessage: 'Bitte wählen Sie Ihre Funktion aus',
    fillOwn: async (page) => {
      await page.select('#sbv-topic', 'Betriebliches Eingliederungsmanagement (BEM)');
      await page.select('#sbv-role', 'Vertrauensperson');
      await fill(page, '#sbv-message', 'Wie begleiten wir ein BEM-Gespräch als SBV?');
      await fill(page, '#sbv-company', 'Muster Metall GmbH');
    },
  },
  {
    kind: 'catalogue',
    path: PAGE_ROUTES.catalogueRequestForm.path,
    title: PAGE_META.catalogueRequestForm.title,
    ownMessage: 'Bitte füllen Sie das Feld PLZ aus',
    fillOwn: async (page) => {
      await page.select('#catalogue-copies', '2');
      await address(page, 'catalogue');
    },
  },
  {
    kind: 'lawyerConsultation',
    path: PAGE_ROUTES.lawyerConsultationForm.path,
    title: PAGE_META.lawyerConsultationForm.title,
    ownMessage: 'Bitte geben Sie eine Telefonnummer an',
    fillOwn: async (page) => {
      await page.select('#lawyerConsultation-topic', 'Einigungsstelle');
      await fill(page, '#lawyerConsultation-message', 'Der Arbeitgeber lehnt die Einigungsstelle ab.');
      await fill(page, '#lawyerConsultation-phone', '0511 123456');
      await fill(page, '#lawyerConsultation-company', 'Muster Metall GmbH');
      await page.select('#lawyerConsultation-callbackTime', 'nachmittags (12 bis 17 Uhr)');
    },
  },
  {
    kind: 'generalRegistration',
    path: PAGE_ROUTES.generalRegistrationForm.path,
    title: PAGE_META.generalRegistrationForm.title,
    ownMessage: 'Bitte wählen Sie einen Seminartermin aus',
    fillOwn: async (page) => {
      const first = await page.$eval('#generalRegistration-eventId option:nth-child(2)', (o) => o.value);
      await page.select('#generalRegistration-eventId', first);
      await page.select('#generalRegistration-hotelOverNightOption', 'dayRate');
      await fill(page, '#generalRegistration-phone', '0511 123456');
      await address(page, 'generalRegistration');
    },
  },
  {
    kind: 'digitalChangeRegistration',
    path: PAGE_ROUTES.digitalChangeRegistrationForm.path,
    title: PAGE_META.digitalChangeRegistrationForm.title,
    ownMessage: 'Bitte wählen Sie mindestens ein Thema aus',
    fillOwn: async (page) => {
      await page.click('#digitalChangeRegistration-interests-0');
      await page.click('#digitalChangeRegistration-interests-2');
      await fill(page, '#digitalChangeRegistration-company', 'Muster Metall GmbH');
      await page.select('#digitalChangeRegistration-employees', '201 bis 1.000');
    },
  },
];

async function staffRequests(kind: FormRequestKind) {
  const admin = new HttpVisitor(origins.main);
  await admin.login('admin@example.de', DEMO_PASSWORD);
  const res = await admin.fetch(buildPath(API_ROUTES.adminRequests.path, {}, { kind }));
  return { admin, body: (await res.json()) as { requests: { requestId: number; email: string; status: string }[] } };
}

describe('Anfrageformulare', () => {
  it.each(CASES)('$path: German messages for an empty form, then sent, mailed and with the staff', async (form) => {
    const { page } = await chromium.newPage();
    await page.goto(`${origins.main}${form.path}`, { waitUntil: 'networkidle0' });
    expect(await page.$eval('#amb-main h1', (h) => h.textContent)).toBe(form.title);
    await page.waitForSelector(`#${form.kind}-firstname`);
    await submit(page);
    const summary = await summaryText(page);
    expect(summary).toContain('Bitte prüfen Sie Ihre Angaben');
    expect(summary).toContain('Bitte wählen Sie eine Anrede aus');
    expect(summary).toContain('Bitte geben Sie eine E-Mail-Adresse an');
    expect(summary).toContain(form.ownMessage);
    // The summary has the focus, and its link leads to the field.
    expect(await page.evaluate(() => document.activeElement?.classList.contains('kit-error-summary'))).toBe(true);
    await shoot(page, `${form.kind}-fehler`);

    const email = `${form.kind.toLowerCase()}-${Date.now()}@example.de`;
    await person(page, form.kind, email);
    await form.fillOwn(page);
    const before = capturedMails().length;
    await submit(page);
    await mainContains(page, FORM_REQUESTS[form.kind].sent);
    await shoot(page, `${form.kind}-gesendet`);
    const mail = await waitForMail(email, before, 20_000);
    expect(mail.subject).toBe(FORM_REQUESTS[form.kind].mailSubject);
    expect(mail.text).toContain('Guten Tag Frau Muster,');
    const { body } = await staffRequests(form.kind);
    expect(body.requests[0]).toMatchObject({ email, status: 'new' });
    await page.close();
  });

  it('are linked from the header and the footer of the main site', async () => {
    const html = await (await fetch(`${origins.main}/`, { headers: { accept: 'text/html' } })).text();
    for (const route of [
      PAGE_ROUTES.sbvRequestForm,
      PAGE_ROUTES.catalogueRequestForm,
      PAGE_ROUTES.lawyerConsultationForm,
      PAGE_ROUTES.generalRegistrationForm,
      PAGE_ROUTES.digitalChangeRegistrationForm,
      PAGE_ROUTES.promoShopLogin,
    ]) {
      expect(html).toContain(`href="${route.path}"`);
    }
  });
});

describe('Werbemittelshop', () => {
  it('a member orders promotional material and finds the order in meinamb', async () => {
    const { page } = await chromium.newPage();
    // Logged out, the shop sends the visitor to the login and back.
    const response = await page.goto(`${origins.main}${PAGE_ROUTES.promoShopLogin.path}`, { waitUntil: 'load' });
    expect(new URL(response!.url()).pathname).toBe(PAGE_ROUTES.login.path);
    await login(page, 'jonas.weber@example.de');
    await page.goto(`${origins.main}${PAGE_ROUTES.promoShopLogin.path}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('#promoShop-items');
    expect(await page.$eval('#amb-main h1', (h) => h.textContent)).toBe(PAGE_META.promoShopLogin.title);
    const images = await page.$$eval('.account-promo__image', (imgs) =>
      imgs.map((img) => ({ alt: img.getAttribute('alt'), loaded: (img as HTMLImageElement).naturalWidth > 0 })),
    );
    expect(images.length).toBeGreaterThanOrEqual(8);
    expect(images.every((img) => img.loaded && (img.alt ?? '').length > 5)).toBe(true);
    await shoot(page, 'werbemittelshop');

    await submit(page);
    expect(await summaryText(page)).toContain('Bitte wählen Sie mindestens einen Artikel aus');
    const inputs = await page.$$('.account-promo__quantity input');
    await inputs[0]!.type('40');
    // A roll-up allows one per order: more is capped at its limit.
    const rollup = await page.$$eval('.account-promo__quantity input', (all) =>
      all.findIndex((input) => input.max === '1'),
    );
    await inputs[rollup]!.type('3');
    expect(await inputs[rollup]!.evaluate((input) => input.value)).toBe('1');
    await fill(page, '#promoShop-company', 'Weber Logistik GmbH');
    await fill(page, '#promoShop-street', 'Hafenweg');
    await fill(page, '#promoShop-streetNumber', '3');
    await fill(page, '#promoShop-postalCode', '28195');
    await fill(page, '#promoShop-city', 'Bremen');
    await page.select('#promoShop-salutation', 'Herr');
    const summaryBox = await page.$eval('.account-promo__summary', (el) => (el as HTMLElement).innerText);
    expect(summaryBox).toMatch(/40 × .+\n1 × Roll-up/);
    await submit(page);
    await mainContains(page, FORM_REQUESTS.promoShop.sent);
    await shoot(page, 'werbemittelshop-bestellt');

    await page.goto(`${origins.main}${PAGE_ROUTES.memberPromoOrders.path}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('.account-promo__order');
    const order = await page.$eval('.account-promo__order', (el) => (el as HTMLElement).innerText);
    expect(order).toContain('Status: neu');
    expect(order).toContain('40 × ');
    expect(order).toContain('Weber Logistik GmbH');
    expect(order).toContain('28195 Bremen');
    await shoot(page, 'werbemittel-bestellungen');
    await page.close();
  });
});

describe('Anfragen im Kundenportal', () => {
  it('the staff set a status and export the selection as CSV', async () => {
    const { page } = await chromium.newPage();
    await login(page, 'admin@example.de');
    await page.goto(`${origins.main}${PAGE_ROUTES.adminRequests.path}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('.account-requests__item');
    await page.select('#requests-kind', 'catalogue');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.account-requests__title')].every((h) =>
        h.textContent?.startsWith('Katalogbestellung'),
      ),
    );
    const first = await page.$('.account-requests__item');
    const select = await first!.$('select');
    await select!.select('in_progress');
    await (await first!.$('button[type="submit"]'))!.click();
    await mainContains(page, 'Status „in Bearbeitung“ gespeichert.');
    await shoot(page, 'anfragen');
    const href = await page.$eval('.account-requests__csv', (a) => (a as HTMLAnchorElement).href);
    expect(new URL(href).search).toBe('?kind=catalogue');
    const csv = await page.evaluate(async (url) => (await fetch(url, { credentials: 'include' })).text(), href);
    expect(csv.split('\r\n')[0]).toContain('Nr.;Art;Status;Eingegangen;Name;E-Mail-Adresse');
    expect(csv).toContain('in Bearbeitung');
    await page.close();
  });
});

describe('Partner-Schnittstellen', () => {
  it('a partner exports with its key and imports a file in a dry run and for real', async () => {
    const { page } = await chromium.newPage();
    await login(page, 'admin@example.de');
    await page.goto(`${origins.main}${PAGE_ROUTES.adminPartnerKeys.path}`, { waitUntil: 'networkidle0' });
    await fill(page, '#partner-name', 'Bildungspartner Nord');
    await page.click('#partner-scopes-1');
    await page.click('#partner-scopes-4');
    await page.click('#amb-main form button[type="submit"]');
    const secret = await page
      .waitForSelector('[data-partner-secret]', { visible: true })
      .then((el) => el!.evaluate((code) => code.textContent ?? ''));
    expect(secret).toMatch(/^ambpk_/);
    await shoot(page, 'partner-schluessel');
    await page.close();
    const auth = { Authorization: `Bearer ${secret}` };

    const exported = await fetch(
      `${origins.main}${buildPath(API_ROUTES.partnerExport.path, { objectType: 'events' })}?pageSize=5`,
      {
        headers: auth,
      },
    );
    expect(exported.status).toBe(200);
    const page1 = (await exported.json()) as PartnerExportResponse;
    expect(page1.items).toHaveLength(5);
    expect(page1.next).toContain('page=2');
    const csv = await fetch(`${origins.main}/obj-export/events?format=csv&pageSize=3`, { headers: auth });
    expect((await csv.text()).split('\r\n')[0]).toMatch(/^eventId,themeId,title,startDate/);
    expect((await fetch(`${origins.main}/obj-export/hotels`, { headers: auth })).status).toBe(403);

    const date = await bookableDate({ daysAhead: 60, seats: 0 });
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const file = [
      'externalId,themeId,startDate,endDate,hotelId,capacity,price,cancelled',
      `NORD-1,${date.themeId},${day(300)},${day(302)},,14,990,nein`,
      `NORD-2,${date.themeId},${day(330)},${day(332)},,14,990,nein`,
    ].join('\n');
    const send = (mode: string, body: string) =>
      fetch(`${origins.main}${API_ROUTES.partnerEventImport.path}?mode=${mode}`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'text/csv' },
        body,
      });
    const dry = (await (await send('dry-run', file)).json()) as PartnerImportResponse;
    expect(dry).toMatchObject({ mode: 'dry-run', applied: false, summary: { create: 2, invalid: 0 } });
    const broken = await send('apply', `${file}\nNORD-3,${date.themeId},${day(340)},${day(339)},,14,990,nein`);
    expect(broken.status).toBe(422);
    const since = new Date().toISOString();
    const applied = (await (await send('apply', file)).json()) as PartnerImportResponse;
    expect(applied).toMatchObject({ mode: 'apply', applied: true, summary: { create: 2 } });
    const changed = (await (
      await fetch(`${origins.main}/obj-export/events?updatedSince=${encodeURIComponent(since)}`, { headers: auth })
    ).json()) as PartnerExportResponse<{ externalId: string; eventId: number }>;
    expect(changed.items.map((e) => e.externalId)).toEqual(['NORD-1', 'NORD-2']);
    const detail = await fetch(
      `${origins.main}${buildPath(PAGE_ROUTES.eventDetail.path, { event: changed.items[0]!.eventId })}`,
      {
        headers: { accept: 'text/html' },
      },
    );
    expect(detail.status).toBe(200);
  });
});
