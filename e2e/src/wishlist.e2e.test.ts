/**
 * The wish list and the waiting-list offer in Chromium against the running system: a member remembers a date
 * on its page, opens /meinamb/merkliste and moves it to the cart (the header's cart count follows, the list
 * lets it go); a full date offers "Auf die Warteliste setzen", which puts it into the cart anyway.
 */
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import {
  eventDetailUrl,
  PAGE_ROUTES,
  WAITLIST_TEXTS,
  type SmallCartResponse,
  type WishlistWithEventResponse,
} from '@amb/shared-contracts';
import { browserOfFile, e2eContext, textOf } from './context';

const { origins, databaseFile } = e2eContext();
const chromium = browserOfFile();
const DEMO_PASSWORD = 'Mitbestimmung2026!';

interface EventRow {
  eventId: number;
}
interface EventsDb {
  selectFrom(table: string): EventsQuery;
  destroy(): Promise<void>;
}
interface EventsQuery {
  select(columns: string[]): EventsQuery;
  where(...args: unknown[]): EventsQuery;
  whereRef(a: string, op: string, b: string): EventsQuery;
  orderBy(column: string): EventsQuery;
  limit(n: number): EventsQuery;
  execute(): Promise<EventRow[]>;
}

/**
 * Dates of the seed, read through the api's own database module (e2e only reads): single dates at least two
 * months ahead that can be booked, or that are fully booked.
 */
async function seedDates(): Promise<{ bookable: EventRow; full: EventRow }> {
  const { createDb } = require(path.resolve(__dirname, '../../api/dist/db/connection.js')) as {
    createDb(options: { dialect: 'sqlite'; file: string }): { db: EventsDb };
  };
  const { db } = createDb({ dialect: 'sqlite', file: databaseFile });
  const later = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const dates = () =>
    db
      .selectFrom('events as e')
      .select(['e.eventId'])
      .where('e.startDate', '>', later)
      .where('e.cancelledAt', 'is', null)
      .where('e.isSeries', '=', 0);
  try {
    const [bookable] = await dates()
      .whereRef('e.seatsTaken', '<', 'e.capacity')
      .orderBy('e.eventId')
      .limit(1)
      .execute();
    const [full] = await dates().whereRef('e.seatsTaken', '>=', 'e.capacity').orderBy('e.eventId').limit(1).execute();
    if (!bookable || !full) throw new Error('Der Seed hat keinen buchbaren und keinen ausgebuchten Termin.');
    return { bookable, full };
  } finally {
    await db.destroy();
  }
}

async function login(page: Page, email: string): Promise<void> {
  await page.goto(`${origins.main}/kundenportal/login/${encodeURIComponent(email)}`, { waitUntil: 'load' });
  const field = await page.waitForSelector('input[type="password"]', { visible: true });
  await field!.type(DEMO_PASSWORD);
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('#amb-main button[type="submit"]')]);
}

const cartBadge = (page: Page) =>
  page.$eval('#amb-header .nav-tools__link--cart', (link) => link.querySelector('.nav-badge')?.textContent ?? '');

const smallCart = (page: Page): Promise<SmallCartResponse> =>
  page.evaluate(async () => (await fetch('/order-api/get-shopping-cart-small')).json() as Promise<SmallCartResponse>);

const wishlistIds = (page: Page): Promise<number[]> =>
  page.evaluate(async () => (await fetch('/wishlist/get')).json() as Promise<number[]>);

describe('Merkliste und Warteliste im Browser', () => {
  it('merkt sich einen Termin, zeigt ihn unter /meinamb/merkliste und legt ihn von dort in den Warenkorb', async () => {
    const { bookable } = await seedDates();
    const { page } = await chromium.newPage();
    // A demo member no other e2e file uses: accounts.e2e resets jonas.weber's password, in whatever order files run.
    await login(page, 'lena.wagner@example.de');

    await page.goto(`${origins.main}${eventDetailUrl(bookable.eventId)}`, { waitUntil: 'load' });
    const heart = await page.waitForSelector('#amb-main button[aria-pressed="false"]');
    await heart!.click();
    await page.waitForSelector('#amb-main button[aria-pressed="true"]');
    expect(await wishlistIds(page)).toContain(bookable.eventId);
    // The list names the date as the api's list data does.
    const entries = await page.evaluate(
      async () => (await fetch('/wishlist/get-with-event')).json() as Promise<WishlistWithEventResponse>,
    );
    const title = entries.find((entry) => entry.eventId === bookable.eventId)!.event.title;

    await page.goto(`${origins.main}${PAGE_ROUTES.memberWishlist.path}`, { waitUntil: 'load' });
    await page.waitForSelector('#amb-main nav a[aria-current="page"]');
    const move = await page.waitForSelector(`#amb-main button[aria-label="In den Warenkorb: ${title}"]`);
    const before = (await smallCart(page)).length;
    expect(await cartBadge(page)).toBe(before === 0 ? '' : String(before));
    await move!.click();

    await page.waitForFunction(
      (title) =>
        document
          .querySelector('#amb-main [role="status"]')
          ?.textContent?.includes(`„${title}“ liegt jetzt im Warenkorb`),
      {},
      title,
    );
    await page.waitForFunction(
      (count) => document.querySelector('#amb-header .nav-tools__link--cart .nav-badge')?.textContent === count,
      {},
      String(before + 1),
    );
    expect((await smallCart(page)).map((item) => item.eventId)).toContain(bookable.eventId);
    expect(await wishlistIds(page)).not.toContain(bookable.eventId);
    expect(await page.$(`#amb-main button[aria-label="In den Warenkorb: ${title}"]`)).toBeNull();
  });

  it('ein ausgebuchter Termin bietet die Warteliste an; der Knopf legt ihn dafür in den Warenkorb', async () => {
    const { full } = await seedDates();
    const { page } = await chromium.newPage();
    await page.goto(`${origins.main}${eventDetailUrl(full.eventId)}`, { waitUntil: 'load' });
    // The date itself says it is fully booked and offers the waiting list instead of the cart button.
    const offer = await page.waitForSelector(`#amb-main button[aria-label^="${WAITLIST_TEXTS.offer}"]`);
    expect(await page.$('#amb-main button[aria-label^="In den Warenkorb"]')).toBeNull();
    expect(await textOf(page, '#amb-main .cat-action')).toContain(WAITLIST_TEXTS.fullDate);
    expect(await smallCart(page)).toEqual([]);

    await offer!.click();
    await page.waitForSelector('#amb-main a[href="/seminare/warenkorb"]');
    await page.waitForFunction(
      () => document.querySelector('#amb-header .nav-tools__link--cart .nav-badge')?.textContent === '1',
    );
    expect((await smallCart(page)).map((item) => item.eventId)).toEqual([full.eventId]);
  });
});
