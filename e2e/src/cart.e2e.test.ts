/**
 * The cart and the checkout in Chromium against the running system: a logged-out visitor puts a date from the
 * catalogue into the cart, adds two participants (one booking, one reservation) and the billing address, is asked to
 * log in at the checkout and comes back to it with the cart, confirms, sees the order number, and the date's free
 * seats fall by 2.
 */
import type { Page } from 'puppeteer-core';
import { DEMO_PASSWORD, seatsLeft, bookableDate, fill, mainContains } from './booking';
import { browserOfFile, e2eContext, textOf } from './context';

const { origins } = e2eContext();
const chromium = browserOfFile();
const MEMBER = 'murat.yilmaz@example.de';

async function addParticipant(page: Page, firstname: string, kind: 'booking' | 'reservation'): Promise<void> {
  const form = '#amb-main .amb-cart-participant-form';
  await page.waitForSelector(form, { visible: true });
  await page.select(`${form} select[name$="-salutation"]`, 'Frau');
  await fill(page, `${form} input[name$="-firstname"]`, firstname);
  await fill(page, `${form} input[name$="-lastname"]`, 'Muster');
  await fill(page, `${form} input[name$="-email"]`, `${firstname.toLowerCase()}@example.de`);
  await page.click(`${form} input[name$="-hotelOverNightOption"][value="overnight"]`);
  await page.click(`${form} input[name$="-kind"][value="${kind}"]`);
  await page.click(`${form} button[type="submit"]`);
  await mainContains(page, `Frau ${firstname} Muster`);
}

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
    await addParticipant(page, 'Anna', 'booking');
    await page.click(
      '::-p-xpath(//main//button[normalize-space(.)="Teilnehmer hinzufügen"] | //*[@id="amb-main"]//button[normalize-space(.)="Teilnehmer hinzufügen"])',
    );
    await addParticipant(page, 'Bernd', 'reservation');
    const main = await textOf(page, '#amb-main');
    expect(main).toMatch(/1\. Teilnehmer.*Frau Anna Muster.*Buchung/s);
    expect(main).toMatch(/2\. Teilnehmer.*Frau Bernd Muster.*Reservierung/s);

    await fill(page, '#options-company', 'Nordwerk GmbH');
    await fill(page, '#options-street', 'Hafenstraße');
    await fill(page, '#options-streetNumber', '12a');
    await fill(page, '#options-postalCode', '20457');
    await fill(page, '#options-city', 'Hamburg');
    await fill(page, '#options-purchaseOrderNumber', 'PO-4711');
    await page.click('#amb-main .amb-cart-options button[type="submit"]');
    await mainContains(page, 'Ihre Angaben sind gespeichert.');

    // The checkout is the cart's own page (no page load); logged out, it asks to log in and keeps the cart.
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

    await mainContains(page, 'Ihre Bestellung im Überblick');
    const review = await textOf(page, '#amb-main');
    expect(review).toContain(date.title);
    expect(review).toContain('Frau Bernd Muster');
    expect(review).toContain('Stornobedingungen');
    await page.click('#acceptTerms');
    await page.click('::-p-xpath(//*[@id="amb-main"]//button[normalize-space(.)="Verbindlich buchen"])');
    await mainContains(page, 'Vielen Dank für Ihre Buchung');
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
