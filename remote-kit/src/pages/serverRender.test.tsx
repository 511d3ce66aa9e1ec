import { MESSAGES, PAGE_META, type PageGlobals, type ServerRenderRequest } from '@amb/shared-contracts/core';
import { apiError, json, mockFetch } from '../testing/fetchMock';
import { createServerRender } from './serverRender';
import { makeStore, placesApi, releaseRubrics, TEST_PAGES } from './testPages';

const render = createServerRender({ remote: 'mf_catalogue', pages: TEST_PAGES, makeStore, apis: [placesApi] });
// The server build loads every page's chunk when it is loaded: the lazy page's chunk arrives.
releaseRubrics();

const request = (url: string): ServerRenderRequest => ({
  url,
  site: 'main',
  globals: { mainDomain: 'https://www.example.de' } as PageGlobals,
  apiBaseUrl: 'http://api.test',
});

describe('createServerRender: die Seite auf dem Server', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('holt die Daten einmal, nennt den Kopf und rendert die Seite mit dem Zustand für die Hydrierung', async () => {
    const calls = mockFetch({ '/api/places/7': () => json({ id: '7', slug: 'berlin', name: 'Berlin' }) });
    const result = await render(request('/standorte/berlin-7'));
    expect(calls.map((call) => call.path)).toEqual(['/api/places/7']);
    expect(result.status).toBe(200);
    expect(result.head).toEqual({
      title: 'Berlin',
      description: PAGE_META.location.description,
      canonical: 'https://www.example.de/standorte/berlin-7',
    });
    expect(result.html).toContain('data-boundary="mf_catalogue"');
    expect(result.html).toContain('<h1 class="kit-page__heading">Berlin</h1>');
    expect(JSON.stringify(result.state)).toContain('"name":"Berlin"');
  });

  it('eine andere Adresse als die kanonische: 301 dorthin, ohne HTML', async () => {
    mockFetch({ '/api/places/7': () => json({ id: '7', slug: 'berlin', name: 'Berlin' }) });
    const result = await render(request('/standorte/falsch-7?x=1'));
    expect(result).toMatchObject({ redirect: '/standorte/berlin-7', redirectStatus: 301, html: '' });
  });

  it('eine unbekannte Id: 404', async () => {
    mockFetch({ '/api/places/9': () => apiError(404, 'Nicht gefunden') });
    const result = await render(request('/standorte/nirgends-9'));
    expect(result.status).toBe(404);
    expect(result.head.title).toBe(MESSAGES.pageNotFoundTitle);
  });

  it('ein Pfad ohne Seite: 404 mit der Seite "Seite nicht gefunden"', async () => {
    mockFetch({});
    const result = await render(request('/standorte'));
    expect(result.status).toBe(404);
    expect(result.html).toContain(MESSAGES.pageNotFoundTitle);
  });

  it('die api fällt aus: die Seite mit ihrem Fehlerzustand und "Erneut versuchen", das Protokoll sagt warum', async () => {
    mockFetch({ '/api/places/7': () => apiError(500, 'kaputt') });
    const result = await render(request('/standorte/berlin-7'));
    expect(result.html).toContain('Der Ort fehlt gerade.');
    expect(result.html).toContain(MESSAGES.retry);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('getPlace("7")'));
  });

  it('eine Seite ohne Daten: Kopf aus PAGE_META mit kanonischer Adresse', async () => {
    mockFetch({});
    // A page in a chunk of its own: loaded before the render, which then shows it, never a loading state.
    const result = await render(request('/seminare/rubrik'));
    expect(result.html).toContain('Alle Rubriken');
    expect(result).toMatchObject({
      status: 200,
      head: { title: PAGE_META.rubricList.title, canonical: '/seminare/rubrik' },
    });
  });

  it('der Serverteil einer Seite, bei Bedarf geladen (server), nennt ihren Kopf', async () => {
    mockFetch({});
    const result = await render(request('/'));
    expect(result).toMatchObject({
      status: 200,
      head: { title: 'Willkommen', description: PAGE_META.home.description, canonical: '/' },
    });
    expect(result.html).toContain('Start');
  });
});

describe('createServerRender: eine Seite ohne Skript (hydrate: never)', () => {
  const staticPages = TEST_PAGES.map((page) =>
    page.name === 'location' ? { ...page, hydrate: 'never' as const } : page,
  );
  const renderStatic = createServerRender({ remote: 'mf_catalogue', pages: staticPages, makeStore, apis: [placesApi] });
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('sagt dem bff, dass der Browser für sie nichts laden muss; andere Seiten hydrieren wie sonst', async () => {
    mockFetch({ '/api/places/7': () => json({ id: '7', slug: 'berlin', name: 'Berlin' }) });
    expect((await renderStatic(request('/standorte/berlin-7'))).interactive).toBe(false);
    mockFetch({ '/api/places/7': () => json({ id: '7', slug: 'berlin', name: 'Berlin' }) });
    expect((await render(request('/standorte/berlin-7'))).interactive).toBeUndefined();
  });

  it('mit ihrem Fehlerzustand hydriert sie doch: "Erneut versuchen" braucht Skript', async () => {
    mockFetch({ '/api/places/7': () => apiError(500, 'kaputt') });
    const result = await renderStatic(request('/standorte/berlin-7'));
    expect(result.html).toContain(MESSAGES.retry);
    expect(result.interactive).toBeUndefined();
  });
});

describe('createServerRender: eine Seite, die beim ersten Gebrauch hydriert (hydrate: interaction)', () => {
  const deferredPages = TEST_PAGES.map((page) =>
    page.name === 'location' ? { ...page, hydrate: 'interaction' as const } : page,
  );
  const renderDeferred = createServerRender({
    remote: 'mf_catalogue',
    pages: deferredPages,
    makeStore,
    apis: [placesApi],
  });
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('sagt es dem bff mit ihrem Zustand; sie bleibt interaktiv, andere Seiten hydrieren sofort', async () => {
    mockFetch({ '/api/places/7': () => json({ id: '7', slug: 'berlin', name: 'Berlin' }) });
    const result = await renderDeferred(request('/standorte/berlin-7'));
    expect(result.hydrateOn).toBe('interaction');
    expect(result.interactive).toBeUndefined();
    expect(result.state).not.toBeNull();
    mockFetch({ '/api/places/7': () => json({ id: '7', slug: 'berlin', name: 'Berlin' }) });
    expect((await render(request('/standorte/berlin-7'))).hydrateOn).toBeUndefined();
  });

  it('mit ihrem Fehlerzustand hydriert sie sofort: "Erneut versuchen" soll gleich wirken', async () => {
    mockFetch({ '/api/places/7': () => apiError(500, 'kaputt') });
    expect((await renderDeferred(request('/standorte/berlin-7'))).hydrateOn).toBeUndefined();
  });
});
