/**
 * The cart and the checkout in Chromium against the running system: a logged-out visitor puts a date from the
 * catalogue into the cart, adds two participants (one booking, one reservation), is asked to log in at the checkout
 * and comes back to it with the cart, goes through the steps (billing address, documents, review), confirms, sees
 * the order number, and the date's free seats fall by 2.
 */
import {
  DEMO_PASSWORD,
  addParticipant,
  atStep,
  bookableDate,
  fill,
  mainButton,
  mainContains,
  seatsLeft,
} from './booking';
import { browserOfFile, e2eContext, textOf } from './context';

const { origins } = e2eContext();
const chromium = browserOfFile();
const MEMBER = 'murat.yilmaz@example.de';

describe('Warenkorb und Buchung im Browser', () => {
  it('legt einen Termin in den Warenkorb, trägt zwei Teilnehmende ein, meldet sich an, bucht – zwei Plätze weniger', async () => {
    const date = await bookableDate({ daysAhead: 30, seats: 2 });
    const before = await seatsLeft(date.eventId);
    const { page } = await chromium.newPage();

    await page.goto(`${origins.main}/seminare/p/${date.eventId}`, { waitUntil: 'load' });
    const add = await page.waitForSelector('#amb-main button[aria-label^="In den Warenkorb"]');
    await add!.click();
    const toCart = await page.waitForSelector('#amb-main a[href="/seminare/warenkorb"]');
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), toCart!.click()]);

    await mainContains(page, date.title);
    await addParticipant(page, 'Anna');
    await mainContains(page, 'Frau Anna Muster');
    await page.click(mainButton('Teilnehmer hinzufügen'));
    await addParticipant(page, 'Bernd', { kind: 'reservation' });
    await mainContains(page, 'Frau Bernd Muster');
    const main = await textOf(page, '#amb-main');
    expect(main).toMatch(/1\. Teilnehmer.*Frau Anna Muster.*Buchung/s);
    expect(main).toMatch(/2\. Teilnehmer.*Frau Bernd Muster.*Reservierung/s);

    // The checkout's steps are the cart's own pages (no page load); logged out, it asks to log in and keeps the cart.
    await page.click('#amb-main a[href="/seminare/warenkorb/checkout"]');
    await mainContains(page, 'Bitte melden Sie sich an oder registrieren Sie sich');
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'load' }),
      page.click('#amb-main a[href^="/kundenportal/login?redirect="]'),
    ]);
    await fill(page, '#login-email', MEMBER);
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('#amb-main button[type="submit"]')]);
    await fill(page, 'input[type="password"]', DEMO_PASSWORD);
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('#amb-main button[type="submit"]')]);
    expect(new URL(page.url()).pathname).toBe('/seminare/warenkorb/checkout');

    await atStep(page, 'teilnehmer', 'Teilnehmende', { entry: true });
    await mainContains(page, 'Frau Bernd Muster');
    await page.click(mainButton('Weiter'));
    await atStep(page, 'rechnung', 'Rechnungsadresse');
    await fill(page, '#options-company', 'Nordwerk GmbH');
    await fill(page, '#options-street', 'Hafenstraße');
    await fill(page, '#options-streetNumber', '12a');
    await fill(page, '#options-postalCode', '20457');
    await fill(page, '#options-city', 'Hamburg');
    await fill(page, '#options-purchaseOrderNumber', 'PO-4711');
    await page.click(mainButton('Speichern und weiter'));
    await atStep(page, 'unterlagen', 'Rechtsgrundlage');
    await page.click(mainButton('Weiter'));
    await atStep(page, 'pruefen', 'Ihre Angaben prüfen');
    const review = await textOf(page, '#amb-main');
    expect(review).toContain(date.title);
    expect(review).toContain('Frau Bernd Muster');
    expect(review).toContain('PO-4711');
    expect(review).toContain('Stornobedingungen');
    await page.click('#acceptTerms');
    await page.click(mainButton('Verbindlich buchen und kostenlos reservieren'));
    await page.waitForFunction(
      () => document.querySelector('#amb-main h1')?.textContent === 'Vielen Dank für Ihre Buchung',
    );
    const confirmation = await textOf(page, '#amb-main');
    expect(confirmation).toMatch(/Bestellnummer: AMB-\d{6}/);
    expect(confirmation).toContain('Gebucht');
    expect(confirmation).toMatch(/Reserviert bis \d{2}\.\d{2}\.\d{4}/);
    expect(await page.$('#amb-main a[href^="/seminare/warenkorb/checkout-pdf?bestellung="]')).not.toBeNull();

    expect(await seatsLeft(date.eventId)).toBe(before - 2);
    await page.waitForFunction(
      () => (document.querySelector('#amb-header .nav-tools__link--cart .nav-badge')?.textContent ?? '0') === '0',
    );
  });
});
