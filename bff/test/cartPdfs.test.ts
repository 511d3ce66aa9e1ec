import request from 'supertest';
import {
  AUTH_MESSAGES,
  BRAND_NAME,
  CANCELLATION_TERMS_LINES,
  ORDER_MESSAGES,
  RESERVATION_NOTE,
  WORKS_COUNCIL_DOCUMENT_KINDS,
  cancellationDeadlines,
  formatDate,
  type WorksCouncilDocumentKind,
} from '@amb/shared-contracts';
import { CART_PDF_MESSAGES } from '../src/routes/cartPdfs';
import { worksCouncilPdf } from '../src/pdf/worksCouncil';
import { cartFacts } from '../src/pdf/worksCouncil/cartFacts';
import { ANNAS_CART, ANNAS_ORDER } from './support/cartFixtures';
import { FAKE_SESSIONS } from './support/fakeApi';
import { orderConfirmationPdf } from '../src/pdf/orderConfirmationPdf';
import { pdfText } from './support/pdfText';
import { HOSTS } from './support/testApp';
import { withTestSystem } from './support/testSystem';
import { binary } from './support/binary';

const system = withTestSystem();
const ANNA = `amb_sid=${FAKE_SESSIONS.anna.sid}; amb_csrf=${FAKE_SESSIONS.anna.csrf}`;
const IMPERSONATED = `amb_sid=${FAKE_SESSIONS.impersonated.sid}`;

async function pdfAt(path: string, cookie = ANNA) {
  const res = await request(system.app()).get(path).set('Cookie', cookie).buffer(true).parse(binary).expect(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['cache-control']).toBe('private, no-store');
  const { pages, info } = pdfText(res.body as Buffer);
  return { res, info, text: pages.join(' ').replace(/\s+/g, ' ') };
}

describe('GET /seminare/warenkorb/checkout-pdf?bestellung={id}', () => {
  const path = `/seminare/warenkorb/checkout-pdf?bestellung=${ANNAS_ORDER.orderId}`;

  it("prints the caller's order: number, date, billing address, participants, prices, total, cancellation terms", async () => {
    const { res, text, info } = await pdfAt(path);
    // A booking and a reservation: named both, never the reservation a booking.
    expect(res.headers['content-disposition']).toBe(
      'inline; filename="buchungs-und-reservierungsbestaetigung-AMB-000512.pdf"',
    );
    for (const expected of [
      BRAND_NAME,
      'Buchungs- und Reservierungsbestätigung',
      'Bestellnummer: AMB-000512',
      'Bestellt am: 05.01.2026',
      'Nordwerk GmbH',
      'Hafenstraße 12a',
      '20457 Hamburg',
      'Ihre Bestellnummer: PO-4711',
      'Kostenstelle: KST 100',
      'Bemerkungen: Bitte vegetarisch',
      'Kündigung und Kündigungsschutz',
      'Termin: 02.03.2026 – 04.03.2026',
      '1. Frau Dr. Zoë Łukasik Buchung gebucht',
      '1.190,00 €',
      '2. Herr Murat Yılmaz Reservierung reserviert 19.01.2026, 10:30 Uhr bei Buchung 990,00 €',
      'Preis netto',
      // The reserved seat is not added: the total is the booked seat's.
      'Summe netto: 1.190,00 € zzgl. 19 % MwSt.: 226,10 € Gesamtbetrag inkl. MwSt.: 1.416,10 €',
      RESERVATION_NOTE,
      'Stornobedingungen für gebuchte Plätze',
      ...CANCELLATION_TERMS_LINES,
    ])
      expect(text).toContain(expected);
    expect(info.Title).toBe('Buchungs- und Reservierungsbestätigung AMB-000512');
  });

  it('a reservation alone is a Reservierungsbestätigung: nothing due now, no total, no booking named', async () => {
    const reservation = {
      ...ANNAS_ORDER,
      items: ANNAS_ORDER.items.map((item) => ({
        ...item,
        participants: item.participants.filter((p) => p.status === 'reserved'),
      })),
    };
    const pdf = await orderConfirmationPdf({
      order: reservation,
      pageUrl: 'http://localhost/x',
      printedAt: new Date(),
    });
    const { pages, info } = pdfText(pdf);
    const text = pages.join(' ').replace(/\s+/g, ' ');
    expect(info.Title).toBe('Reservierungsbestätigung AMB-000512');
    expect(text).toContain('Reserviert am: 05.01.2026');
    expect(text).toContain('bei Buchung 990,00 €');
    expect(text).toContain('Jetzt fallen keine Kosten an. Alle Preise zzgl. 19 % MwSt.');
    expect(text).not.toMatch(/Buchungsbestätigung|Gebucht am|Summe netto/);
  });

  it('asks the api with the visitor’s session cookie', async () => {
    await pdfAt(path);
    const call = system.api.requests.find((r) => r.url === `/order-api/order/${ANNAS_ORDER.orderId}`);
    expect(call?.headers.cookie).toContain(`amb_sid=${FAKE_SESSIONS.anna.sid}`);
  });

  it("answers another's or an unknown order with a German 404, never a PDF", async () => {
    const json = await request(system.app())
      .get(path)
      .set('Cookie', IMPERSONATED)
      .set('Accept', 'application/json')
      .expect(404);
    expect(json.body).toEqual({ error: { code: 'NOT_FOUND', message: ORDER_MESSAGES.orderNotFound } });
    const page = await request(system.app())
      .get('/seminare/warenkorb/checkout-pdf?bestellung=77')
      .set('Cookie', ANNA)
      .set('Accept', 'text/html')
      .expect(404);
    expect(page.text).toContain(ORDER_MESSAGES.orderNotFound);
  });

  it.each(['', 'abc', '0', '-3', '1.5', '99999999999'])(
    'answers a bad id (%p) with 400 without asking the api',
    async (id) => {
      const res = await request(system.app())
        .get(`/seminare/warenkorb/checkout-pdf?bestellung=${id}`)
        .set('Cookie', ANNA)
        .set('Accept', 'application/json')
        .expect(400);
      expect(res.body).toEqual({ error: { code: 'VALIDATION_FAILED', message: ORDER_MESSAGES.orderId } });
      expect(system.api.calls.some((url) => url.startsWith('/order-api/order'))).toBe(false);
    },
  );

  it('sends a logged-out browser to the login and back, and answers a client 401', async () => {
    const page = await request(system.app()).get(path).set('Accept', 'text/html').expect(302);
    expect(page.headers.location).toBe(`/kundenportal/login?redirect=${encodeURIComponent(path)}`);
    const json = await request(system.app()).get(path).set('Accept', 'application/json').expect(401);
    expect(json.body.error).toEqual({ code: 'LOGIN_REQUIRED', message: AUTH_MESSAGES.loginRequired });
  });
});

