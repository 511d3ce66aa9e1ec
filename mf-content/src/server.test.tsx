import { MESSAGES, PAGE_META, PAGE_ROUTES } from '@amb/shared-contracts/core';
import { testPageGlobals } from '@amb/shared-contracts/testing';
import { json, mockFetch, outsideAct } from '@amb/remote-kit/testing';
import { ARTICLE, CONTENT_ROUTES, NEWS } from './features/content/contentFixtures';
import { PAGES } from './pages';
import { render } from './server';
import { expectHydration, renderAt } from './testing/serverRender';
import { PATH_WITHOUT_PAGE } from './testing/expectedPages';

describe('server render', () => {
  it('renders /datenschutz with its head, without asking the api', async () => {
    const calls = mockFetch({});
    const result = await renderAt(`${PAGE_ROUTES.privacy.path}?utm_source=x`);
    expect(result.status).toBe(200);
    expect(result.head).toEqual({
      title: PAGE_META.privacy.title,
      description: PAGE_META.privacy.description,
      canonical: `${testPageGlobals().mainDomain}${PAGE_ROUTES.privacy.path}`,
    });
    expect(result.html).toMatch(/^<div data-boundary="mf_content"/);
    expect(result.html).toContain(`<h1 class="kit-page__heading">${PAGE_META.privacy.title}</h1>`);
    expect(result.html).toContain('<h2 id="cookies-titel">Cookies</h2>');
    expect(calls).toEqual([]);
    // The privacy settings hydrate at once; the legal pages a visitor only reads at the first sign of use.
    expect(result.hydrateOn).toBeUndefined();
    expect((await renderAt(PAGE_ROUTES.imprint.path)).hydrateOn).toBe('interaction');
  });

  it('renders /schulungsanspruch with its head, without asking the api', async () => {
    const calls = mockFetch({});
    const result = await renderAt(PAGE_ROUTES.trainingEntitlement.path);
    expect(result.status).toBe(200);
    expect(result.head).toEqual({
      title: PAGE_META.trainingEntitlement.title,
      description: PAGE_META.trainingEntitlement.description,
      canonical: `${testPageGlobals().mainDomain}${PAGE_ROUTES.trainingEntitlement.path}`,
    });
    expect(result.html).toContain(`<h1 class="kit-page__heading">${PAGE_META.trainingEntitlement.title}</h1>`);
    expect(result.html).toContain('href="/seminare/r/jav"');
    expect(calls).toEqual([]);
  });

  it('renders /agb with its head, without asking the api', async () => {
    const calls = mockFetch({});
    const result = await renderAt(PAGE_ROUTES.terms.path);
    expect(result.status).toBe(200);
    expect(result.head).toEqual({
      title: PAGE_META.terms.title,
      description: PAGE_META.terms.description,
      canonical: `${testPageGlobals().mainDomain}${PAGE_ROUTES.terms.path}`,
    });
    expect(result.html).toContain(`<h1 class="kit-page__heading">${PAGE_META.terms.title}</h1>`);
    expect(result.html).toContain('<h2 id="stornierung-titel">6. Stornierung und Ersatzteilnehmer</h2>');
    expect(calls).toEqual([]);
  });

  it('answers 404 with the not-found page for an owned path without a page', async () => {
    const calls = mockFetch({});
    const result = await renderAt(PATH_WITHOUT_PAGE);
    expect(result.status).toBe(404);
    expect(result.head.title).toBe(MESSAGES.pageNotFoundTitle);
    expect(result.html).toContain(`<h1 class="kit-page__heading">${MESSAGES.pageNotFoundTitle}</h1>`);
    expect(calls).toEqual([]);
  });

  it('answers 404 for a path of this remote that is no route', async () => {
    mockFetch({});
    const result = await renderAt('/forum/gibt-es-nicht');
    expect(result.status).toBe(404);
    expect(result.html).toContain(MESSAGES.pageNotFoundText);
  });
});

