/**
 * The committee in Chromium against the running system: the manager of a demo committee puts a date into his
 * cart, enters a member as participant from the committee bookings page, checks out through the cart; the
 * member then finds the booking on her committee page (and through the api call the page uses), the manager
 * among the committee's bookings with its cost. And an invitation: the mail's link lets a newly registered
 * address join the committee, once.
 */
import type { Page } from 'puppeteer-core';
import {
  API_ROUTES,
  COMMITTEE_MESSAGES,
  COMMITTEE_TEXTS,
  type BookedForMeResponse,
  type CommitteeUsersResponse,
} from '@amb/shared-contracts';
import { DEMO_PASSWORD, atStep, bookableDate, fill, mainButton, mainContains } from './booking';
import { browserOfFile, e2eContext, textOf } from './context';
import { HttpVisitor } from './http';
import { capturedMails, waitForMail } from './mail';

const { origins } = e2eContext();
const chromium = browserOfFile();
const MANAGER = 'sabine.koch@example.de';
const MEMBER = 'julia.richter@example.de';

async function login(page: Page, email: string, target: string): Promise<void> {
  await page.goto(`${origins.main}/kundenportal/login?redirect=${encodeURIComponent(target)}`, { waitUntil: 'load' });
  await fill(page, '#login-email', email);
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('#amb-main button[type="submit"]')]);
  await fill(page, 'input[type="password"]', DEMO_PASSWORD);
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('#amb-main button[type="submit"]')]);
  expect(new URL(page.url()).pathname).toBe(target);
}

/** Picks the option whose text is `label` in the select `selector`. */
async function choose(page: Page, selector: string, label: string): Promise<void> {
  await page.waitForFunction(
    (s, l) => [...(document.querySelector<HTMLSelectElement>(s)?.options ?? [])].some((o) => o.text === l),
    {},
    selector,
    label,
  );
  const value = await page.$eval(
    selector,
    (select, l) => [...(select as HTMLSelectElement).options].find((o) => o.text === l)!.value,
    label,
  );
  await page.select(selector, value);
}

