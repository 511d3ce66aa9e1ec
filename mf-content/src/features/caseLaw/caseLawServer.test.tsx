import { MESSAGES, PAGE_META } from '@amb/shared-contracts/core';
import { testPageGlobals } from '@amb/shared-contracts/testing';
import { json, mockFetch, outsideAct } from '@amb/remote-kit/testing';
import { render } from '../../server';
import { expectHydration, renderAt } from '../../testing/serverRender';
import { CASE_LAW_ROUTES, JUDGMENT } from './caseLawFixtures';

const origin = testPageGlobals().mainDomain;

describe('server render of the case law', () => {
  it('renders a judgment with its data, fetched once, and its head', async () => {
    const calls = mockFetch(CASE_LAW_ROUTES);
    const result = await renderAt('/rechtsprechung/br/urteil/bag-1-abr-16-23?utm_source=x');
    expect(result.status).toBe(200);
    expect(result.head).toEqual({
      title: 'BAG, Beschluss vom 08.10.2024 – 1 ABR 16/23',
      description: JUDGMENT.guidingPrinciple,
      canonical: `${origin}${JUDGMENT.url}`,
    });
    expect(result.html).toContain('<h1 class="kit-page__heading">BAG, Beschluss vom 08.10.2024 – 1 ABR 16/23</h1>');
    expect(result.html).toContain('<time dateTime="2024-10-08">08.10.2024</time>');
    expect(result.html).toContain('href="/gesetze/betrvg#p87"');
    expect(result.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; bleibt Text');
    expect(result.html).not.toContain('<script>');
    expect(calls.map((call) => call.path)).toEqual(['/api/case-law/br/bag-1-abr-16-23']);
  });

  it('keeps the law and case-law links on the works-council site’s own host', async () => {
    mockFetch(CASE_LAW_ROUTES);
    const result = await render({
      url: '/rechtsprechung/br/urteil/bag-1-abr-16-23',
      site: 'works-council',
      globals: testPageGlobals(),
      apiBaseUrl: 'http://api.test',
    });
    expect(result.status).toBe(200);
    expect(result.html).toContain('href="/gesetze/betrvg#p87"');
    expect(result.html).toContain('href="/rechtsprechung/br/urteil/lag-hamm-13-tabv-62-22"');
  });

  it.each([
    ['/rechtsprechung', 'Rechtsprechung', '/rechtsprechung'],
    ['/rechtsprechung/br', 'Rechtsprechung für Betriebsräte', '/rechtsprechung/br'],
    ['/rechtsprechung/kuendigung', 'Rechtsprechung: Kündigung', '/rechtsprechung/kuendigung'],
    [
      '/rechtsprechung/br/technische-ueberwachung?seite=2',
      'Rechtsprechung für Betriebsräte: Technische Überwachung',
      '/rechtsprechung/br/technische-ueberwachung',
    ],
  ])('renders the list %s with its head', async (path, title, canonical) => {
    mockFetch(CASE_LAW_ROUTES);
    const result = await renderAt(path);
    expect(result.status).toBe(200);
    expect(result.head).toEqual({ title, description: expect.any(String), canonical: `${origin}${canonical}` });
    expect(result.html).toContain(`<h1 class="kit-page__heading">${title}</h1>`);
    expect(result.html).toContain('BAG, ');
  });

  it.each([
    '/rechtsprechung/br/urteil/gibt-es-nicht',
    '/rechtsprechung/gibt-es-nicht',
    '/rechtsprechung/sbv/arbeitszeit',
  ])('%s: 404 with the not-found page', async (path) => {
    mockFetch(CASE_LAW_ROUTES);
    const result = await renderAt(path);
    expect(result.status).toBe(404);
    expect(result.head.title).toBe(MESSAGES.pageNotFoundTitle);
    expect(result.html).toContain(`<h1 class="kit-page__heading">${MESSAGES.pageNotFoundTitle}</h1>`);
  });

  it('renders the error state with status 200 when the api fails', async () => {
    mockFetch({
      '/api/case-law/br/bag-1-abr-16-23': () => json({ error: { code: 'UPSTREAM_UNAVAILABLE', message: 'weg' } }, 502),
    });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await renderAt('/rechtsprechung/br/urteil/bag-1-abr-16-23');
    expect(result.status).toBe(200);
    expect(result.head).toEqual(PAGE_META.judgement);
    expect(result.html).toContain('Die Entscheidung konnte gerade nicht geladen werden.');
    errors.mockRestore();
  });

  it('renders the PDF analysis with its head and no data', async () => {
    const calls = mockFetch({});
    const result = await renderAt('/manage/pdf-analysis');
    expect(result.status).toBe(200);
    expect(result.head.title).toBe(PAGE_META.managePdfAnalysis.title);
    expect(result.html).toContain('Urteil als PDF');
    expect(calls).toEqual([]);
  });
});

describe('hydration of the case-law pages', () => {
  outsideAct();

  it.each([
    '/rechtsprechung/br/urteil/bag-1-abr-16-23',
    '/rechtsprechung',
    '/rechtsprechung/sbv',
    '/rechtsprechung/br/technische-ueberwachung',
  ])('%s: hydrates from the server state, with no mismatch and no fetch', async (path) => {
    await expectHydration(path, CASE_LAW_ROUTES);
  });
});