describe('server render of the content items', () => {
  it('renders an article with its data, fetched once, and its head with Article JSON-LD', async () => {
    const calls = mockFetch(CONTENT_ROUTES);
    const result = await renderAt('/fachartikel/anhoerung-kuendigung?utm_source=x');
    expect(result.status).toBe(200);
    const canonical = `${testPageGlobals().mainDomain}${ARTICLE.url}`;
    expect(result.head).toEqual({
      title: ARTICLE.title,
      description: ARTICLE.teaser,
      canonical,
      jsonLd: [
        expect.objectContaining({
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: ARTICLE.title,
          datePublished: '2024-11-20',
          author: { '@type': 'Person', name: 'Dr. Jana Albrecht' },
          mainEntityOfPage: canonical,
        }),
      ],
    });
    expect(result.html).toContain(`<h1 class="kit-page__heading">${ARTICLE.title}</h1>`);
    expect(result.html).toContain('<time dateTime="2024-11-20">20.11.2024</time>');
    expect(result.html).toContain('<h2>Die Fristen</h2>');
    expect(result.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; bleibt Text');
    expect(result.html).not.toContain('<script>');
    expect(calls.map((call) => call.path)).toEqual([
      '/api/content/article/anhoerung-kuendigung',
      '/recommendations/news',
      '/recommendations/videos',
    ]);
    // Related news and videos are in the HTML before any script runs.
    expect(result.html).toContain('<h2 id="cnt-news">Aktuelle News zum Thema</h2>');
    expect(result.html).toContain('href="/news/lag-anhoerung-frist"');
    expect(result.html).toContain('<h2 id="cnt-videos">Videos zum Thema</h2>');
  });

  it('links the related seminars to the seminar site on the works-council site, the content on its own', async () => {
    mockFetch(CONTENT_ROUTES);
    const globals = testPageGlobals();
    const result = await render({
      url: '/fachartikel/anhoerung-kuendigung',
      site: 'works-council',
      globals,
      apiBaseUrl: 'http://api.test',
    });
    expect(result.html).toContain(`href="${globals.mainDomain}/seminare/t/kuendigung"`);
    expect(result.html).toContain('href="/news/bag-urteil"');
    const main = await renderAt('/fachartikel/anhoerung-kuendigung');
    expect(main.html).toContain('href="/seminare/t/kuendigung"');
  });

  it('renders a news item at its address with the id as NewsArticle, canonical without the id', async () => {
    mockFetch(CONTENT_ROUTES);
    const result = await renderAt('/news/bag-urteil/9');
    expect(result.status).toBe(200);
    expect(result.head.canonical).toBe(`${testPageGlobals().mainDomain}/news/bag-urteil`);
    expect(result.head.jsonLd).toEqual([expect.objectContaining({ '@type': 'NewsArticle', headline: NEWS.title })]);
  });

  it.each(['/fachartikel/gibt-es-nicht', '/news/bag-urteil/10', '/br-magazin-interview/bag-urteil'])(
    '%s: 404 with the not-found page',
    async (path) => {
      mockFetch(CONTENT_ROUTES);
      const result = await renderAt(path);
      expect(result.status).toBe(404);
      expect(result.head.title).toBe(MESSAGES.pageNotFoundTitle);
      expect(result.html).toContain(`<h1 class="kit-page__heading">${MESSAGES.pageNotFoundTitle}</h1>`);
    },
  );

  it('renders the error state with status 200 when the api fails; the log says which call', async () => {
    mockFetch({
      '/api/content/article/anhoerung-kuendigung': () =>
        json({ error: { code: 'UPSTREAM_UNAVAILABLE', message: 'weg' } }, 502),
    });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await renderAt('/fachartikel/anhoerung-kuendigung');
    expect(result.status).toBe(200);
    expect(result.head).toEqual({ title: PAGE_META.article.title, description: PAGE_META.article.description });
    expect(result.html).toContain('Der Beitrag konnte gerade nicht geladen werden.');
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });
});

/** The pages without data: every pattern of them hydrates without asking the api. */
const STATIC_PATTERNS = PAGES.filter((page) => !page.prefetch && !page.server && !page.browserData).flatMap(
  (page) => page.patterns,
);

describe('hydration of the server HTML', () => {
  outsideAct();

  it.each(STATIC_PATTERNS)(
    '%s: the first client render equals the server HTML, with no mismatch and no fetch',
    async (path) => {
      await expectHydration(path);
    },
  );

  it.each(['/fachartikel/anhoerung-kuendigung', '/fachartikel/anhoerung-kuendigung/7', '/news/bag-urteil'])(
    '%s: hydrates from the server state, with no mismatch and no fetch',
    async (path) => {
      await expectHydration(path, CONTENT_ROUTES);
    },
  );
});
