import { waitFor } from '@testing-library/react';
import {
  MAIN_STATE_ELEMENT_ID,
  SLOT_IDS,
  serialiseForScript,
  type ServerRenderResult,
} from '@amb/shared-contracts/core';
import { testPageGlobals } from '@amb/shared-contracts/testing';
import { json, mockFetch, visit } from '@amb/remote-kit/testing';
import * as lifecycles from '../../lifecycles';
import { render } from '../../server';
import { themeDetail, themeRoutes } from './themeFixtures';

const globals = testPageGlobals();
const renderAt = (url: string) => render({ url, site: 'main', globals, apiBaseUrl: 'http://api.test' });

describe('server render of the theme pages', () => {
  it('renders the detail page with its head: title, description, canonical and the JSON-LD Course', async () => {
    const calls = mockFetch(themeRoutes());
    const result = await renderAt('/seminare/t/arbeitsrecht-1');
    expect(result.status).toBe(200);
    expect(result.redirect).toBeUndefined();
    // The remote's root first: the browser hydrates only markup that starts with it.
    expect(result.html).toMatch(/^<div data-boundary="mf_catalogue"/);
    expect(result.html).toContain('<h1 class="kit-page__heading">Arbeitsrecht I</h1>');
    expect(result.html).toContain('24.03.2027 – 26.03.2027');
    expect(result.html).toContain('Petra Schneider');
    expect(result.html).toContain('Arbeitsrecht II');
    expect(result.head).toMatchObject({
      title: 'Arbeitsrecht I',
      description: 'Arbeitsrecht I: Grundlagen des Arbeitsrechts für Betriebsräte',
      canonical: `${globals.mainDomain}/seminare/t/arbeitsrecht-1`,
    });
    const [course] = result.head.jsonLd as Array<Record<string, unknown>>;
    expect(course).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Arbeitsrecht I',
      url: `${globals.mainDomain}/seminare/t/arbeitsrecht-1`,
      provider: { '@type': 'Organization', name: 'Akademie für Mitbestimmung' },
    });
    const instances = course!.hasCourseInstance as Array<Record<string, unknown>>;
    expect(instances).toHaveLength(4);
    expect(instances[0]).toEqual({
      '@type': 'CourseInstance',
      startDate: '2027-03-24T09:00:00+01:00',
      endDate: '2027-03-26T16:00:00+01:00',
      courseMode: 'onsite',
      location: {
        '@type': 'Place',
        name: 'Hotel am See',
        address: { '@type': 'PostalAddress', addressLocality: 'Hamburg', addressCountry: 'DE' },
      },
      offers: {
        '@type': 'Offer',
        price: '1190.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: `${globals.mainDomain}/seminare/p/101`,
      },
    });
    expect(instances[1]).toMatchObject({ courseMode: 'online', location: { '@type': 'VirtualLocation' } });
    expect(instances[2]).toMatchObject({ offers: { availability: 'https://schema.org/SoldOut' } });
    expect(calls.map((call) => call.path).sort()).toEqual([
      '/api/themes/11/dates',
      '/api/themes/arbeitsrecht-1',
      '/recommendations/get-related-topics',
    ]);
  });

  it('renders the dates page with its own title and canonical address', async () => {
    mockFetch(themeRoutes());
    const result = await renderAt('/seminare/t/arbeitsrecht-1/termine');
    expect(result.status).toBe(200);
    expect(result.head).toMatchObject({
      title: 'Termine: Arbeitsrecht I',
      canonical: `${globals.mainDomain}/seminare/t/arbeitsrecht-1/termine`,
    });
    expect(result.head.description).toContain('Alle Termine des Seminars Arbeitsrecht I');
    expect(result.html).toContain('01.09.2027 – 03.09.2027');
  });

  it.each([
    ['/seminare/t/arbeitsrecht-1/starterpaket', 'Starterpaket: Arbeitsrecht I', 'Neu im Betriebsrat'],
    ['/seminare/t/arbeitsrecht-1/erlebnis', 'Seminar erleben: Arbeitsrecht I', 'Vollpension'],
    ['/seminare/t/arbeitsrecht-1/inhouse', 'Inhouse-Seminar: Arbeitsrecht I', 'als Inhouse-Seminar'],
  ])('renders %s titled "%s" with its data and canonical address', async (url, title, content) => {
    const calls = mockFetch(themeRoutes());
    const result = await renderAt(url);
    expect(result.status).toBe(200);
    expect(result.head).toMatchObject({ title, canonical: `${globals.mainDomain}${url}` });
    expect(result.head.description).toBeTruthy();
    expect(result.head.jsonLd).toBeUndefined();
    expect(result.html).toContain(content);
    expect(calls.filter((call) => call.path === '/recommendations/get-related-topics')).toEqual([]);
  });

  it.each([
    ['/seminare/t/11/erlebnis', '/seminare/t/arbeitsrecht-1/erlebnis'],
    ['/seminare/t/11/starterpaket', '/seminare/t/arbeitsrecht-1/starterpaket'],
    ['/seminare/t/11/inhouse', '/seminare/t/arbeitsrecht-1/inhouse'],
    ['/seminare/t/11', '/seminare/t/arbeitsrecht-1'],
    ['/seminare/t/11/termine?seite=2', '/seminare/t/arbeitsrecht-1/termine?seite=2'],
  ])('redirects %s permanently (301) to the canonical %s', async (url, target) => {
    mockFetch(themeRoutes());
    const result = await renderAt(url);
    expect(result).toMatchObject({ redirect: target, redirectStatus: 301, html: '' });
  });

  it.each(['/seminare/t/sbv-tag', '/seminare/t/sbv-tag/termine', '/seminare/t/31/inhouse?x=1'])(
    'redirects %s of a conference theme to the conference page',
    async (url) => {
      const conferenceTheme = () => json(themeDetail({ themeId: 31, slug: 'sbv-tag', url: '/fachtagung/sbv-tag' }));
      mockFetch(themeRoutes({ '/api/themes/sbv-tag': conferenceTheme, '/api/themes/31': conferenceTheme }));
      const result = await renderAt(url);
      expect(result).toMatchObject({ redirect: `/fachtagung/sbv-tag${url.includes('?') ? '?x=1' : ''}`, html: '' });
    },
  );

  it.each([
    '/seminare/t/gibt-es-nicht',
    '/seminare/t/gibt-es-nicht/termine',
    '/seminare/t/gibt-es-nicht/starterpaket',
    '/seminare/t/gibt-es-nicht/erlebnis',
    '/seminare/t/gibt-es-nicht/inhouse',
  ])('answers 404 with the not-found page for %s', async (url) => {
    mockFetch(themeRoutes());
    const result = await renderAt(url);
    expect(result.status).toBe(404);
    expect(result.html).toContain('Seite nicht gefunden');
  });

  it('renders the error state (200) when the api fails; the browser tries again', async () => {
    mockFetch(
      themeRoutes({
        '/api/themes/arbeitsrecht-1': () => json({ error: { code: 'UPSTREAM_UNAVAILABLE', message: 'weg' } }, 502),
      }),
    );
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await renderAt('/seminare/t/arbeitsrecht-1');
    expect(result.status).toBe(200);
    expect(result.head.title).toBe('Seminar');
    expect(result.html).toContain('Das Seminar konnte gerade nicht geladen werden.');
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });
});

