import ICAL from 'ical.js';
import request from 'supertest';
import { BRAND_NAME, DOCUMENT_MESSAGES, DOCUMENT_TITLES, LEGAL_BASES, ORDER_WORDS } from '@amb/shared-contracts';
import { ANNAS_ORDER } from './support/cartFixtures';
import { FEED_TOKEN, FINISHED_PARTICIPANT, UPCOMING_PARTICIPANT } from './support/documentFixtures';
import { FAKE_SESSIONS } from './support/fakeApi';
import { pdfText } from './support/pdfText';
import { withTestSystem } from './support/testSystem';
import { binary } from './support/binary';

const system = withTestSystem();
const ANNA = `amb_sid=${FAKE_SESSIONS.anna.sid}; amb_csrf=${FAKE_SESSIONS.anna.csrf}`;
const OTHER = `amb_sid=${FAKE_SESSIONS.impersonated.sid}`;

async function pdfAt(path: string) {
  const res = await request(system.app()).get(path).set('Cookie', ANNA).buffer(true).parse(binary).expect(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['cache-control']).toBe('private, no-store');
  const { pages, info } = pdfText(res.body as Buffer);
  return { res, info, text: pages.join(' ').replace(/\s+/g, ' ') };
}

const json = (path: string, cookie = ANNA) =>
  request(system.app()).get(path).set('Cookie', cookie).set('Accept', 'application/json');

describe('GET /api-meinamb/notice-pdf/:id (rendered by the bff, not proxied)', () => {
  const path = `/api-meinamb/notice-pdf/${ANNAS_ORDER.orderId}`;

  it('prints the order for the employer: number, booker, address, participants, legal basis, states, total', async () => {
    const { res, text, info } = await pdfAt(path);
    // A booking and a reservation: the notice names both, and adds only the booked seat.
    expect(res.headers['content-disposition']).toBe(
      'inline; filename="buchungs-und-reservierungsbestaetigung-AMB-000512.pdf"',
    );
    for (const expected of [
      BRAND_NAME,
      ORDER_WORDS.mixed.notice,
      'Bestellnummer: AMB-000512',
      'Bestellt am: 05.01.2026',
      'Bestellt von: Frau Anna Schneider',
      `bestätigt die ${BRAND_NAME} die folgenden Buchungen und kostenlosen Reservierungen`,
      'Nordwerk GmbH',
      'Kündigung und Kündigungsschutz',
      'Termin: 02.03.2026 – 04.03.2026',
      'Frau Dr. Zoë Łukasik',
      LEGAL_BASES.br37Abs6.label,
      LEGAL_BASES.sbv179Abs4.label,
      'gebucht',
      'reserviert',
      '1.190,00 €',
      'bei Buchung 990,00 €',
      'Preis netto',
      'Summe netto: 1.190,00 € zzgl. 19 % MwSt.: 226,10 € Gesamtbetrag inkl. MwSt.: 1.416,10 €',
    ])
      expect(text).toContain(expected);
    expect(info.Title).toBe(`${ORDER_WORDS.mixed.notice} AMB-000512`);
    const call = system.api.requests.find((r) => r.url === `/api-meinamb/notice/${ANNAS_ORDER.orderId}`);
    expect(call?.headers.cookie).toContain(`amb_sid=${FAKE_SESSIONS.anna.sid}`);
  });

  it("another's booking: German 404 (JSON, or a page linking back to the documents); logged out: to the login", async () => {
    const res = await json(path, OTHER).expect(404);
    expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: DOCUMENT_MESSAGES.bookingNotFound });
    const page = await request(system.app()).get(path).set('Cookie', OTHER).set('Accept', 'text/html').expect(404);
    expect(page.text).toContain(DOCUMENT_MESSAGES.bookingNotFound);
    expect(page.text).toContain('href="/meinamb/unterlagen"');
    const login = await request(system.app()).get(path).set('Accept', 'text/html').expect(302);
    expect(login.headers.location).toBe(`/kundenportal/login?redirect=${encodeURIComponent(path)}`);
  });
});

