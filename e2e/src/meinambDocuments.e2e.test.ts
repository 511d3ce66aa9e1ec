/**
 * The member's documents in Chromium against the running system: a new member books a date in the cart, opens
 * „Unterlagen“ in meinamb, downloads the notice PDF for the employer (text checked), creates the personal calendar
 * feed and reads it as a calendar client would (no cookies); „Link erneuern“ makes the old address answer 404.
 */
import ICAL from 'ical.js';
import type { Page } from 'puppeteer-core';
import {
  API_ROUTES,
  ORDER_WORDS,
  berlinDateKey,
  type AddCartItemResponse,
  type CheckoutResponse,
  type Paginated,
  type SeminarListItem,
} from '@amb/shared-contracts';
import { browserOfFile, e2eContext, textOf } from './context';
import { capturedMails, confirmByMail } from './mail';
import { HttpVisitor } from './http';
import { pdfText } from './pdf';

const { origins } = e2eContext();
const chromium = browserOfFile();
const PASSWORD = 'Unterlagen-im-Test-2026';
/** A member of this file alone (registered here), so its bookings are this file's only. */
const EMAIL = `unterlagen.${Date.now()}@example.de`;

async function registerAndBook(visitor: HttpVisitor): Promise<{ order: CheckoutResponse['order']; title: string }> {
  const since = capturedMails().length;
  const registered = await visitor.fetch(API_ROUTES.userRegistration.path, {
    method: 'POST',
    csrf: true,
    body: {
      salutation: 'Frau',
      title: '',
      firstname: 'Ute',
      lastname: 'Unterlagen',
      email: EMAIL,
      phone: '030 1234567',
      company: 'Werk Nord GmbH',
      street: 'Hafenstraße',
      streetNumber: '12a',
      postalCode: '20457',
      city: 'Hamburg',
      password: PASSWORD,
    },
  });
  expect(registered.status).toBe(201);
  // As its owner would: the link of the confirmation mail (until then nothing is linked to the address).
  await confirmByMail(visitor, EMAIL, since);
  const from = berlinDateKey(Date.now() + 45 * 86_400_000);
  const list = (await (
    await visitor.fetch(`${API_ROUTES.seminars.path}?from=${from}&pageSize=20`)
  ).json()) as Paginated<SeminarListItem>;
  const event = list.items.find((item) => !item.isSeries)!;
  const added = await visitor.fetch(API_ROUTES.cartAddItem.path, {
    method: 'POST',
    body: { eventId: event.eventId },
    csrf: true,
  });
  expect(added.status).toBe(201);
  const { item } = (await added.json()) as AddCartItemResponse;
  const withPerson = await visitor.fetch(API_ROUTES.cartAddRecipient.path, {
    method: 'POST',
    csrf: true,
    body: {
      cartItemId: item.cartItemId,
      salutation: 'Frau',
      title: '',
      firstname: 'Ute',
      lastname: 'Unterlagen',
      email: EMAIL,
      brFunction: 'Betriebsratsmitglied',
      hotelOverNightOption: 'overnight',
      kind: 'booking',
    },
  });
  expect(withPerson.status).toBe(201);
  const options = await visitor.fetch(API_ROUTES.cartUpdateOrderOptions.path, {
    method: 'POST',
    body: {
      company: 'Werk Nord GmbH',
      street: 'Hafenstraße',
      streetNumber: '12a',
      postalCode: '20457',
      city: 'Hamburg',
    },
    csrf: true,
  });
  expect(options.status).toBe(200);
  const placed = await visitor.fetch(API_ROUTES.cartCheckout.path, {
    method: 'POST',
    body: { acceptTerms: true },
    csrf: true,
    headers: { 'Idempotency-Key': `e2e-unterlagen-${Date.now()}` },
  });
  expect(placed.status).toBe(201);
  return { order: ((await placed.json()) as CheckoutResponse).order, title: event.title };
}

async function login(page: Page): Promise<void> {
  await page.goto(`${origins.main}/kundenportal/login/${encodeURIComponent(EMAIL)}?redirect=/meinamb/unterlagen`, {
    waitUntil: 'load',
  });
  const field = await page.waitForSelector('input[type="password"]', { visible: true });
  await field!.type(PASSWORD);
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('#amb-main button[type="submit"]')]);
}

const feedField = '#account-calendar-feed';
const feedUrl = (page: Page) => page.$eval(feedField, (input) => (input as HTMLInputElement).value);

describe('Unterlagen in meinamb', () => {
  it('zeigt die Buchung, liefert die Buchungsbestätigung als PDF und den Kalender; ein erneuerter Link ersetzt den alten', async () => {
    const visitor = new HttpVisitor(origins.main);
    const { order, title } = await registerAndBook(visitor);

    const { page } = await chromium.newPage();
    await login(page);
    expect(new URL(page.url()).pathname).toBe('/meinamb/unterlagen');
    await page.waitForFunction(
      (n) => document.querySelector('#amb-main')?.textContent?.includes(`Buchung ${n}`),
      {},
      order.orderNumber,
    );
    const main = await textOf(page, '#amb-main');
    expect(main).toContain(title);
    expect(main).toContain('Frau Ute Unterlagen (gebucht)');

    const noticeHref = await page.$eval(`#amb-main a[href="/api-meinamb/notice-pdf/${order.orderId}"]`, (a) =>
      a.getAttribute('href'),
    );
    const notice = await visitor.fetch(noticeHref!);
    expect(notice.status).toBe(200);
    expect(notice.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await notice.arrayBuffer()));
    for (const expected of [
      ORDER_WORDS.booking.notice,
      order.orderNumber,
      'Werk Nord GmbH',
      'Frau Ute Unterlagen',
      title,
    ])
      expect(text).toContain(expected);
    expect((await new HttpVisitor(origins.main).fetch(noticeHref!)).status).toBe(401);

    await page.click('::-p-xpath(//*[@id="amb-main"]//button[normalize-space(.)="Kalender-Link erstellen"])');
    await page.waitForSelector(feedField);
    const first = await feedUrl(page);
    expect(first).toMatch(/\/api-meinamb\/calendar-feed\/[A-Za-z0-9_-]{43}$/);
    const feed = await fetch(first);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => event.summary)).toEqual([title]);
    expect(events[0]!.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Berlin');
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Berlin');

    await page.click('::-p-xpath(//*[@id="amb-main"]//button[normalize-space(.)="Link erneuern"])');
    await page.waitForFunction(
      (selector, old) => document.querySelector<HTMLInputElement>(selector)?.value !== old,
      {},
      feedField,
      first,
    );
    const second = await feedUrl(page);
    expect((await fetch(first)).status).toBe(404);
    expect((await fetch(second)).status).toBe(200);
  });
});