describe('hydration of the theme pages', () => {
  const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeAll(() => {
    act.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    act.IS_REACT_ACT_ENVIRONMENT = true;
  });
  const props = { name: 'mf_catalogue/App', singleSpa: {}, mountParcel: jest.fn() } as unknown as Parameters<
    typeof lifecycles.mount
  >[0];

  async function hydrate(url: string) {
    mockFetch(themeRoutes());
    const result: ServerRenderResult = await renderAt(url);
    document.body.innerHTML =
      `<div id="${SLOT_IDS.header}"></div><main id="${SLOT_IDS.main}">${result.html}</main>` +
      `<script id="${MAIN_STATE_ELEMENT_ID}" type="application/json" data-remote="mf_catalogue">` +
      `${serialiseForScript(result.state)}</script>`;
    visit(url);
    const calls = mockFetch(themeRoutes());
    const errors = jest.spyOn(console, 'error');
    const serverRoot = document.querySelector(`#${SLOT_IDS.main} > [data-boundary="mf_catalogue"]`);
    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    return { result, calls, errors, serverRoot };
  }

  async function unmount() {
    await lifecycles.unmount(props);
    await waitFor(() => expect(document.getElementById(SLOT_IDS.main)!.innerHTML).toBe(''));
  }

  it.each([
    '/seminare/t/arbeitsrecht-1',
    '/seminare/t/arbeitsrecht-1/termine',
    '/seminare/t/arbeitsrecht-1/starterpaket',
    '/seminare/t/arbeitsrecht-1/erlebnis',
  ])('%s: the first client render equals the server HTML, with no mismatch and no fetch', async (url) => {
    const { result, calls, errors, serverRoot } = await hydrate(url);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(errors).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    expect(document.querySelector(`#${SLOT_IDS.main} > [data-boundary="mf_catalogue"]`)).toBe(serverRoot);
    const parsed = document.createElement('main');
    parsed.innerHTML = result.html;
    expect(document.getElementById(SLOT_IDS.main)!.innerHTML).toBe(parsed.innerHTML);
    await unmount();
  });

  it('/seminare/t/arbeitsrecht-1/inhouse: hydrates the server HTML without a fetch, then loads the form', async () => {
    const { result, calls, errors, serverRoot } = await hydrate('/seminare/t/arbeitsrecht-1/inhouse');
    // The server sends the page with "Einen Moment..." where the form goes; the browser fills it in.
    expect(result.html).toContain('Einen Moment...');
    expect(result.html).not.toContain('<form');
    await waitFor(() => expect(document.getElementById('inhouse-salutation')).not.toBeNull());
    expect(document.querySelector(`#${SLOT_IDS.main} > [data-boundary="mf_catalogue"]`)).toBe(serverRoot);
    expect(errors).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    await unmount();
  });
});
