/**
 * Visual regression of the key pages (issue 22): the start page, a theme page, the cart with a participant,
 * the checkout, a member's bookings and a committee's members, at 1440 and 375 px, compared with the baselines
 * in e2e/visual-baselines/ (pixelmatch, MAX_DIFF_RATIO of the pixels may differ). `UPDATE_SNAPSHOTS=1` writes
 * new baselines (e2e/README.md). Deterministic: fixed viewport, no animation or caret, the consent question
 * answered, dates, times and seat counts masked; the cart belongs to a member registered here, the bookings
 * to the seed's member with demo bookings (the admin acting as him), the committee to a demo manager no other
 * test writes for.
 */
import type { Page } from 'puppeteer-core';
import { API_ROUTES, PAGE_ROUTES, type AdminUsersResponse } from '@amb/shared-contracts';
import { browserOfFile, e2eContext } from './context';
import { HttpVisitor } from './http';
import { bookableDate, DEMO_PASSWORD } from './booking';
import { fillCart, ROLE_EMAIL, sessionCookies } from './pageAddresses';
import { compareWithBaseline, MAX_DIFF_RATIO, screenshot, steady } from './visualSnapshot';

const { origins } = e2eContext();
const chromium = browserOfFile();
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
] as const;
/** The seed's member with demo bookings (api/src/seed/memberBookings.ts). */
const BOOKINGS_MEMBER = 'jonas.weber@example.de';
const BUYER = { email: 'vera.visuell@example.de', password: 'Visuell-im-Test-2026' };

type Cookies = Array<{ name: string; value: string }>;

/**
 * The cart's date: counted from the seed's base date, so it is the same seminar whichever day the tests run,
 * and further ahead than any other suite books.
 */
const visualDate = () => bookableDate({ after: e2eContext().seedBaseDate, daysAhead: 200, seats: 2 });

/** A member of this file alone with one date and one participant in the cart (checkout needs both). */
async function buyerWithCart(): Promise<Cookies> {
  const visitor = new HttpVisitor(origins.main);
  const address = {
    company: 'Werk Süd GmbH',
    street: 'Lindenallee',
    streetNumber: '7',
    postalCode: '50667',
    city: 'Köln',
  };
  const registered = await visitor.fetch(API_ROUTES.userRegistration.path, {
    method: 'POST',
    csrf: true,
    body: {
      salutation: 'Frau',
      title: '',
      firstname: 'Vera',
      lastname: 'Visuell',
      phone: '0221 123456',
      ...address,
      ...BUYER,
    },
  });
  if (registered.status !== 201) throw new Error(`Registrierung: ${registered.status}`);
  await fillCart(visitor.cookieList(), (await visualDate()).eventId);
  const options = await visitor.fetch(API_ROUTES.cartUpdateOrderOptions.path, {
    method: 'POST',
    body: address,
    csrf: true,
  });
  if (options.status !== 200) throw new Error(`Rechnungsadresse: ${options.status}`);
  return visitor.cookieList();
}

/**
 * The demo member with the seeded bookings (a booking, a reservation, a waiting list place, a past seminar),
 * through the admin acting as him: another test file resets his password.
 */
async function asBookingsMember(): Promise<Cookies> {
  const admin = new HttpVisitor(origins.main);
  await admin.login(ROLE_EMAIL.admin, DEMO_PASSWORD);
  const found = await admin.fetch(`${API_ROUTES.adminUsers.path}?q=${encodeURIComponent(BOOKINGS_MEMBER)}`);
  const users = (await found.json()) as AdminUsersResponse;
  const member = users.find((user) => user.email === BOOKINGS_MEMBER);
  if (!member) throw new Error(`${BOOKINGS_MEMBER} nicht gefunden`);
  const acting = await admin.fetch(API_ROUTES.impersonation.path, {
    method: 'POST',
    body: { userId: member.userId },
    csrf: true,
  });
  if (acting.status !== 200) throw new Error(`Handeln als ${BOOKINGS_MEMBER}: ${acting.status}`);
  return admin.cookieList();
}

/** The first theme of the sitemap: a theme page of the demo data. */
async function themePath(): Promise<string> {
  const xml = await (await fetch(`${origins.main}/sitemap.xml`)).text();
  const theme = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!).pathname)
    .find((path) => /^\/seminare\/t\/[^/]+$/.test(path));
  if (!theme) throw new Error('Keine Themenseite in der Sitemap');
  return theme;
}

interface KeyPage {
  name: string;
  path: () => Promise<string> | string;
  session: () => Promise<Cookies>;
  /** What shows once the page has its data (its heading is there before). */
  ready: string;
}

let buyer: Promise<Cookies> | undefined;
const asBuyer = () => (buyer ??= buyerWithCart());
const asManager = () => sessionCookies('manager');
const asVisitor = () => Promise.resolve([]);

const KEY_PAGES: KeyPage[] = [
  { name: 'start', path: () => PAGE_ROUTES.home.path, session: asVisitor, ready: '#amb-main h1' },
  { name: 'thema', path: themePath, session: asVisitor, ready: '#amb-main h1' },
  {
    name: 'warenkorb',
    path: () => PAGE_ROUTES.cart.path,
    session: asBuyer,
    ready: '#amb-main form, #amb-main table, #amb-main li',
  },
  // The checkout's last step, „Ihre Angaben prüfen“: every answer of the steps before on one page.
  {
    name: 'checkout',
    path: () => `${PAGE_ROUTES.checkout.path}?schritt=pruefen`,
    session: asBuyer,
    ready: '#amb-main .amb-cart-review',
  },
  {
    name: 'meinamb-buchungen',
    path: () => PAGE_ROUTES.memberBookings.path,
    session: asBookingsMember,
    ready: '#amb-main .account-frame',
  },
  {
    name: 'gremium-mitglieder',
    path: () => PAGE_ROUTES.committeeMembers.path,
    session: asManager,
    ready: '#amb-main .account-frame',
  },
];

async function show(page: Page, path: string, ready: string): Promise<void> {
  await page.goto(`${origins.main}${path}`, { waitUntil: 'load' });
  await page.waitForSelector(ready, { visible: true, timeout: 15_000 });
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 10_000 });
  // Nothing of the page still loading (the kit's loading state says "Einen Moment...").
  await page.waitForFunction(() => !document.querySelector('#amb-main')?.textContent?.includes('Einen Moment'), {
    timeout: 10_000,
  });
  await steady(page);
}

describe('Visueller Vergleich der wichtigsten Seiten', () => {
  it.each(KEY_PAGES.flatMap((key) => WIDTHS.map((size) => [key.name, size.width, key, size] as const)))(
    '%s bei %i px gleicht seiner Referenz',
    async (_name, _width, key, size) => {
      const { page } = await chromium.newPage();
      await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
      await page.setViewport({ ...size, deviceScaleFactor: 1 });
      const cookies = await key.session();
      if (cookies.length > 0) await page.setCookie(...cookies.map((c) => ({ ...c, domain: 'localhost', path: '/' })));
      await show(page, await key.path(), key.ready);
      const { ratio, message } = compareWithBaseline(`${key.name}-${size.width}`, await screenshot(page));
      await page.browserContext().close();
      expect({ message, withinTolerance: ratio <= MAX_DIFF_RATIO }).toEqual({ message, withinTolerance: true });
    },
    180_000,
  );
});