describe('Gremium im Browser', () => {
  it('die Verwaltung bucht für ein Mitglied über ihren Warenkorb; das Mitglied sieht die Buchung', async () => {
    const date = await bookableDate({ daysAhead: 60, seats: 1 });
    const { page } = await chromium.newPage();
    await login(page, MANAGER, `/seminare/p/${date.eventId}`);
    const add = await page.waitForSelector('#amb-main button[aria-label^="In den Warenkorb"]');
    await add!.click();
    await page.waitForSelector('#amb-main a[href="/seminare/warenkorb"]');

    await page.goto(`${origins.main}/meinamb/gremium-buchungen`, { waitUntil: 'load' });
    await choose(page, '#committee-book-member', 'Julia Richter');
    const itemLabel = await page.$eval(
      '#committee-book-item',
      (select, title) =>
        [...(select as HTMLSelectElement).options].find((o) => o.text.startsWith(`${title} – `))?.text ?? '',
      date.title,
    );
    expect(itemLabel).not.toBe('');
    await choose(page, '#committee-book-item', itemLabel);
    await page.click(`::-p-xpath(//*[@id="amb-main"]//button[normalize-space(.)="${COMMITTEE_TEXTS.bookForButton}"])`);
    await mainContains(page, COMMITTEE_MESSAGES.addedToCart('Julia Richter', 'Teilnehmerin'));

    // The cart holds the member as participant; the checkout's billing step the committee's address (prefilled).
    await page.goto(`${origins.main}/seminare/warenkorb`, { waitUntil: 'load' });
    await mainContains(page, 'Julia Richter');
    await page.click('#amb-main a[href="/seminare/warenkorb/checkout"]');
    await atStep(page, 'teilnehmer', 'Teilnehmende', { entry: true });
    await page.click(mainButton('Weiter'));
    await atStep(page, 'rechnung', 'Rechnungsadresse');
    expect(await page.$eval('#options-company', (input) => (input as HTMLInputElement).value)).toBe('Südstahl AG');
    await page.click(mainButton('Speichern und weiter'));
    await atStep(page, 'unterlagen', 'Rechtsgrundlage');
    await page.click(mainButton('Weiter'));
    await atStep(page, 'pruefen', 'Ihre Angaben prüfen');
    await page.click('#acceptTerms');
    await page.click(mainButton('Verbindlich buchen'));
    await mainContains(page, 'Vielen Dank für Ihre Buchung');

    await page.goto(`${origins.main}/meinamb/gremium-buchungen`, { waitUntil: 'load' });
    await mainContains(page, 'bestellt von Sabine Koch');
    // Each year's training cost as a total says what it is: net, VAT, gross.
    expect(await textOf(page, '#amb-main')).toMatch(
      /\d{4}: \d+ gebuchte Teilnahmen?\s+Summe netto\s+[\d.]+,\d{2}\s€\s+zzgl\. 19 % MwSt\.\s+[\d.]+,\d{2}\s€\s+Gesamtbetrag inkl\. MwSt\./,
    );

    const member = await chromium.newPage();
    await login(member.page, MEMBER, '/meinamb/gremium-mitglieder');
    await mainContains(member.page, COMMITTEE_TEXTS.bookedForMeHeading);
    await mainContains(member.page, date.title);
    expect(await textOf(member.page, '#amb-main')).toContain('Julia Richter – gebucht');

    const visitor = new HttpVisitor(origins.main);
    await visitor.login(MEMBER, DEMO_PASSWORD);
    const booked = (await (await visitor.fetch(API_ROUTES.memberBookedForMe.path)).json()) as BookedForMeResponse;
    expect(booked.bookings).toEqual([
      expect.objectContaining({ eventId: date.eventId, status: 'booked', bookedBy: 'Sabine Koch' }),
    ]);
  });

  it('eine Einladung per E-Mail: neu registriert, beigetreten, der Link gilt nur einmal', async () => {
    const manager = new HttpVisitor(origins.main);
    await manager.login(MANAGER, DEMO_PASSWORD);
    const email = `gremium.${Date.now()}@example.de`;
    const since = capturedMails().length;
    const invited = await manager.fetch(API_ROUTES.committeeInvite.path, {
      method: 'POST',
      body: { email },
      csrf: true,
    });
    expect(invited.status).toBe(201);
    const mail = await waitForMail(email, since);
    const link = /^https?:\/\/\S+\/meinamb\/gremium-einladung\/\S+$/m.exec(mail.text)?.[0];
    expect(link).toBeDefined();

    const { page } = await chromium.newPage();
    await page.goto(link!, { waitUntil: 'load' });
    await mainContains(page, COMMITTEE_TEXTS.invitationLoggedOut);
    const newcomer = new HttpVisitor(origins.main);
    const registered = await newcomer.fetch(API_ROUTES.userRegistration.path, {
      method: 'POST',
      csrf: true,
      body: {
        salutation: 'Frau',
        title: '',
        firstname: 'Erika',
        lastname: 'Neumann',
        phone: '030 1234567',
        company: 'Südstahl AG',
        street: 'Industriering',
        streetNumber: '4a',
        postalCode: '80939',
        city: 'München',
        email,
        password: 'Gremium-und-lang-2026',
      },
    });
    expect(registered.status).toBe(201);
    const token = new URL(link!).pathname.split('/').at(-1)!;
    const joined = await newcomer.fetch(API_ROUTES.committeeInvitationAccept.path, {
      method: 'POST',
      csrf: true,
      body: { token },
    });
    expect(joined.status).toBe(200);
    expect(((await joined.json()) as { message: string }).message).toBe(
      COMMITTEE_MESSAGES.joined('Betriebsrat Südstahl AG'),
    );
    const again = await newcomer.fetch(API_ROUTES.committeeInvitationAccept.path, {
      method: 'POST',
      csrf: true,
      body: { token },
    });
    expect(again.status).toBe(400);
    const members = (await (await manager.fetch(API_ROUTES.committeeUsers.path)).json()) as CommitteeUsersResponse;
    const newcomerRow = members.find((m) => m.email === email);
    expect(newcomerRow).toBeDefined();

    // The manager removes her again: the demo committee keeps its three members for the other tests (training plan).
    const removed = await manager.fetch(API_ROUTES.committeeMemberRemove.path, {
      method: 'POST',
      csrf: true,
      body: { userId: newcomerRow!.userId },
    });
    expect(removed.status).toBe(200);
    const after = (await (await manager.fetch(API_ROUTES.committeeUsers.path)).json()) as CommitteeUsersResponse;
    expect(after.map((m) => m.email)).not.toContain(email);
  });
});
