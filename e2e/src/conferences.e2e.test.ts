/**
 * Conferences in Chromium against the running system, at 1440 and 375 px: from the header's „Fachtagungen“ menu to
 * a conference (programme with workshops, JSON-LD Event), its booking of two participants into different workshops,
 * on through the seminar checkout, then the booking with its workshops in meinamb and the workshops' times in the
 * member's calendar feed. Screenshots of the conference page and the booking step go to e2e/artifacts/conferences.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import ICAL from 'ical.js';
import { API_ROUTES, type CalendarTokenResponse } from '@amb/shared-contracts';
import { atStep, fill, mainButton, mainContains } from './booking';
import { violations } from './axe';
import { browserOfFile, e2eContext, textOf } from './context';
import { HttpVisitor } from './http';

const { origins } = e2eContext();
const chromium = browserOfFile();
const SHOTS = path.join(__dirname, '../artifacts/conferences');
const CONFERENCE = { slug: 'jav-konferenz', title: 'JAV-Konferenz' };
let registered = 0;

/** A new member (registered through the api: its address prefills the billing address) and its browser. */
async function memberPage(width: number): Promise<{ page: Page; visitor: HttpVisitor }> {
  registered += 1;
  const visitor = new HttpVisitor(origins.main);
  const answer = await visitor.fetch(API_ROUTES.userRegistration.path, {
    method: 'POST',
    csrf: true,
    body: {
      salutation: 'Herr',
      title: '',
      firstname: 'Tim',
      lastname: 'Tagung',
      email: `tagung.${Date.now()}.${registered}@example.de`,
      phone: '0341 1234567',
      company: 'Elbwerft GmbH',
      street: 'Werftstraße',
      streetNumber: '3',
      postalCode: '04109',
      city: 'Leipzig',
      password: 'Tagung-im-Test-2026',
    },
  });
  expect(answer.status).toBe(201);
  const { page } = await chromium.newPage();
  await page.setViewport({ width, height: width < 600 ? 800 : 900 });
  await page.setCookie(...visitor.cookieList().map((cookie) => ({ ...cookie, domain: 'localhost', path: '/' })));
  return { page, visitor };
}

async function headerHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const toggle = document.querySelector('#amb-header .nav-mobile-toggle');
    return toggle !== null && Object.keys(toggle).some((key) => key.startsWith('__reactFiber'));
  });
}

const headerButton = (name: string) => `::-p-xpath(//*[@id="amb-header"]//button[normalize-space()="${name}"])`;

/** From the start page through the header's menu (flyout at 1440 px, page stack at 375 px) to the conference. */
async function throughMenu(page: Page, width: number): Promise<void> {
  await page.goto(`${origins.main}/`, { waitUntil: 'networkidle0' });
  await headerHydrated(page);
  const target = `a[href="/fachtagung/${CONFERENCE.slug}"]`;
  if (width >= 1200) {
    await page.click(headerButton('Fachtagungen'));
    const panel = `#${await page.$eval(headerButton('Fachtagungen'), (b) => b.getAttribute('aria-controls'))}`;
    await page.waitForSelector(`${panel} ${target}`, { visible: true });
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click(`${panel} ${target}`)]);
  } else {
    const dialog = '#nav-mobile-menu';
    await page.click(headerButton('Menü'));
    const push = (name: string) =>
      `::-p-xpath(//*[@id="nav-mobile-menu"]//button[contains(@class,"nav-mobile__push")][normalize-space()="${name}›"])`;
    await page.waitForSelector(push('Fachtagungen'), { visible: true });
    await page.click(push('Fachtagungen'));
    await page.waitForSelector(push(CONFERENCE.title), { visible: true });
    await page.click(push(CONFERENCE.title));
    const link = `${dialog} .nav-mobile__page:not([hidden]) ${target}`;
    await page.waitForSelector(link, { visible: true });
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click(link)]);
  }
  expect(new URL(page.url()).pathname).toBe(`/fachtagung/${CONFERENCE.slug}`);
}