describe('GET /api-meinamb/certificate-pdf/:id', () => {
  it('prints the attendance certificate', async () => {
    const { text, res } = await pdfAt(`/api-meinamb/certificate-pdf/${FINISHED_PARTICIPANT}`);
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="teilnahmebescheinigung-${FINISHED_PARTICIPANT}.pdf"`,
    );
    for (const expected of [
      DOCUMENT_TITLES.certificate,
      'Hiermit bestätigen wir, dass',
      'Frau Dr. Zoë Łukasik',
      'Betriebsverfassungsrecht Teil I',
      'vom 10.11.2025 – 12.11.2025 (3 Tage)',
      'Ort: Hotel Hafenblick, Kajen 3, 20459 Hamburg',
      'teilgenommen hat.',
      'Buchungsnummer: AMB-000498',
    ])
      expect(text).toContain(expected);
  });

  it('an event not yet ended: 409 in German, no PDF', async () => {
    const res = await json(`/api-meinamb/certificate-pdf/${UPCOMING_PARTICIPANT}`).expect(409);
    expect(res.body.error).toEqual({ code: 'EVENT_NOT_ENDED', message: DOCUMENT_MESSAGES.certificateNotYet });
    const unknown = await json('/api-meinamb/certificate-pdf/4711').expect(404);
    expect(unknown.body.error.message).toBe(DOCUMENT_MESSAGES.certificateNotFound);
  });
});

describe('GET /api-meinamb/overview-pdf?jahr=', () => {
  it('prints the year’s bookings with participants, states, prices and the total', async () => {
    const { text, res } = await pdfAt('/api-meinamb/overview-pdf?jahr=2026');
    expect(res.headers['content-disposition']).toBe('inline; filename="seminaruebersicht-2026.pdf"');
    for (const expected of [
      `${DOCUMENT_TITLES.overview} 2026`,
      'Kündigung und Kündigungsschutz',
      'Bestellnummer: AMB-000512',
      'Frau Dr. Zoë Łukasik gebucht 1.190,00 €',
      'Herr Murat Yılmaz storniert –',
      'Summe der gebuchten Teilnahmen netto: 1.190,00 € zzgl. 19 % MwSt.: 226,10 € Gesamtbetrag inkl. MwSt.: 1.416,10 €',
    ])
      expect(text).toContain(expected);
  });

  it.each(['', '26', '1999', 'zwei'])('jahr=%p: 400 in German, the api is not asked', async (jahr) => {
    const res = await json(`/api-meinamb/overview-pdf?jahr=${jahr}`).expect(400);
    expect(res.body.error).toEqual({ code: 'VALIDATION_FAILED', message: DOCUMENT_MESSAGES.year });
    expect(system.api.calls.filter((url) => url.startsWith('/api-meinamb/overview'))).toEqual([]);
  });
});

/** The occurrences of every event of an iCalendar text as UTC start/end pairs, by uid (parsed by ical.js). */
function occurrences(text: string): Record<string, Array<[string, string]>> {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const result: Record<string, Array<[string, string]>> = {};
  for (const component of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component);
    const times: Array<[string, string]> = [];
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      times.push([details.startDate.toJSDate().toISOString(), details.endDate.toJSDate().toISOString()]);
    }
    result[event.uid] = times;
  }
  return result;
}

const MARCH = [
  ['2026-03-27T08:00:00.000Z', '2026-03-27T16:00:00.000Z'],
  ['2026-03-28T08:00:00.000Z', '2026-03-28T16:00:00.000Z'],
  ['2026-03-29T07:00:00.000Z', '2026-03-29T15:00:00.000Z'],
  ['2026-03-30T07:00:00.000Z', '2026-03-30T15:00:00.000Z'],
];
const OCTOBER = [
  ['2026-10-23T07:00:00.000Z', '2026-10-23T15:00:00.000Z'],
  ['2026-10-24T07:00:00.000Z', '2026-10-24T15:00:00.000Z'],
  ['2026-10-25T08:00:00.000Z', '2026-10-25T16:00:00.000Z'],
  ['2026-10-26T08:00:00.000Z', '2026-10-26T16:00:00.000Z'],
];

describe('calendar (iCal)', () => {
  it('an .ics per booking: 09:00–17:00 Berlin time on every day, across the change to summer time', async () => {
    const res = await request(system.app()).get('/api-meinamb/event-ics/1301').set('Cookie', ANNA).expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="seminar-1301.ics"');
    expect(res.text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin');
    expect(res.text).toContain('DTSTART;TZID=Europe/Berlin:20260327T090000');
    expect(res.text).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    expect(occurrences(res.text)).toEqual({ 'event-1301-member-7@www.amb-seminare.de': MARCH });
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(res.text)).getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe('Arbeitszeit und Mitbestimmung');
    expect(event.description).toContain(
      'Frau Anna Schneider (gebucht), Herr Jonas Weber (reserviert bis 20.03.2026, 10:00 Uhr)',
    );
    expect(res.text).toContain('STATUS:CONFIRMED');
  });

  it('a seminar with reserved seats only is marked in its title and tentative; a waiting one too', async () => {
    const feed = await request(system.app()).get(`/api-meinamb/calendar-feed/${FEED_TOKEN}`).expect(200);
    const events = new ICAL.Component(ICAL.parse(feed.text))
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component));
    expect(events.map((event) => event.summary)).toEqual([
      'Arbeitszeit und Mitbestimmung',
      'Reservierung: BR 2 – Mitbestimmung in sozialen Angelegenheiten',
    ]);
    expect(events.map((event) => event.component.getFirstPropertyValue('status'))).toEqual(['CONFIRMED', 'TENTATIVE']);
  });

  it('an event the member has not booked: 404 in German; logged out: 401', async () => {
    const res = await json('/api-meinamb/event-ics/999').expect(404);
    expect(res.body.error.message).toBe(DOCUMENT_MESSAGES.eventNotInCalendar);
    await request(system.app()).get('/api-meinamb/event-ics/1301').set('Accept', 'application/json').expect(401);
  });

  it('the feed at its secret address: every booking, the same uids, across both changes; no cookies sent', async () => {
    const res = await request(system.app())
      .get(`/api-meinamb/calendar-feed/${FEED_TOKEN}`)
      .set('Cookie', ANNA)
      .expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(occurrences(res.text)).toEqual({
      'event-1301-member-7@www.amb-seminare.de': MARCH,
      'event-1302-member-7@www.amb-seminare.de': OCTOBER,
    });
    const call = system.api.requests.find((r) => r.url === `/api-meinamb/calendar-feed-data/${FEED_TOKEN}`);
    expect(call?.headers.cookie).toBeUndefined();
  });

  it('an unknown or replaced token: 404 in German', async () => {
    const res = await json(`/api-meinamb/calendar-feed/${'b'.repeat(43)}`).expect(404);
    expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: DOCUMENT_MESSAGES.feedNotFound });
  });
});
