/** What the booking e2e files share: the demo password, free seats and bookable dates from the api, form filling. */
import type { Page } from 'puppeteer-core';
import {
  API_ROUTES,
  berlinDateKey,
  type BookingStatesResponse,
  type Paginated,
  type SeminarListItem,
} from '@amb/shared-contracts';
import type { Page as BrowserPage } from 'puppeteer-core';
import { e2eContext, type NewPageOptions } from './context';
import { HttpVisitor } from './http';

/** The seed's password of every demo member. */
export const DEMO_PASSWORD = 'Mitbestimmung2026!';

async function bookingStates(eventIds: number[]): Promise<BookingStatesResponse> {
  const response = await fetch(`${e2eContext().apiUrl}${API_ROUTES.bookingStates.path}?eventIds=${eventIds.join(',')}`);
  return (await response.json()) as BookingStatesResponse;
}

export async function seatsLeft(eventId: number): Promise<number> {
  const [state] = await bookingStates([eventId]);
  return state!.seatsLeft;
}

/**
 * A single date (no series) at least `daysAhead` days ahead with more than `seats` seats left; the latest of the
 * first 50 when `latest` (other files take the early ones).
 */
export async function bookableDate({
  daysAhead,
  seats,
  latest = false,
  after,
}: {
  daysAhead: number;
  seats: number;
  latest?: boolean;
  /** Counts `daysAhead` from this day (YYYY-MM-DD) instead of today. */
  after?: string;
}): Promise<SeminarListItem> {
  const start = after ? Date.parse(`${after}T12:00:00Z`) : Date.now();
  const from = berlinDateKey(start + daysAhead * 86_400_000);
  const response = await fetch(`${e2eContext().apiUrl}${API_ROUTES.seminars.path}?from=${from}&pageSize=50`);
  const items = ((await response.json()) as Paginated<SeminarListItem>).items.filter((item) => !item.isSeries);
  const states = await bookingStates(items.map((item) => item.eventId));
  const candidates = latest ? [...items].reverse() : items;
  const date = candidates.find(
    (item) => (states.find((state) => state.eventId === item.eventId)?.seatsLeft ?? 0) > seats,
  );
  if (!date) throw new Error('Kein buchbarer Termin im Seed');
  return date;
}

let registered = 0;

/**
 * A new member registered through the api (its address the billing address to come; e-mail `<prefix>.<n>@example.de`)
 * and a browser page of `width` with its session.
 */
export async function memberInBrowser(
  browser: { newPage: (options?: NewPageOptions) => Promise<{ page: BrowserPage }> },
  width: number,
  { prefix = 'schritte', password = 'Schritte-im-Test-2026' }: { prefix?: string; password?: string } = {},
): Promise<{ page: BrowserPage; visitor: HttpVisitor; email: string }> {
  registered += 1;
  const { origins } = e2eContext();
  const visitor = new HttpVisitor(origins.main);
  const email = `${prefix}.${Date.now()}.${registered}@example.de`;
  const answer = await visitor.fetch(API_ROUTES.userRegistration.path, {
    method: 'POST',
    csrf: true,
    body: {
      salutation: 'Frau',
      title: '',
      firstname: 'Sina',
      lastname: 'Schritt',
      email,
      phone: '030 1234567',
      company: 'Werk Süd GmbH',
      street: 'Lindenstraße',
      streetNumber: '5',
      postalCode: '10969',
      city: 'Berlin',
      password,
    },
  });
  if (answer.status !== 201) throw new Error(`Registrierung von ${email}: ${answer.status}`);
  const { page } = await browser.newPage();
  await page.setViewport({ width, height: width < 600 ? 812 : 900 });
  await page.setCookie(...visitor.cookieList().map((cookie) => ({ ...cookie, domain: 'localhost', path: '/' })));
  return { page, visitor, email };
}

/** Replaces the value of a visible field by typing, as a user does. */
export async function fill(page: Page, selector: string, value: string): Promise<void> {
  const field = await page.waitForSelector(selector, { visible: true });
  await field!.click({ count: 3 });
  await field!.type(value);
}