/** Fills the open participant form of the conference's booking step and saves it. */
async function addConferenceParticipant(page: Page, firstname: string, workshops: readonly string[]): Promise<void> {
  const form = '#amb-main .conf-participant-form';
  await page.waitForSelector(form, { visible: true });
  // Typed and submitted only once React holds the form: before that a submit would be the browser's own.
  await page.waitForFunction(
    (target: string) => {
      const element = document.querySelector(target);
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
    },
    {},
    form,
  );
  await page.select(`${form} select[name$="-salutation"]`, 'Frau');
  await fill(page, `${form} input[name$="-firstname"]`, firstname);
  await fill(page, `${form} input[name$="-lastname"]`, 'Muster');
  await fill(page, `${form} input[name$="-email"]`, `${firstname.toLowerCase()}@example.de`);
  for (const code of workshops) {
    const radio = `::-p-xpath(//form[contains(@class,"conf-participant-form")]//label[starts-with(normalize-space(.),"${code} ")])`;
    await page.click(radio);
  }
  await page.click(`${form} input[name$="-hotelOverNightOption"][value="dayRate"]`);
  await page.click(`${form} input[name$="-kind"][value="booking"]`);
  await page.click(`${form} button[type="submit"]`);
  await mainContains(page, `Frau ${firstname} Muster`);
}

describe.each([
  [1440, ['Lea', ['J1', 'J5']], ['Ole', ['J3', 'J6']]],
  [375, ['Mia', ['J4', 'J7']], ['Jan', ['J1', 'J8']]],
] as const)('Fachtagung bei %i px', (width, first, second) => {
  it('vom Menü zur Fachtagung, zwei Teilnehmer in verschiedenen Workshops gebucht, in meinamb und im Kalender', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const { page, visitor } = await memberPage(width);
    await throughMenu(page, width);

    // The conference page, rendered on the server: programme with workshops, JSON-LD Event.
    await mainContains(page, 'Programm');
    const main = await textOf(page, '#amb-main');
    for (const expected of [
      'Workshops I',
      'J2 Übernahme nach der Ausbildung',
      'Referentinnen und Referenten',
      'Preise',
    ])
      expect(main).toContain(expected);
    const jsonLd = await page.$$eval('script[type="application/ld+json"]', (scripts) =>
      scripts.map((s) => JSON.parse(s.textContent ?? '{}') as { '@type'?: string }),
    );
    expect(jsonLd.map((entry) => entry['@type'])).toContain('Event');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/fachtagung-${width}.png`, fullPage: width < 600 });

    // Book: two participants, each with one workshop per time slot.
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'load' }),
      page.click(`#amb-main a[href="/fachtagung/${CONFERENCE.slug}/buchung"]`),
    ]);
    await addConferenceParticipant(page, first[0], first[1]);
    await page.click(mainButton('Weiteren Teilnehmer hinzufügen'));
    await addConferenceParticipant(page, second[0], second[1]);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/buchung-${width}.png`, fullPage: width < 600 });
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'load' }),
      page.click(mainButton('Weiter zur Rechnungsadresse')),
    ]);

    // On through the seminar checkout: billing address (prefilled from the registration), documents, review.
    await atStep(page, 'rechnung', 'Rechnungsadresse', { entry: true });
    await page.click(mainButton('Speichern und weiter'));
    await atStep(page, 'unterlagen', 'Rechtsgrundlage');
    await page.click(mainButton('Weiter'));
    await atStep(page, 'pruefen', 'Ihre Angaben prüfen');
    const review = await textOf(page, '#amb-main');
    expect(review).toContain(`Workshops: ${first[1][0]} `);
    await page.click('#acceptTerms');
    await page.click(mainButton('Verbindlich buchen'));
    await mainContains(page, 'Vielen Dank für Ihre Buchung');

    // meinamb: the booking with each participant's workshops.
    await page.goto(`${origins.main}/meinamb/buchungen`, { waitUntil: 'networkidle0' });
    await mainContains(page, CONFERENCE.title);
    const bookings = await textOf(page, '#amb-main');
    for (const code of [...first[1], ...second[1]])
      expect(bookings).toMatch(
        new RegExp(`${code} [^,]+, \\d{2}\\.\\d{2}\\.\\d{4}, \\d{2}:\\d{2}–\\d{2}:\\d{2} Uhr: Platz im Workshop`),
      );
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/meinamb-${width}.png`, fullPage: width < 600 });

    // The calendar feed: the conference over its days and each chosen workshop at its own time.
    const token = await visitor.fetch(API_ROUTES.memberCalendarToken.path, { method: 'POST', csrf: true });
    expect(token.status).toBe(200);
    const { calendarFeedPath } = (await token.json()) as CalendarTokenResponse;
    const feed = await fetch(`${origins.main}${calendarFeedPath}`);
    expect(feed.status).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const summaries = events.map((event) => event.summary);
    expect(summaries).toContain(CONFERENCE.title);
    for (const code of [...first[1], ...second[1]]) {
      const workshop = events.find((event) => event.summary.startsWith(`Workshop ${code}:`));
      expect(workshop).toBeDefined();
      expect(workshop!.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Berlin');
      expect(workshop!.endDate.compare(workshop!.startDate)).toBe(1);
    }
    await page.close();
  });
});
