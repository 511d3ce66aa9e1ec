import { MESSAGES, PAGE_META } from '@amb/shared-contracts/core';
import { TOPIC_TEXTS } from '@amb/shared-contracts/content';
import { testPageGlobals } from '@amb/shared-contracts/testing';
import { json, mockFetch, outsideAct } from '@amb/remote-kit/testing';
import { expectHydration, renderAt } from '../../testing/serverRender';
import { TOPIC, TOPIC_ROUTES } from './topicFixtures';

describe('server render of a topic page', () => {
  it('renders the topic, its first articles and the "load more" link to the next page, fetched once each', async () => {
    const calls = mockFetch(TOPIC_ROUTES);
    const result = await renderAt('/themen/arbeitszeit');
    expect(result.status).toBe(200);
    expect(result.head).toEqual({
      title: 'Arbeitszeit',
      description: TOPIC.description,
      canonical: `${testPageGlobals().mainDomain}/themen/arbeitszeit`,
    });
    expect(result.html).toContain('<h1 class="kit-page__heading">Arbeitszeit</h1>');
    expect(result.html).toContain('href="/fachartikel/beitrag-9"');
    expect(result.html).toMatch(
      new RegExp(`<a href="/themen/arbeitszeit\\?cursor=c1" class="kit-button[^"]*">${TOPIC_TEXTS.loadMore}</a>`),
    );
    expect(result.html).toContain('href="/seminare/t/arbeitszeit"');
    expect(calls.map((call) => `${call.path}${call.query.cursor ?? ''}`)).toEqual([
      '/api/topics/arbeitszeit',
      '/tag/arbeitszeit/load-articles',
    ]);
  });

  it('renders the page a cursor names (without scripts, the link leads there), its own canonical', async () => {
    mockFetch(TOPIC_ROUTES);
    const result = await renderAt('/themen/arbeitszeit?cursor=c1');
    expect(result.status).toBe(200);
    expect(result.head.canonical).toBe(`${testPageGlobals().mainDomain}/themen/arbeitszeit?cursor=c1`);
    expect(result.html).toContain('href="/fachartikel/beitrag-7"');
    expect(result.html).not.toContain('href="/fachartikel/beitrag-9"');
    expect(result.html).toContain('href="/themen/arbeitszeit?cursor=c2"');
  });

  it('links the seminars to the seminar site on the works-council site, the articles on its own', async () => {
    const { render } = await import('../../server');
    mockFetch(TOPIC_ROUTES);
    const globals = testPageGlobals();
    const result = await render({ url: '/themen/arbeitszeit', site: 'works-council', globals, apiBaseUrl: 'http://x' });
    expect(result.html).toContain(`href="${globals.mainDomain}/seminare/t/arbeitszeit"`);
    expect(result.html).toContain('href="/fachartikel/beitrag-9"');
  });

  it.each(['/themen/gibt-es-nicht', '/themen/arbeitszeit?cursor=kaputt'])(
    '%s: 404 with the not-found page',
    async (path) => {
      mockFetch(TOPIC_ROUTES);
      const result = await renderAt(path);
      expect(result.status).toBe(404);
      expect(result.head.title).toBe(MESSAGES.pageNotFoundTitle);
      expect(result.html).toContain(`<h1 class="kit-page__heading">${MESSAGES.pageNotFoundTitle}</h1>`);
    },
  );

  it('renders the error state with status 200 when the api fails', async () => {
    mockFetch({
      ...TOPIC_ROUTES,
      '/api/topics/arbeitszeit': () => json({ error: { code: 'UPSTREAM_UNAVAILABLE', message: 'x' } }, 502),
    });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await renderAt('/themen/arbeitszeit');
    expect(result.status).toBe(200);
    expect(result.head).toEqual(PAGE_META.topic);
    expect(result.html).toContain('Das Thema konnte gerade nicht geladen werden.');
    errors.mockRestore();
  });
});

describe('hydration of a topic page', () => {
  outsideAct();

  it.each(['/themen/arbeitszeit', '/themen/arbeitszeit?cursor=c2'])(
    '%s: hydrates from the server state, with no mismatch and no fetch',
    async (path) => {
      await expectHydration(path, TOPIC_ROUTES);
    },
  );
});
