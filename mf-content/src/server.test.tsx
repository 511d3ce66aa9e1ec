import { MESSAGES, PAGE_META, PAGE_ROUTES } from '@amb/shared-contracts/core';
import { testPageGlobals } from '@amb/shared-contracts/testing';
import { mockFetch, outsideAct } from '@amb/remote-kit/testing';
import { PAGES } from './pages';
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

  it('answers 404 for a pending route of this remote', async () => {
    mockFetch({});
    const result = await renderAt(PAGE_ROUTES.forum.path);
    expect(result.status).toBe(404);
    expect(result.html).toContain(MESSAGES.pageNotFoundText);
  });
});

describe('hydration of the server HTML', () => {
  outsideAct();

  it.each(PAGES.flatMap((page) => page.patterns))(
    '%s: the first client render equals the server HTML, with no mismatch and no fetch',
    async (path) => {
      await expectHydration(path);
    },
  );
});
