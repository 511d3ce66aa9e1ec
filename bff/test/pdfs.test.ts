import request from 'supertest';
import { BRAND_NAME, MESSAGES } from '@amb/shared-contracts';
import { EVENT, THEME } from './support/catalogueFixtures';
import { closedPortUrl } from './support/fakeApi';
import { pdfText } from './support/pdfText';
import { HOSTS } from './support/testApp';
import { withTestSystem } from './support/testSystem';
import { binary } from './support/binary';

const system = withTestSystem();

async function getPdf(path: string) {
  const res = await request(system.app()).get(path).buffer(true).parse(binary).expect(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const body = res.body as Buffer;
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  return { res, ...pdfText(body) };
}

describe('GET /seminare/pdf/{id} (a theme with its dates)', () => {
  it('renders the theme, every date with place, seats and prices, and the contact person as text', async () => {
    const { res, pages, info } = await getPdf(`/seminare/pdf/${THEME.slug}`);
    expect(res.headers['content-disposition']).toBe(`inline; filename="seminar-${THEME.slug}.pdf"`);
    const text = pages.join(' ').replace(/\s+/g, ' ');
    for (const expected of [
      BRAND_NAME,
      THEME.title,
      THEME.subtitle,
      'Seminarbeschreibung',
      'Termine',
      '09.03.2026 – 13.03.2026',
      'Hamburg Hotel Łódź am Hafen',
      'Online 6 Online-Sitzungen',
      'Nur noch wenige Plätze',
      'Ausgebucht',
      'Preis ab 1.190,00 € zzgl. 19 % MwSt.',
      '2. Teilnehmer 990,00 €',
      'Preis 590,00 € zzgl. 19 % MwSt.',
      'Ihr Ansprechpartner',
      'Zoë Łukasik',
      `http://localhost:8080${THEME.url}`,
      'Seite 1 von',
    ])
      expect(text).toContain(expected);
    expect(info.Title).toBe(THEME.title);
    expect(info.Author).toBe(BRAND_NAME);
    expect(info.Language).toBe('de-DE');
  });

  it('answers the theme by its id too, and renders it once for a burst of downloads', async () => {
    const app = system.app();
    for (let n = 0; n < 3; n += 1) await request(app).get(`/seminare/pdf/${THEME.themeId}`).expect(200);
    expect(system.api.calls.filter((url) => url === `/api/themes/${THEME.themeId}`)).toHaveLength(1);
  });

  it('answers an unknown theme with the not-found page for a browser and the JSON 404 for a client', async () => {
    const page = await request(system.app()).get('/seminare/pdf/gibt-es-nicht').set('Accept', 'text/html').expect(404);
    expect(page.text).toContain(`<title>${MESSAGES.pageNotFoundTitle} | ${BRAND_NAME}</title>`);
    const json = await request(system.app()).get('/seminare/pdf/999').set('Accept', 'application/json').expect(404);
    expect(json.body.error.code).toBe('NOT_FOUND');
  });

  it.each(['Gro%C3%9F', '..%2F..%2Fetc', 'a'.repeat(121), '-abc'])(
    'answers a malformed id (%s) with 404 without asking the api',
    async (id) => {
      await request(system.app()).get(`/seminare/pdf/${id}`).set('Accept', 'application/json').expect(404);
      expect(system.api.calls.some((url) => url.startsWith('/api/themes'))).toBe(false);
    },
  );

  it('is not served on the works-council site (the catalogue lives on the seminar site)', async () => {
    await request(system.app()).get(`/seminare/pdf/${THEME.slug}`).set('Host', HOSTS['works-council']).expect(404);
  });

  it('answers a German 502 when the api is down: a page for a browser, JSON for a client', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const app = system.appWithApi(await closedPortUrl());
    const page = await request(app).get(`/seminare/pdf/${THEME.slug}`).set('Accept', 'text/html').expect(502);
    expect(page.text).toContain('<html lang="de">');
    const json = await request(app).get(`/seminare/pdf/${THEME.slug}`).set('Accept', 'application/json').expect(502);
    expect(json.body.error).toEqual({ code: 'UPSTREAM_UNAVAILABLE', message: MESSAGES.apiUnavailable });
  });
});

describe('GET /seminare/p-pdf/{id} (one date)', () => {
  it('renders the date with its format, prices and the modules of the series', async () => {
    const { res, pages, info } = await getPdf(`/seminare/p-pdf/${EVENT.eventId}`);
    expect(res.headers['content-disposition']).toBe(`inline; filename="seminartermin-${EVENT.eventId}.pdf"`);
    const text = pages.join(' ').replace(/\s+/g, ' ');
    for (const expected of [
      EVENT.title,
      THEME.title,
      'Online, 6 Online-Sitzungen',
      'Online-Schulungsreihe',
      'Nur noch wenige Plätze',
      'Preis: 1.450,00 € zzgl. 19 % MwSt.',
      'Module der Schulungsreihe',
      'Modul 1: Rechte und Pflichten',
      'Modul 2: Sitzungen und Beschlüsse',
      `http://localhost:8080${EVENT.url}`,
    ])
      expect(text).toContain(expected);
    expect(info.Title).toContain(EVENT.title);
    // One price for everyone: no table of five equal lines.
    expect(text).not.toContain('Preise pro Teilnehmer');
  });

  it.each(['0', '12a', '1234567890'])('answers a malformed id (%s) with 404', async (id) => {
    await request(system.app()).get(`/seminare/p-pdf/${id}`).set('Accept', 'application/json').expect(404);
    expect(system.api.calls.some((url) => url.startsWith('/api/events'))).toBe(false);
  });

  it('answers an unknown date with 404', async () => {
    await request(system.app()).get('/seminare/p-pdf/4711').set('Accept', 'application/json').expect(404);
  });
});
