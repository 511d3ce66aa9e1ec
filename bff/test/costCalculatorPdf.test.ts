import request from 'supertest';
import {
  BRAND_NAME,
  COST_CALCULATOR_MESSAGES,
  COST_CALCULATOR_TEXTS,
  buildPath,
  PAGE_ROUTES,
} from '@amb/shared-contracts';
import { COST_EVENT } from './support/catalogueFixtures';
import { pdfText } from './support/pdfText';
import { withTestSystem } from './support/testSystem';
import { binary } from './support/binary';

const system = withTestSystem();

const pdfPath = (id: number | string, query: string) =>
  `${buildPath(PAGE_ROUTES.costCalculatorPdf.path, { id })}?${query}`;
const TWO = 'teilnehmer=2&uebernachtung=ja;nein&vorabend=ja;nein&reisekosten=123,45;0';

describe('GET /seminare/warenkorb/pdf-kostenrechner/{id}', () => {
  it('prints the event, the hotel, every line of the shared rule, the VAT, the total and the note for the employer', async () => {
    const res = await request(system.app())
      .get(pdfPath(COST_EVENT.eventId, TWO))
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="kostenrechnung-${COST_EVENT.eventId}.pdf"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const { pages, info } = pdfText(res.body as Buffer);
    const text = pages.join(' ').replace(/\s+/g, ' ');
    // Written out apart from the rule: 1,190 + 3 nights × 120 + 3 × 55 + 123.45; 1,090 + 3 × 65; VAT 19 %.
    for (const expected of [
      BRAND_NAME,
      'Kündigung und Kündigungsschutz',
      '02.03.2026 – 04.03.2026',
      'Seminartage: 3',
      'Hotel: Hotel Łódź am Hafen, Am Kai 1, 20457 Hamburg',
      '1. Teilnehmer: Seminargebühr 1.190,00 €',
      '1. Teilnehmer: Übernachtung im Einzelzimmer (3 Nächte × 120,00 €) 360,00 €',
      '1. Teilnehmer: Vollpension (3 Tage × 55,00 €) 165,00 €',
      '1. Teilnehmer: Reisekosten 123,45 €',
      '1. Teilnehmer: Zwischensumme 1.838,45 €',
      '2. Teilnehmer: Seminargebühr 1.090,00 €',
      '2. Teilnehmer: Tagungspauschale ohne Übernachtung (3 Tage × 65,00 €) 195,00 €',
      '2. Teilnehmer: Zwischensumme 1.285,00 €',
      'Summe netto 3.123,45 €',
      'Preise: Alle Preise zzgl. 19 % MwSt.',
      'Betrag netto',
      'zzgl. 19 % MwSt. 593,46 €',
      'Gesamtbetrag inkl. MwSt. 3.716,91 €',
      '§ 40 BetrVG',
      `http://localhost:8080/seminare/warenkorb/kostenrechner/${COST_EVENT.eventId}`,
    ])
      expect(text).toContain(expected);
    expect(text.replace(/\s+/g, ' ')).toContain(COST_CALCULATOR_TEXTS.employerNote.slice(0, 60));
    expect(info.Title).toBe('Kostenaufstellung: Kündigung und Kündigungsschutz');
    expect(text).toContain('KOSTENAUFSTELLUNG');
    expect(text).not.toMatch(/Kostenrechnung/i);
  });

  it.each([
    ['no participants', 'teilnehmer=0', COST_CALCULATOR_MESSAGES.participants],
    ['21 participants', 'teilnehmer=21', COST_CALCULATOR_MESSAGES.participants],
    [
      'a list of the wrong length',
      'teilnehmer=2&uebernachtung=ja&vorabend=ja;ja&reisekosten=1;2',
      COST_CALCULATOR_MESSAGES.choice,
    ],
    ['a bad amount', 'teilnehmer=1&uebernachtung=ja&vorabend=nein&reisekosten=12.5', COST_CALCULATOR_MESSAGES.travel],
  ])('refuses %s with 400 and the German message, without asking the api', async (_name, query, message) => {
    const res = await request(system.app())
      .get(pdfPath(COST_EVENT.eventId, query))
      .set('Accept', 'application/json')
      .expect(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(system.api.calls.some((url) => url.startsWith('/order-api/cost-calculator'))).toBe(false);
  });

  it('shows a browser the message on a German page', async () => {
    const res = await request(system.app())
      .get(pdfPath(COST_EVENT.eventId, 'teilnehmer=x'))
      .set('Accept', 'text/html')
      .expect(400);
    expect(res.text).toContain(COST_CALCULATOR_MESSAGES.participants);
    expect(res.text).toContain('href="/seminare/warenkorb/kostenrechner/1203"');
  });

  it('answers an unknown or malformed event with 404', async () => {
    await request(system.app()).get(pdfPath(999, TWO)).set('Accept', 'application/json').expect(404);
    await request(system.app()).get(pdfPath('abc', TWO)).set('Accept', 'application/json').expect(404);
  });
});
