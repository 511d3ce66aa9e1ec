import { MESSAGES } from '@amb/shared-contracts/core';
import { json, mockFetch, outsideAct, type MockRoute } from '@amb/remote-kit/testing';
import { render } from './server';
import { OPTION_ANSWERS, page, searchAnswer, searchHit, seminar, seminarCalls, themeCard } from './testing/fixtures';
import { expectHydration } from './testing/serverRender';
import { testPageGlobals } from '@amb/shared-contracts/testing';

const SEMINARS = [
  seminar({ eventId: 1, title: 'Arbeitsrecht I' }),
  seminar({ eventId: 2, title: 'Mobbing erkennen', isOnlineEvent: true, city: null }),
];

const ROUTES: Record<string, MockRoute> = {
  ...OPTION_ANSWERS,
  '/api/get-seminars': (call) =>
    json(page(SEMINARS, { total: 45, totalPages: 3, page: Number(call.query.page), pageSize: 20 })),
  '/recommendations/themes': () => json([themeCard()]),
  '/api/search': (call) =>
    json(
      call.query.q === 'Mobbing'
        ? searchAnswer([
            searchHit({ title: 'Mobbing erkennen', highlights: { title: [{ start: 0, end: 7 }], text: [] } }),
          ])
        : searchAnswer([], { facets: { rubrics: [], months: [] } }),
    ),
  '/api/search/content': (call) =>
    json(
      call.query.q === 'Mobbing'
        ? {
            items: [
              {
                kind: 'article',
                id: 4,
                title: 'Mobbing am Arbeitsplatz: Was der Betriebsrat tun kann',
                text: 'Die Rechte der Betroffenen.',
                url: '/fachartikel/mobbing-am-arbeitsplatz',
                date: '2026-02-10',
                highlights: { title: [{ start: 0, end: 7 }], text: [] },
              },
            ],
            page: Number(call.query.page),
            pageSize: 20,
            total: 1,
            totalPages: 1,
          }
        : { items: [], page: 1, pageSize: 20, total: 0, totalPages: 0 },
    ),
};

const api = () => mockFetch(ROUTES);

const renderAt = (url: string) =>
  render({ url, site: 'main', globals: testPageGlobals(), apiBaseUrl: 'http://api.test' });

