/**
 * „Meine Termine“ in Chromium at 1440 and 375 px: a member (registered by this file) sees the consultant of their
 * region, books a free 30-minute video slot, gets the confirmation with a calendar entry, and cancels it; the slot is
 * free again. Screenshots in artifacts/services.
 */
import ICAL from 'ical.js';
import { API_ROUTES, APPOINTMENT_TEXTS, type AvailableAppointmentsResponse } from '@amb/shared-contracts';
import { violations } from './axe';
import { mainButton, mainContains } from './booking';
import { browserOfFile, e2eContext, textOf } from './context';
import { capturedMails, waitForMail } from './mail';
import { newMember, pageAs, shot } from './services/servicePages';

const { origins } = e2eContext();
const chromium = browserOfFile();

describe.each([1440, 375])('Beratungstermin buchen und absagen bei %i px', (width) => {
  it('bucht einen freien Termin per Video, bekommt die Bestätigung mit Kalendereintrag und sagt ihn ab', async () => {
    const { visitor, email } = await newMember(`termin-${width}`);
    const page = await pageAs(() => chromium.newPage(), visitor, width);
    await page.goto(`${origins.main}/meinamb/termine`, { waitUntil: 'load' });
    await mainContains(page, APPOINTMENT_TEXTS.consultantHeading);
    await mainContains(page, 'Katrin Neumann');
    await mainContains(page, APPOINTMENT_TEXTS.noUpcoming);
    // A day at least 48 hours ahead: cancelling is possible until 24 hours before.
    await page.waitForFunction(
      () => (document.querySelector<HTMLSelectElement>('#appointment-slot-day')?.options.length ?? 0) > 3,
    );
    const day = await page.$eval('#appointment-slot-day', (select) => (select as HTMLSelectElement).options[3]!.value);
    await page.select('#appointment-slot-day', day);
    const time = await page.waitForSelector(`#amb-main input[name="appointment-slot-time"]`);
    const startsAt = await time!.evaluate((input) => input.value);
    await time!.click();
    await page.select('#appointment-topic', 'Schulungsplanung für das Gremium');
    await page.type('#appointment-note', 'Wir sind fünf neue Mitglieder.');
    const since = capturedMails().length;
    await page.click(mainButton(APPOINTMENT_TEXTS.book));
    await mainContains(page, 'ist gebucht');
    await page.waitForSelector('#amb-main article.account-appointment');
    expect(await textOf(page, '#amb-main')).toContain('Video mit Katrin Neumann');
    expect(await violations(page)).toEqual([]);
    await shot(page, 'termin-gebucht', width);

    const mail = await waitForMail(email, since);
    expect(mail.subject).toMatch(/^Ihr Beratungstermin am \d{2}\.\d{2}\.\d{4} um \d{2}:\d{2} Uhr$/);
    const ics = mail.attachments.find((a) => a.filename === 'beratungstermin.ics');
    expect(ics).toBeDefined();
    const calendar = new ICAL.Component(ICAL.parse(ics!.content));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe(startsAt);
    const taken = (await (
      await visitor.fetch(API_ROUTES.consultantAppointments.path)
    ).json()) as AvailableAppointmentsResponse;
    expect(taken.slots.map((s) => s.startsAt)).not.toContain(startsAt);

    await page.click(mainButton(APPOINTMENT_TEXTS.cancel));
    const dialog = await page.waitForSelector('dialog[open]');
    expect(
      await dialog!.evaluate(
        (d) => (document.activeElement as HTMLElement | null)?.textContent === 'Termin behalten' && d.open,
      ),
    ).toBe(true);
    await shot(page, 'termin-absagen', width);
    await page.click(`::-p-xpath(//dialog//button[normalize-space(.)="${APPOINTMENT_TEXTS.cancel}"])`);
    await mainContains(page, 'ist abgesagt');
    await mainContains(page, APPOINTMENT_TEXTS.noUpcoming);
    await mainContains(page, APPOINTMENT_TEXTS.pastHeading);
    const free = (await (
      await visitor.fetch(API_ROUTES.consultantAppointments.path)
    ).json()) as AvailableAppointmentsResponse;
    expect(free.slots.map((s) => s.startsAt)).toContain(startsAt);
    await shot(page, 'termin-abgesagt', width);
    await page.close();
  });
});
