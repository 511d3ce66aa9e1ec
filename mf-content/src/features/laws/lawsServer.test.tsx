import { MESSAGES, PAGE_META, PAGE_ROUTES } from '@amb/shared-contracts/core';
import { testPageGlobals } from '@amb/shared-contracts/testing';
import { apiError, mockFetch, outsideAct } from '@amb/remote-kit/testing';
import { expectHydration, renderAt } from '../../testing/serverRender';
import { LAW, LAW_ROUTES } from './lawFixtures';

describe('server render of the law page', () => {
  it('renders the law with its head, anchors and deep links, its data fetched once', async () => {
    const calls = mockFetch(LAW_ROUTES);
    const result = await renderAt('/gesetze/betrvg?utm_source=x');
    expect(result.status).toBe(200);
    expect(result.head).toEqual({
      title: 'Betriebsverfassungsgesetz (BetrVG)',
      description: expect.stringContaining('alle 3 Paragrafen'),
      canonical: `${testPageGlobals().mainDomain}/gesetze/betrvg`,
    });
    expect(result.html).toContain(`<h1 class="kit-page__heading">${LAW.title}</h1>`);
    expect(result.html).toContain('<article id="p87"');
    expect(result.html).toContain('href="#p87"');
    expect(result.html).toContain('href="/gesetze/betrvg#p87"');
    expect(result.html).toContain('href="/rechtsprechung/br/urteil/bag-1-abr-22-23"');
    expect(result.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; bleibt Text');
    expect(result.html).not.toContain('<script>');
    expect(calls.map((call) => call.path)).toEqual(['/api/content/laws/betrvg']);
  });

  it('links the citing pages to their own site from the works-council site', async () => {
    const { render } = await import('../../server');
    mockFetch(LAW_ROUTES);
    const result = await render({
      url: '/gesetze/betrvg',
      site: 'works-council',
      globals: testPageGlobals(),
      apiBaseUrl: 'http://api.test',
    });
    expect(result.html).toContain('href="/rechtsprechung/br/urteil/bag-1-abr-22-23"');
  });

  it('answers 404 with the not-found page for an unknown law', async () => {
    mockFetch({ '/api/content/laws/stgb': () => apiError(404, 'Dieses Gesetz gibt es nicht.') });
    const result = await renderAt('/gesetze/stgb');
    expect(result.status).toBe(404);
    expect(result.head.title).toBe(MESSAGES.pageNotFoundTitle);
    expect(result.html).toContain(`<h1 class="kit-page__heading">${MESSAGES.pageNotFoundTitle}</h1>`);
  });

  it.each([
    ['manage', PAGE_ROUTES.manage.path],
    ['manageLegislation', PAGE_ROUTES.manageLegislation.path],
  ] as const)(
    'renders %s as loading under its head, asking the api nothing (the data needs the session)',
    async (name, path) => {
      const calls = mockFetch({});
      const result = await renderAt(path);
      expect(result.status).toBe(200);
      expect(result.head).toEqual({
        title: PAGE_META[name].title,
        description: PAGE_META[name].description,
        canonical: `${testPageGlobals().mainDomain}${path}`,
      });
      expect(result.html).toContain(`<h1 class="kit-page__heading">${PAGE_META[name].title}</h1>`);
      expect(calls).toEqual([]);
    },
  );
});

describe('hydration of the law page', () => {
  outsideAct();

  it('hydrates from the server state, with no mismatch and no fetch', async () => {
    await expectHydration('/gesetze/betrvg', LAW_ROUTES);
  });
});

describe('hydration of the editors’ pages', () => {
  outsideAct();

  it.each([
    [PAGE_ROUTES.manage.path, ['/api/manage/content']],
    [
      `${PAGE_ROUTES.manageLegislation.path}?gesetz=betrvg&paragraf=87`,
      ['/api/content/laws/betrvg', '/api/manage/laws/betrvg/paragraphs/87'],
    ],
  ])('%s: the loading state hydrates with no mismatch, then the browser asks for the data', async (path, calls) => {
    await expectHydration(path, {}, calls);
  });
});