describe('server render', () => {
  it('renders /seminare with its query, the data fetched once from the api', async () => {
    const calls = api();
    const result = await renderAt('/seminare?rubrik=arbeitsrecht&q=Wahl&ort=hamburg&sortierung=preis&seite=2');
    expect(result.status).toBe(200);
    expect(result.head).toEqual({
      title: 'Alle Seminare',
      description: expect.stringContaining('Alle Seminartermine für Betriebsräte') as string,
      canonical: '/seminare?rubrik=arbeitsrecht&ort=hamburg&q=Wahl&sortierung=preis&seite=2',
    });
    expect(result.html).toMatch(/^<div data-boundary="mf_catalogue"/);
    expect(result.html).toContain('Arbeitsrecht I');
    expect(result.html).toContain('Mobbing erkennen');
    expect(result.html).toContain('45 Seminartermine');
    expect(result.html).toContain('Seite 2 von 3');
    expect(result.html).toContain('value="Wahl"');
    // The options from the api, the address's choice selected.
    expect(result.html).toContain('<option value="hamburg" selected="">Hamburg</option>');
    expect(result.html).toContain('<option value="preis" selected="">Preis (aufsteigend)</option>');
    expect(result.html).toContain('<option value="kuendigung">Kündigung</option>');
    expect(seminarCalls(calls)).toEqual([
      expect.objectContaining({ rubric: 'arbeitsrecht', q: 'Wahl', city: 'hamburg', sort: 'price', page: '2' }),
    ]);
    expect(calls.every((call) => call.path.startsWith('/api/'))).toBe(true);
    // Seminars and the three option lists, each once.
    expect(calls.map((call) => call.path).sort()).toEqual([
      '/api/get-locations',
      '/api/get-rubrics',
      '/api/get-seminars',
      '/api/get-tags',
    ]);
  });

  it.each([
    ['/', 'Seminare für Betriebsräte', 'Die Grundlagen für Betriebsräte', '/'],
    ['/seminare/rubrik', 'Rubriken', 'Betriebsverfassung', '/seminare/rubrik'],
    [
      '/seminare/r/betriebsverfassung?rubrik=egal&sortierung=datum&utm_source=x',
      'Seminare: Betriebsverfassung',
      'Arbeitsrecht I',
      '/seminare/r/betriebsverfassung',
    ],
    ['/suche?seite=1&q=Mobbing', 'Suche', '<mark>Mobbing</mark> erkennen', '/suche?q=Mobbing'],
    ['/suche?q=Xylophon', 'Suche', 'Keine Treffer für „Xylophon“.', '/suche?q=Xylophon'],
    ['/suche', 'Suche', 'Geben Sie einen Suchbegriff ein', '/suche'],
    [
      '/suche?bereich=inhalte&q=Mobbing&rubrik=egal',
      'Suche',
      '<mark>Mobbing</mark> am Arbeitsplatz',
      '/suche?q=Mobbing&bereich=inhalte',
    ],
  ])('renders %s titled "%s"', async (url, title, content, canonical) => {
    api();
    const result = await renderAt(url);
    expect(result.status).toBe(200);
    expect(result.head.title).toBe(title);
    expect(result.head.canonical).toBe(canonical);
    expect(result.head.description).toBeTruthy();
    expect(result.html).toContain(`<h1 class="kit-page__heading">${title}</h1>`);
    expect(result.html).toContain(content);
  });

  it('renders the switch of /suche with both counts and the chosen area marked', async () => {
    const calls = api();
    const result = await renderAt('/suche?q=Mobbing&bereich=inhalte');
    expect(result.head.description).toBe(
      'Fachartikel, News und Interviews für Betriebsräte zum Suchbegriff „Mobbing“.',
    );
    expect(result.html).toContain('aria-label="Suchbereich"');
    expect(result.html).toMatch(
      /href="\/suche\?q=Mobbing"[^>]*>Seminare<span class="cat-area__count"> \(<!-- -->1<!-- -->\)/,
    );
    expect(result.html).toMatch(
      /href="\/suche\?q=Mobbing&amp;bereich=inhalte" class="cat-area__link" aria-current="page"/,
    );
    expect(result.html).toContain('Fachartikel');
    expect(result.html).toContain('10.02.2026');
    expect(result.html).not.toContain('aria-label="Rubrik"');
    expect(calls.filter((call) => call.path.startsWith('/api/search')).map((call) => [call.path, call.query])).toEqual([
      ['/api/search', { q: 'Mobbing', page: '1', pageSize: '20' }],
      ['/api/search/content', { q: 'Mobbing', page: '1', pageSize: '20' }],
    ]);
  });

  it('answers 404 with the not-found page for a rubric that does not exist', async () => {
    api();
    const result = await renderAt('/seminare/r/gibt-es-nicht');
    expect(result.status).toBe(404);
    expect(result.head.title).toBe(MESSAGES.pageNotFoundTitle);
    expect(result.html).toContain(MESSAGES.pageNotFoundText);
  });

  it('answers 404 for an owned path without a page', async () => {
    const calls = mockFetch({});
    const result = await renderAt('/seminare/gibt-es-nicht');
    expect(result.status).toBe(404);
    expect(result.html).toContain(`<h1 class="kit-page__heading">${MESSAGES.pageNotFoundTitle}</h1>`);
    expect(calls).toEqual([]);
  });

  it('renders the invalid-filters state (the api said 400) with status 200 and the field message', async () => {
    mockFetch({
      ...OPTION_ANSWERS,
      '/api/get-seminars': () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Bitte prüfen Sie Ihre Eingaben.',
              fields: { month: 'Bitte geben Sie einen gültigen Monat im Format JJJJ-MM an.' },
            },
          },
          400,
        ),
    });
    const errors = jest.spyOn(console, 'error');
    const result = await renderAt('/seminare?monat=2027-13');
    // A refused filter is the visitor's input, not a failing api: nothing for the operator's log.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(result.status).toBe(200);
    expect(result.html).toContain('Die Filterangaben sind ungültig');
    expect(result.html).toContain('Bitte geben Sie einen gültigen Monat im Format JJJJ-MM an.');
    expect(result.html).toContain('<option value="2027-13" selected="">2027-13</option>');
  });

  it('renders the error state when the api fails; the browser tries again', async () => {
    mockFetch({
      ...OPTION_ANSWERS,
      '/api/get-seminars': () => json({ error: { code: 'UPSTREAM_UNAVAILABLE', message: 'weg' } }, 502),
    });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await renderAt('/seminare');
    expect(result.status).toBe(200);
    expect(result.html).toContain('Die Seminare konnten gerade nicht geladen werden.');
    // The bff's log says which call failed and how.
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]![0]).toMatch(
      /^\[mf_catalogue\] Server-Render \/seminare: api-Abfrage fehlgeschlagen: getSeminars\(.*\): .*"status":502.*UPSTREAM_UNAVAILABLE/,
    );
    errors.mockRestore();
  });
});

describe('hydration of the server HTML', () => {
  outsideAct();

  it('/: works without script, so the shell loads nothing of the catalogue for it (no state to hydrate from)', async () => {
    api();
    const result = await renderAt('/');
    expect(result.status).toBe(200);
    expect(result.interactive).toBe(false);
    expect(result.html).toContain('<form');
  });

  it('/seminare hydrates at the first sign of use (its state in the document), /suche at once', async () => {
    api();
    const list = await renderAt('/seminare');
    expect(list.hydrateOn).toBe('interaction');
    expect(list.interactive).toBeUndefined();
    expect(list.state).not.toBeNull();
    api();
    expect((await renderAt('/suche?q=Mobbing')).hydrateOn).toBeUndefined();
  });

  it.each([
    '/seminare?rubrik=arbeitsrecht&seite=2',
    '/seminare?ort=hamburg&eintaegig=ja&preis-bis=900&sortierung=titel',
    '/seminare/r/betriebsverfassung',
    '/suche?q=Mobbing',
    '/suche?q=Xylophon&monat=2027-03',
    '/suche',
    '/suche?q=Mobbing&bereich=inhalte',
    '/suche?q=Xylophon&bereich=inhalte',
  ])('%s: the first client render equals the server HTML, with no mismatch and no fetch', async (url) => {
    await expectHydration(url, ROUTES);
  });
});
