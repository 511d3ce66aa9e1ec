import request from 'supertest';
import {
  ACADEMY_CONTACT,
  CANCELLATION_TERMS_LINES,
  FAX_QUERY_PARAM,
  ONLINE_FAX_MESSAGES,
  PAGE_ROUTES,
  VALIDATION_MESSAGES as M,
  buildPath,
} from '@amb/shared-contracts';
import { COST_EVENT } from './support/catalogueFixtures';
import { pdfText } from './support/pdfText';
import { withTestSystem } from './support/testSystem';
import { binary } from './support/binary';

const system = withTestSystem();

const PERSON = {
  salutation: 'Frau',
  title: 'Dr.',
  firstname: 'Zoë',
  lastname: 'Łukasik',
  email: 'zoe@example.de',
  brFunction: 'Betriebsratsmitglied',
  hotelOverNightOption: 'overnightWithNightBefore',
  kind: 'booking',
};
const OPTIONS = {
  company: 'Nordwerk GmbH',
  street: 'Hafenstraße',
  streetNumber: '12a',
  postalCode: '20457',
  city: 'Hamburg',
  purchaseOrderNumber: 'PO-4711',
  costCentre: '',
  remarks: '',
};
/** The page's form: POST, the entries as one urlencoded field of JSON. */
const postFax = (id: number | string, registration: unknown, raw?: string) =>
  request(system.app())
    .post(buildPath(PAGE_ROUTES.onlineFaxPdf.path, { id }))
    .type('form')
    .send({ [FAX_QUERY_PARAM]: raw ?? JSON.stringify(registration) });

describe('POST /seminare/warenkorb/fax-pdf/{id}', () => {
  it('prints the prefilled registration with the fax number, prices, billing address, terms, signature and stamp lines', async () => {
    const registration = {
      participants: [
        PERSON,
        { ...PERSON, title: '', firstname: 'Jörg', kind: 'reservation', hotelOverNightOption: 'dayRate' },
      ],
      options: OPTIONS,
    };
    const res = await postFax(COST_EVENT.eventId, registration).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = pdfText(res.body as Buffer)
      .pages.join(' ')
      .replace(/\s+/g, ' ');
    for (const expected of [
      'Anmeldung per Fax',
      `Fax: ${ACADEMY_CONTACT.fax}`,
      'Kündigung und Kündigungsschutz',
      '02.03.2026 – 04.03.2026',
      'Hamburg, Hotel Łódź am Hafen',
      '1. Teilnehmer',
      'Frau Dr. Zoë Łukasik',
      'zoe@example.de',
      'Übernachtung im Einzelzimmer mit Vollpension und Anreise am Vorabend',
      'Buchung',
      '1.190,00 €',
      'Frau Jörg Łukasik',
      'Tagungspauschale ohne Übernachtung',
      'Reservierung',
      '1.090,00 €',
      'Firma: Nordwerk GmbH',
      'Anschrift: Hafenstraße 12a, 20457 Hamburg',
      'Bestellnummer: PO-4711',
      'Preis netto',
      'Summe netto: 2.280,00 € zzgl. 19 % MwSt.: 433,20 € Gesamtbetrag inkl. MwSt.: 2.713,20 €',
      'Alle Preise zzgl. 19 % MwSt., Hotelkosten nicht enthalten.',
      CANCELLATION_TERMS_LINES[0]!,
      'Ort, Datum',
      'Unterschrift',
      'Stempel',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Kostenstelle');
  });

  it('refuses entries the shared schemas refuse with 400 and German messages, without asking the api', async () => {
    const bad = await postFax(COST_EVENT.eventId, { participants: [{ ...PERSON, email: 'keine' }], options: OPTIONS })
      .set('Accept', 'application/json')
      .expect(400);
    expect(bad.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: M.emailInvalid,
      fields: { 'participants.0.email': M.emailInvalid },
    });
    const none = await postFax(COST_EVENT.eventId, null, 'kein-json').set('Accept', 'application/json').expect(400);
    expect(none.body.error.fields.participants).toBe(ONLINE_FAX_MESSAGES.participants);
    expect(system.api.calls.some((url) => url.startsWith('/order-api/cost-calculator'))).toBe(false);
  });

  it('answers an unknown event with 404', async () => {
    await postFax(999, { participants: [PERSON], options: OPTIONS })
      .set('Accept', 'application/json')
      .expect(404);
  });

  it('never takes the entries from the address: a GET is the not-found page', async () => {
    const registration = JSON.stringify({ participants: [PERSON], options: OPTIONS });
    await request(system.app())
      .get(buildPath(PAGE_ROUTES.onlineFaxPdf.path, { id: COST_EVENT.eventId }, { [FAX_QUERY_PARAM]: registration }))
      .set('Accept', 'text/html')
      .expect(404);
  });
});
