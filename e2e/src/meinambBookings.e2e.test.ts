/**
 * The member's bookings in Chromium against the running system: a member books a date with three participants in
 * the cart, finds it under „Meine Buchungen“, cancels one participant after the dialog showed the fee of today
 * (the seat goes back), and names a substitute for another (the seat stays).
 */
import type { Page } from 'puppeteer-core';
import { DEMO_PASSWORD, seatsLeft, bookableDate, fill, mainContains, throughCheckout } from './booking';
import { browserOfFile, e2eContext, textOf } from './context';

const { origins } = e2eContext();
const chromium = browserOfFile();
/** A seed member no other e2e file books for. */
const MEMBER = 'tobias.becker@example.de';

async function addParticipant(page: Page, firstname: string): Promise<void> {
  const form = '#amb-main .amb-cart-participant-form';
  await page.waitForSelector(form, { visible: true });
  await page.select(`${form} select[name$="-salutation"]`, 'Frau');
  await fill(page, `${form} input[name$="-firstname"]`, firstname);
  await fill(page, `${form} input[name$="-lastname"]`, 'Muster');
  await fill(page, `${form} input[name$="-email"]`, `${firstname.toLowerCase()}@example.de`);
  await page.click(`${form} input[name$="-hotelOverNightOption"][value="overnight"]`);
  await page.click(`${form} input[name$="-kind"][value="booking"]`);
  await page.click(`${form} button[type="submit"]`);
  await mainContains(page, `Frau ${firstname} Muster`);
}

const button = (label: string) => `::-p-xpath(//*[@id="amb-main"]//button[@aria-label="${label}"])`;

async function logIn(page: Page): Promise<void> {
  await page.goto(`${origins.main}/kundenportal/login`, { waitUntil: 'load' });
  await fill(page, '#login-email', MEMBER);
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('#amb-main button[type="submit"]')]);
  await fill(page, 'input[type="password"]', DEMO_PASSWORD);
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('#amb-main button[type="submit"]')]);
}

describe('Meine Buchungen im Browser', () => {
  it('bucht im Warenkorb, sieht die Buchung, storniert nach dem Gebührendialog und benennt einen Ersatzteilnehmer', async () => {
    const date = await bookableDate({ daysAhead: 20, seats: 3, latest: true });
    const { page } = await chromium.newPage();
    await logIn(page);

    await page.goto(`${origins.main}/seminare/p/${date.eventId}`, { waitUntil: 'load' });
    const add = await page.waitForSelector('#amb-main button[aria-label^="In den Warenkorb"]');
    await add!.click();
    const toCart = await page.waitForSelector('#amb-main a[href="/seminare/warenkorb"]');
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), toCart!.click()]);
    await mainContains(page, date.title);
    const more = '::-p-xpath(//*[@id="amb-main"]//button[normalize-space(.)="Teilnehmer hinzufügen"])';
    await addParticipant(page, 'Anna');
    await page.click(more);
    await addParticipant(page, 'Bernd');
    await page.click(more);
    await addParticipant(page, 'Clara');
    await throughCheckout(page, {
      billing: {
        company: 'Nordwerk GmbH',
        street: 'Hafenstraße',
        streetNumber: '12a',
        postalCode: '20457',
        city: 'Hamburg',
      },
    });
    await mainContains(page, 'Vielen Dank für Ihre Buchung');
    const booked = await seatsLeft(date.eventId);

    await page.goto(`${origins.main}/meinamb/buchungen`, { waitUntil: 'load' });
    await mainContains(page, date.title);
    const list = await textOf(page, '#amb-main');
    expect(list).toMatch(/1\. Teilnehmer: Frau Anna Muster\s*gebucht/);
    expect(list).toMatch(/3\. Teilnehmer: Frau Clara Muster\s*gebucht/);

    // Cancelling shows today's fee first; only the dialog's button cancels.
    await page.click(button(`Stornieren: Frau Anna Muster, ${date.title}`));
    const dialog = await page.waitForSelector('#amb-main dialog[open]');
    const fee = await dialog!.evaluate((d) => d.textContent ?? '');
    expect(fee).toMatch(
      /Die Stornierung von Frau Anna Muster ist heute kostenfrei\.|Stornieren Sie Frau Anna Muster heute, berechnen wir (50|100) % der Seminargebühr: [\d.]+,\d{2} € zzgl\. 19 % MwSt\./,
    );
    expect(fee).toContain('Stornobedingungen');
    expect(await seatsLeft(date.eventId)).toBe(booked);
    // The harmless choice has the focus; the cancel button names its fee.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Nicht stornieren');
    await page.click(
      '::-p-xpath(//*[@id="amb-main"]//dialog//button[starts-with(normalize-space(.), "Kosten") and contains(., "stornieren")])',
    );
    await mainContains(page, 'Frau Anna Muster ist storniert.');
    await page.waitForFunction(() => !document.querySelector('#amb-main dialog[open]'));
    await page.waitForFunction(() =>
      /1\. Teilnehmer: Frau Anna Muster\s*storniert/.test(document.querySelector('#amb-main')?.textContent ?? ''),
    );
    expect(await seatsLeft(date.eventId)).toBe(booked + 1);

    // A substitute takes Bernd's seat free of charge.
    await page.click(button(`Ersatzteilnehmer benennen: Frau Bernd Muster, ${date.title}`));
    await page.waitForSelector('#amb-main dialog[open] form');
    await page.select('#amb-main dialog select[name$="-salutation"]', 'Herr');
    await fill(page, '#amb-main dialog input[name$="-firstname"]', 'Zeno');
    await fill(page, '#amb-main dialog input[name$="-lastname"]', 'Ersatz');
    await fill(page, '#amb-main dialog input[name$="-email"]', 'zeno.ersatz@example.de');
    await page.click('#amb-main dialog button[type="submit"]');
    await mainContains(page, 'Herr Zeno Ersatz nimmt den Platz jetzt ein.');
    await page.waitForFunction(() =>
      /2\. Teilnehmer: Herr Zeno Ersatz \(Ersatzteilnehmer\)\s*gebucht/.test(
        document.querySelector('#amb-main')?.textContent ?? '',
      ),
    );
    expect(await seatsLeft(date.eventId)).toBe(booked + 1);

    // The overview shows the next seminar with its participants.
    await page.goto(`${origins.main}/meinamb`, { waitUntil: 'load' });
    await mainContains(page, 'Ihr nächstes Seminar');
    await mainContains(page, 'Empfehlungen für Sie');
  });
});
