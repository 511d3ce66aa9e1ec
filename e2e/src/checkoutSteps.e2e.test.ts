/**
 * The checkout in steps at 1440 and 375 px, for a member registered by this file (so its cart and bookings are its
 * own): every step with its address, heading focus and 0 axe violations; the billing address prefilled from the
 * registration; the review with an „Ändern“ round trip; undo of a removed participant; a date with 1 free seat and
 * 2 participants answered with the waiting list in the cart, before the checkout; a reservation never called a
 * booking. Screenshots of each step go to $E2E_SCREENSHOTS when set.
 */
import type { Page } from 'puppeteer-core';
import { API_ROUTES, TIMINGS, type AddCartItemResponse, type ShoppingCartResponse } from '@amb/shared-contracts';
import {
  addParticipant,
  atStep,
  bookableDate,
  fill,
  mainButton,
  mainContains,
  memberInBrowser,
  seatsLeft,
  toReview,
} from './booking';
import { violations } from './axe';
import { browserOfFile, e2eContext, textOf } from './context';
import { HttpVisitor } from './http';
import { capturedMails, waitForMail } from './mail';
import { pdfText } from './pdf';

const { origins } = e2eContext();
const chromium = browserOfFile();
const SHOTS = process.env.E2E_SCREENSHOTS;
const SEAT_NAMES = ['Max', 'Moritz', 'Mia', 'Mila', 'Malte', 'Marta', 'Mats', 'Merle'];

/** A new member (registered through the api, its address the billing address to come) and a browser with its session. */
async function memberPage(width: number): Promise<{ page: Page; visitor: HttpVisitor; email: string }> {
  return memberInBrowser(chromium, width);
}

async function cartOf(visitor: HttpVisitor): Promise<ShoppingCartResponse> {
  return (await (await visitor.fetch(API_ROUTES.cartGet.path)).json()) as ShoppingCartResponse;
}

async function addDate(visitor: HttpVisitor, eventId: number, waitlist = false): Promise<number> {
  const added = await visitor.fetch(API_ROUTES.cartAddItem.path, {
    method: 'POST',
    csrf: true,
    body: waitlist ? { eventId, waitlist } : { eventId },
  });
  expect(added.status).toBe(201);
  return ((await added.json()) as AddCartItemResponse).item.cartItemId;
}

/** Books `count` participants of another fresh member on the date, so that the seats left shrink. */
async function bookSeats(eventId: number, count: number): Promise<void> {
  const { visitor, page } = await memberPage(1440);
  await page.close();
  const cartItemId = await addDate(visitor, eventId);
  for (let n = 0; n < count; n += 1) {
    const res = await visitor.fetch(API_ROUTES.cartAddRecipient.path, {
      method: 'POST',
      csrf: true,
      body: {
        cartItemId,
        salutation: 'Herr',
        title: '',
        firstname: SEAT_NAMES[n % SEAT_NAMES.length]!,
        lastname: 'Platz',
        email: `platz${n}@example.de`,
        brFunction: '',
        hotelOverNightOption: 'overnight',
        kind: 'booking',
      },
    });
    expect(res.status).toBe(201);
  }
  await visitor.fetch(API_ROUTES.cartUpdateOrderOptions.path, {
    method: 'POST',
    csrf: true,
    body: { company: 'Werk Ost AG', street: 'Ringstraße', streetNumber: '1', postalCode: '04109', city: 'Leipzig' },
  });
  const placed = await visitor.fetch(API_ROUTES.cartCheckout.path, {
    method: 'POST',
    csrf: true,
    body: { acceptTerms: true },
    headers: { 'Idempotency-Key': `e2e-schritte-${Date.now()}-${eventId}` },
  });
  expect(placed.status).toBe(201);
}

async function focusedHeading(page: Page): Promise<string> {
  await page.waitForFunction(() => document.activeElement?.classList.contains('amb-cart-step__heading'));
  return page.evaluate(() => document.activeElement?.textContent ?? '');
}