describe('GET /seminare/warenkorb/dokumente/{kind}', () => {
  const participants = ['Frau Dr. Zoë Łukasik', 'Herr Murat Yılmaz', 'Frau Dr. Jonas Weber'];

  it('prints the Entsendebeschluss from the cart: participants with their legal basis, seminars, fees, voting lines, signature', async () => {
    const { text, info } = await pdfAt('/seminare/warenkorb/dokumente/entsendebeschluss');
    for (const expected of [
      'Beschluss des Betriebsrats über die Entsendung zu Schulungsveranstaltungen',
      'Betriebsrat der Nordwerk GmbH',
      'in seiner ordnungsgemäß einberufenen Sitzung vom ________________________',
      'Frau Dr. Zoë Łukasik (Betriebsratsvorsitzende), gemäß § 37 Abs. 6 BetrVG zum Seminar „Kündigung und Kündigungsschutz“ vom 02.03.2099 – 04.03.2099 (Hamburg, Hotel Łódź am Hafen)',
      'Herr Murat Yılmaz (Schwerbehindertenvertretung), gemäß § 179 Abs. 4 SGB IX',
      'Frau Dr. Jonas Weber (Betriebsratsvorsitzende), gemäß § 37 Abs. 7 BetrVG zum Seminar „Arbeitszeit gestalten“ vom 10.05.2099 (Online)',
      '1.190,00 €',
      '990,00 €',
      '590,00 €',
      'Seminargebühren insgesamt netto: 2.770,00 € zzgl. 19 % MwSt.: 526,30 € Gesamtbetrag inkl. MwSt.: 3.296,30 €',
      'nach § 40 Abs. 1 BetrVG, für die Schwerbehindertenvertretung nach § 179 Abs. 8 SGB IX',
      'Ja-Stimmen: ______',
      'einstimmig / mit Mehrheit gefasst',
      'entscheidet diese selbst',
      'Nein-Stimmen: ______',
      'Enthaltungen: ______',
      'Unterschrift der oder des Betriebsratsvorsitzenden',
      'Ort, Datum',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Seminar ohne Teilnehmer');
    expect(info.Title).toBe('Entsendebeschluss');
  });

  it('writes the letter to the employer with dates, costs, legal bases, § 40 BetrVG and a date to confirm by', async () => {
    const { text } = await pdfAt('/seminare/warenkorb/dokumente/anschreiben-arbeitgeber');
    const confirmBy = formatDate(cancellationDeadlines('2099-03-02').freeUntil);
    for (const expected of [
      ...participants,
      'An die Geschäftsleitung Nordwerk GmbH Hafenstraße 12a, 20457 Hamburg',
      '(§ 37 Abs. 6 Satz 4 BetrVG)',
      '02.03.2099 – 04.03.2099',
      '§ 37 Abs. 6 BetrVG: Die Teilnahme vermittelt Kenntnisse',
      '§ 37 Abs. 7 BetrVG: Die Veranstaltung ist als geeignete',
      '§ 179 Abs. 4 SGB IX: Die Teilnahme vermittelt Kenntnisse',
      'trägt nach § 40 Abs. 1 BetrVG der Arbeitgeber',
      `bis zum ${confirmBy} schriftlich zu bestätigen`,
      'Mit freundlichen Grüßen',
    ])
      expect(text).toContain(expected);
  });

  it('prints the Kostenübernahmeerklärung with the billing company, board options, fees and signature lines', async () => {
    const { text } = await pdfAt('/seminare/warenkorb/dokumente/kostenuebernahme');
    for (const expected of [
      ...participants,
      'Kostenübernahmeerklärung',
      'Arbeitgeber: Nordwerk GmbH',
      'Bestellnummer: PO-4711',
      'Kostenstelle: KST 100',
      'Übernachtung im Einzelzimmer mit Vollpension',
      'Keine Übernachtung und Verpflegung',
      'zuzüglich der gesetzlichen Umsatzsteuer',
      'notwendigen Reisekosten',
      'Unterschrift und Firmenstempel des Arbeitgebers',
    ])
      expect(text).toContain(expected);
  });

  it('asks the api for the cart with the visitor’s cookie', async () => {
    await pdfAt('/seminare/warenkorb/dokumente/entsendebeschluss');
    const call = system.api.requests.find((r) => r.url === '/order-api/get-shopping-cart');
    expect(call?.headers.cookie).toContain(`amb_sid=${FAKE_SESSIONS.anna.sid}`);
  });

  it('leaves company, address and a past confirmation date as lines to fill in', async () => {
    const facts = cartFacts({ ...ANNAS_CART, options: null })!;
    expect(facts.company).toBeNull();
    const text = (kind: WorksCouncilDocumentKind, today: string) =>
      worksCouncilPdf({
        kind,
        cart: facts,
        pageUrl: 'http://localhost:8080/seminare/warenkorb',
        printedAt: new Date(),
        today,
      }).then((pdf) => pdfText(pdf).pages.join(' ').replace(/\s+/g, ' '));
    expect(await text('entsendebeschluss', '2026-01-05')).toContain('Betriebsrat der ________________________');
    expect(await text('kostenuebernahme', '2026-01-05')).toContain(
      'Arbeitgeber: ________________________ Anschrift: ________________________',
    );
    expect(await text('anschreiben-arbeitgeber', '2099-02-01')).toContain(
      'bis zum ________________________ schriftlich zu bestätigen',
    );
  });

  it('answers a cart without participants with a German 404', async () => {
    const res = await request(system.app())
      .get('/seminare/warenkorb/dokumente/kostenuebernahme')
      .set('Cookie', IMPERSONATED)
      .set('Accept', 'application/json')
      .expect(404);
    expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: CART_PDF_MESSAGES.noParticipants });
  });

  it('knows only its three documents and serves them on the seminar site only', async () => {
    expect(WORKS_COUNCIL_DOCUMENT_KINDS).toHaveLength(3);
    await request(system.app()).get('/seminare/warenkorb/dokumente/vollmacht').set('Cookie', ANNA).expect(404);
    await request(system.app())
      .get('/seminare/warenkorb/dokumente/entsendebeschluss')
      .set('Cookie', ANNA)
      .set('Host', HOSTS['works-council'])
      .expect(404);
    expect(system.api.calls).not.toContain('/order-api/get-shopping-cart');
  });
});
