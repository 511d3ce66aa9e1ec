import request from 'supertest';
import { BRAND_NAME, QUOTE_MESSAGES, TRAINING_PLAN_MESSAGES } from '@amb/shared-contracts';
import { SERVICE_PDF_MESSAGES } from '../src/routes/servicePdfs';
import { binary } from './support/binary';
import { FAKE_SESSIONS } from './support/fakeApi';
import { pdfText } from './support/pdfText';
import { DRAFT_QUOTE_ID, PLAN_ID, SENT_QUOTE_ID } from './support/serviceFixtures';
import { withTestSystem } from './support/testSystem';

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

describe('GET /quote-api/download-report/:id (the bff renders it, the api decides whose it is)', () => {
  it('prints the quote: number, validity, the in-house offer, every price line, net, VAT and gross', async () => {
    const { text, res, info } = await pdfAt(`/quote-api/download-report/${SENT_QUOTE_ID}`);
    expect(res.headers['content-disposition']).toBe('inline; filename="angebot-ANG-2026-00031.pdf"');
    expect(info.Title).toBe('Angebot ANG-2026-00031');
    for (const expected of [
      BRAND_NAME,
      'Angebotsnummer: ANG-2026-00031',
      'Gültig bis: 04.02.2026',
      'Für: Betriebsrat Nordwerk GmbH, Anna Schneider',
      'Seminar: Arbeitszeitrecht aktuell',
      'Ort: Bei Ihnen im Haus, 20457 Hamburg',
      'Inhouse-Seminar: 2 Seminartage zum Tagessatz von 3.150,00 € (bis 12 Teilnehmende)',
      'Fahrtkosten der Referentin/des Referenten: 2 × 140 km zu 0,50 €',
      'Übernachtung der Referentin/des Referenten: 2 × 140,00 €',
      'Rabatt 10 % auf die Seminargebühr',
      'Summe netto: 6.090,00 € zzgl. 19 % MwSt.: 1.157,10 € Gesamtbetrag inkl. MwSt.: 7.247,10 €',
      'Gern kommen wir zu Ihnen nach Hamburg.',
      'angebote/31',
    ])
      expect(text).toContain(expected);
  });

  it('a draft is not yet a PDF (409); another member’s or a malformed id: 404; logged out: to the login', async () => {
    const draft = await json(`/quote-api/download-report/${DRAFT_QUOTE_ID}`).expect(409);
    expect(draft.body.error).toEqual({ code: 'QUOTE_NOT_ALLOWED', message: SERVICE_PDF_MESSAGES.quoteInProgress });
    const other = await json(`/quote-api/download-report/${SENT_QUOTE_ID}`, OTHER).expect(404);
    expect(other.body.error.message).toBe(QUOTE_MESSAGES.notFound);
    expect((await json('/quote-api/download-report/abc').expect(404)).body.error.message).toBe(QUOTE_MESSAGES.notFound);
    expect(system.api.calls).not.toContain('/quote-api/get/abc');
    const page = await request(system.app())
      .get(`/quote-api/download-report/${SENT_QUOTE_ID}`)
      .set('Accept', 'text/html')
      .expect(302);
    expect(page.headers.location).toBe(
      `/kundenportal/login?redirect=${encodeURIComponent(`/quote-api/download-report/${SENT_QUOTE_ID}`)}`,
    );
  });
});

describe('GET /schulungsplan/pdf/:id', () => {
  it('prints the plan for the resolution: each member, the entitlement, the needs with their dates', async () => {
    const { text, res } = await pdfAt(`/schulungsplan/pdf/${PLAN_ID}`);
    expect(res.headers['content-disposition']).toBe(`inline; filename="schulungsplan-${PLAN_ID}.pdf"`);
    for (const expected of [
      'Schulungsplan Betriebsrat Nordwerk GmbH',
      'Amtszeit ab: 01.03.2026',
      'Ihre Seminarberatung: Stefan Krüger',
      'Zoë Łukasik – Stellvertretung',
      'Amtszeit: 01.03.2026 – 28.02.2030',
      'Anspruch nach § 37 Abs. 7 BetrVG: 4 Wochen = 20 Arbeitstage je Amtszeit; besucht 0, gebucht 0, geplant 3, verbleibend 20 Tage',
      'Betriebsverfassungsrecht Teil I',
      '§ 37 Abs. 6 BetrVG',
      '13.04.2026 – 15.04.2026, Hamburg (3 Tage)',
      'Vorschlag: 08.06.2026 – 10.06.2026, online (3 Tage)',
      'Beschluss des Betriebsrats',
      'Abstimmung: Ja',
    ])
      expect(text).toContain(expected);
  });

  it('another committee’s plan: 404 in German; a malformed id never reaches the api', async () => {
    const res = await json(`/schulungsplan/pdf/${PLAN_ID}`, OTHER).expect(404);
    expect(res.body.error.message).toBe(TRAINING_PLAN_MESSAGES.notFound);
    await json('/schulungsplan/pdf/0').expect(404);
    expect(system.api.calls.some((url) => url.startsWith('/schulungsplan/get?id=0'))).toBe(false);
  });
});