async function checkStep(page: Page, name: string, width: number): Promise<void> {
  expect(await violations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

describe.each([1440, 375])('Buchung in Schritten bei %i px', (width) => {
  it('führt durch jeden Schritt mit Prüfseite, „Ändern“ hin und zurück, Rückgängig beim Entfernen und bucht', async () => {
    const date = await bookableDate({ daysAhead: 40, seats: 3, latest: width === 375 });
    const { page, visitor } = await memberPage(width);
    await addDate(visitor, date.eventId);

    await page.goto(`${origins.main}/seminare/warenkorb`, { waitUntil: 'load' });
    await mainContains(page, date.title);
    await mainContains(page, 'Für neue Buchungen sind jetzt noch');
    await addParticipant(page, 'Anna');
    await mainContains(page, 'Frau Anna Muster');
    await page.click(mainButton('Teilnehmer hinzufügen'));
    await addParticipant(page, 'Bernd', { salutation: 'Herr', kind: 'reservation' });
    await mainContains(page, 'Herr Bernd Muster');
    await checkStep(page, 'warenkorb', width);

    // Removing can be undone for a few seconds; the api never hears of it.
    await page.click('#amb-main button[aria-label="Entfernen: Herr Bernd Muster"]');
    await mainContains(page, 'Herr Bernd Muster ist entfernt.');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Rückgängig');
    await page.click(mainButton('Rückgängig'));
    await page.waitForSelector('#amb-main button[aria-label="Entfernen: Herr Bernd Muster"]');
    await new Promise((resolve) => setTimeout(resolve, TIMINGS.undoMs + 500));
    expect((await cartOf(visitor)).items[0]!.participants).toHaveLength(2);

    await page.click('#amb-main a[href="/seminare/warenkorb/checkout"]');
    await atStep(page, 'teilnehmer', 'Teilnehmende', { entry: true });
    expect(await page.$eval('#amb-main [aria-current="step"]', (el) => el.textContent)).toContain('Teilnehmende');
    await checkStep(page, 'schritt-1-teilnehmende', width);
    await page.click(mainButton('Weiter'));

    await atStep(page, 'rechnung', 'Rechnungsadresse');
    expect(await focusedHeading(page)).toContain('Schritt 2 von 4');
    // The registration's address is the billing address already.
    expect(await page.$eval('#options-company', (el) => (el as HTMLInputElement).value)).toBe('Werk Süd GmbH');
    expect(await page.$eval('#options-city', (el) => (el as HTMLInputElement).value)).toBe('Berlin');
    await fill(page, '#options-postalCode', '1096');
    await page.click(mainButton('Speichern und weiter'));
    await page.waitForFunction(() => document.activeElement?.classList.contains('kit-error-summary'));
    expect(await textOf(page, '.kit-error-summary')).toContain('Bitte prüfen Sie Ihre Angaben');
    await checkStep(page, 'schritt-2-fehler', width);
    await fill(page, '#options-postalCode', '10969');
    await fill(page, '#options-purchaseOrderNumber', 'PO-1');
    await page.click(mainButton('Speichern und weiter'));

    await atStep(page, 'unterlagen', 'Rechtsgrundlage');
    expect(await focusedHeading(page)).toContain('Schritt 3 von 4');
    await checkStep(page, 'schritt-3-unterlagen', width);
    await page.click(mainButton('Weiter'));

    await atStep(page, 'pruefen', 'Ihre Angaben prüfen');
    const review = await textOf(page, '#amb-main');
    expect(review).toContain('Frau Anna Muster');
    expect(review).toContain('Herr Bernd Muster');
    expect(review).toContain('PO-1');
    expect(review).toMatch(/Reservierungen \(kostenfrei, nicht in der Summe\)/);
    await checkStep(page, 'schritt-4-pruefen', width);

    // „Ändern“ round trip: to the billing step and straight back to the review.
    await page.click('::-p-xpath(//*[@id="amb-main"]//a[normalize-space(.)="Ändern Bestellnummer"])');
    await atStep(page, 'rechnung', 'Rechnungsadresse');
    expect(new URL(page.url()).search).toBe('?schritt=rechnung&von=pruefen');
    await fill(page, '#options-purchaseOrderNumber', 'PO-2');
    await page.click(mainButton('Speichern und zurück zur Prüfung'));
    await atStep(page, 'pruefen', 'Ihre Angaben prüfen');
    await mainContains(page, 'PO-2');

    // The browser's back button walks the steps.
    await page.goBack();
    await atStep(page, 'rechnung', 'Rechnungsadresse');
    await page.goForward();
    await atStep(page, 'pruefen', 'Ihre Angaben prüfen');

    const before = await seatsLeft(date.eventId);
    await page.click('#acceptTerms');
    await page.click(mainButton('Verbindlich buchen und kostenlos reservieren'));
    await page.waitForFunction(
      () => document.querySelector('#amb-main h1')?.textContent === 'Vielen Dank für Ihre Buchung',
    );
    const confirmation = await textOf(page, '#amb-main');
    expect(confirmation).toMatch(/Bestellnummer: AMB-\d{6}/);
    expect(confirmation).toMatch(/Reserviert bis \d{2}\.\d{2}\.\d{4}/);
    await checkStep(page, 'bestaetigung', width);
    expect(await seatsLeft(date.eventId)).toBe(before - 2);
    await page.close();
  }, 180_000);

  it('bietet bei 1 freien Platz und 2 Teilnehmenden die Warteliste schon im Warenkorb an, nicht erst beim Buchen', async () => {
    const date = await bookableDate({ daysAhead: 50, seats: 2, latest: width === 1440 });
    const left = await seatsLeft(date.eventId);
    await bookSeats(date.eventId, Math.min(left - 1, 15));
    if ((await seatsLeft(date.eventId)) > 1) await bookSeats(date.eventId, (await seatsLeft(date.eventId)) - 1);
    expect(await seatsLeft(date.eventId)).toBe(1);

    const { page, visitor } = await memberPage(width);
    await addDate(visitor, date.eventId);
    await page.goto(`${origins.main}/seminare/warenkorb`, { waitUntil: 'load' });
    await mainContains(page, 'Für neue Buchungen ist jetzt noch 1 Platz frei.');
    await addParticipant(page, 'Anna');
    await mainContains(page, 'Frau Anna Muster');
    await page.click(mainButton('Teilnehmer hinzufügen'));
    await addParticipant(page, 'Clara');
    await mainContains(page, 'Für diesen Termin ist nur noch 1 Platz frei.');
    expect((await cartOf(visitor)).items[0]!.participants).toHaveLength(1);
    await checkStep(page, 'warteliste-frage', width);
    await page.click(mainButton('Auf die Warteliste setzen'));
    await mainContains(page, 'Für diesen Termin ist nur noch 1 Platz frei, Ihre Gruppe hat 2 Personen');

    await toReview(page);
    await mainContains(page, 'Auf die Warteliste (die ganze Gruppe)');
    await checkStep(page, 'warteliste-pruefen', width);
    await page.click('#acceptTerms');
    await page.click(mainButton('Auf die Warteliste setzen'));
    await page.waitForFunction(
      () => document.querySelector('#amb-main h1')?.textContent === 'Ihre Gruppe steht auf der Warteliste',
    );
    expect(await textOf(page, '#amb-main')).toContain('Auf der Warteliste');
    expect(await seatsLeft(date.eventId)).toBe(1);
    await page.close();
  }, 120_000);

  it('nennt eine Reservierung nie Buchung: „Kostenlos reservieren“, „Ihre Reservierung bis …“, E-Mail, PDFs, Unterlagen, Kalender', async () => {
    const date = await bookableDate({ daysAhead: 30, seats: 2, latest: width === 375 });
    const { page, visitor, email } = await memberPage(width);
    const mailsBefore = capturedMails().length;
    await addDate(visitor, date.eventId);
    await page.goto(`${origins.main}/seminare/warenkorb`, { waitUntil: 'load' });
    await addParticipant(page, 'Rita', { kind: 'reservation' });
    await mainContains(page, 'Frau Rita Muster');
    expect(await textOf(page, '#amb-main')).toMatch(/Gesamtsumme der Buchungen netto\s*0,00\s€/);
    await toReview(page);
    expect(await page.$(mainButton('Verbindlich buchen'))).toBeNull();
    await page.click('#acceptTerms');
    await page.click(mainButton('Kostenlos reservieren'));
    await page.waitForFunction(() =>
      /^Ihre Reservierung bis \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr$/.test(
        document.querySelector('#amb-main h1')?.textContent ?? '',
      ),
    );
    expect(await textOf(page, '#amb-main')).toContain('Eine Reservierung ist kostenfrei und noch keine Buchung.');
    expect(await textOf(page, '#amb-main')).toMatch(/bei Buchung [\d.]+,\d{2}\s€ zzgl\. 19 % MwSt\./);

    // The confirmation mail: 'Ihre Reservierung', nothing due now, no total.
    const mail = await waitForMail(email, mailsBefore);
    expect(mail.subject).toMatch(/^Ihre Reservierung AMB-\d{6}$/);
    expect(mail.text).toMatch(/vielen Dank für Ihre Reservierung AMB-\d{6}/);
    expect(mail.text).toContain('Jetzt fallen keine Kosten an.');
    expect(mail.text).not.toMatch(/Ihre Buchung|Bestellung|Summe netto/);

    // The confirmation's PDF: a Reservierungsbestätigung.
    const pdfPath = await page.$eval('#amb-main a[href^="/seminare/warenkorb/checkout-pdf"]', (a) =>
      a.getAttribute('href')!,
    );
    const confirmation = await visitor.fetch(pdfPath);
    expect(confirmation.headers.get('content-disposition')).toMatch(
      /filename="reservierungsbestaetigung-AMB-\d{6}\.pdf"/,
    );
    const confirmationText = pdfText(Buffer.from(await confirmation.arrayBuffer()));
    expect(confirmationText).toContain('Reservierungsbestätigung');
    expect(confirmationText).toContain('Reserviert am');
    expect(confirmationText).not.toMatch(/Buchungsbestätigung|Gebucht am|Summe netto/);

    // meinamb's documents: the order, its notice for the employer and the calendar entry say so too.
    await page.goto(`${origins.main}/meinamb/unterlagen`, { waitUntil: 'load' });
    await mainContains(page, 'Reservierung AMB-');
    const notice = await page.waitForSelector(
      '::-p-xpath(//*[@id="amb-main"]//a[normalize-space(.)="Reservierungsbestätigung für den Arbeitgeber (PDF)"])',
    );
    const noticeText = pdfText(
      Buffer.from(await (await visitor.fetch(await notice!.evaluate((a) => a.getAttribute('href')!))).arrayBuffer()),
    );
    expect(noticeText).toContain('Reservierungsbestätigung für den Arbeitgeber');
    expect(noticeText).toContain('noch keine verbindliche Buchung');
    expect(noticeText).not.toMatch(/Gebucht am|Seminarbuchung/);
    const icsPath = await page.$eval('#amb-main a[href^="/api-meinamb/event-ics/"]', (a) => a.getAttribute('href')!);
    // Unfolded and unescaped (RFC 5545 folds long lines and escapes commas).
    const ics = (await (await visitor.fetch(icsPath)).text()).replace(/\r\n[ \t]/g, '').replace(/\\([,;\\])/g, '$1');
    expect(ics).toContain(`SUMMARY:Reservierung: ${date.title}`);
    expect(ics).toContain('STATUS:TENTATIVE');
    await page.close();
  });
});