export async function mainContains(page: Page, text: string): Promise<void> {
  await page.waitForFunction((t) => document.querySelector('#amb-main')?.textContent?.includes(t), {}, text);
}

/** An XPath selector of a button in the main slot by its visible words. */
export const mainButton = (text: string): string =>
  `::-p-xpath(//*[@id="amb-main"]//button[normalize-space(.)="${text}"])`;

/** Fills the open participant form of the cart (or the checkout's first step) and saves it. */
export async function addParticipant(
  page: Page,
  firstname: string,
  { kind = 'booking', salutation = 'Frau' }: { kind?: 'booking' | 'reservation'; salutation?: string } = {},
): Promise<void> {
  const form = '#amb-main .amb-cart-participant-form';
  await page.waitForSelector(form, { visible: true });
  await page.select(`${form} select[name$="-salutation"]`, salutation);
  await fill(page, `${form} input[name$="-firstname"]`, firstname);
  await fill(page, `${form} input[name$="-lastname"]`, 'Muster');
  await fill(page, `${form} input[name$="-email"]`, `${firstname.toLowerCase()}@example.de`);
  await page.click(`${form} input[name$="-hotelOverNightOption"][value="overnight"]`);
  await page.click(`${form} input[name$="-kind"][value="${kind}"]`);
  await page.click(`${form} button[type="submit"]`);
}

/**
 * The checkout's step in the address, once the step's heading shows it. A step reached inside the checkout (a save,
 * a link, the back button) moves the focus to its heading, which scrolls the page at 375 px: that is waited for too,
 * so the next click does not land where the button was before the scroll. `entry`: the first step the checkout page
 * showed after it loaded (from the cart or a page load), where the focus stays where it was.
 */
export async function atStep(page: Page, step: string, label: string, { entry = false } = {}): Promise<void> {
  await page.waitForFunction(
    (s, l, e) => {
      const heading = document.querySelector('#amb-main .amb-cart-step__heading');
      return (
        (new URLSearchParams(window.location.search).get('schritt') ?? 'teilnehmer') === s &&
        (heading?.textContent ?? '').includes(l) &&
        (e || document.activeElement === heading)
      );
    },
    {},
    step,
    label,
    entry,
  );
}

/**
 * From the cart through every step of the checkout to the binding click: participants, billing address (filled
 * when `billing` is given, else kept as prefilled), legal basis and documents, the review; then the consent and the
 * confirm button with `confirm`'s words.
 */
export async function throughCheckout(
  page: Page,
  { billing, confirm = 'Verbindlich buchen' }: { billing?: Record<string, string>; confirm?: string } = {},
): Promise<void> {
  await page.click('#amb-main a[href="/seminare/warenkorb/checkout"]');
  await atStep(page, 'teilnehmer', 'Teilnehmende', { entry: true });
  await page.click(mainButton('Weiter'));
  await atStep(page, 'rechnung', 'Rechnungsadresse');
  for (const [name, value] of Object.entries(billing ?? {})) await fill(page, `#options-${name}`, value);
  await page.click(mainButton('Speichern und weiter'));
  await atStep(page, 'unterlagen', 'Rechtsgrundlage');
  await page.click(mainButton('Weiter'));
  await atStep(page, 'pruefen', 'Ihre Angaben prüfen');
  await page.click('#acceptTerms');
  await page.click(mainButton(confirm));
}

/** From the cart through every checkout step, each answer left as it is, to „Ihre Angaben prüfen". */
export async function toReview(page: Page): Promise<void> {
  await page.click('#amb-main a[href="/seminare/warenkorb/checkout"]');
  await atStep(page, 'teilnehmer', 'Teilnehmende', { entry: true });
  await page.click(mainButton('Weiter'));
  await atStep(page, 'rechnung', 'Rechnungsadresse');
  await page.click(mainButton('Speichern und weiter'));
  await atStep(page, 'unterlagen', 'Rechtsgrundlage');
  await page.click(mainButton('Weiter'));
  await atStep(page, 'pruefen', 'Ihre Angaben prüfen');
}
