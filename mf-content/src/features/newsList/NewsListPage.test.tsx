import { screen, within } from '@testing-library/react';
import type { ContentSummary } from '@amb/shared-contracts/core';
import type { NewsListResponse } from '@amb/shared-contracts/content';
import { testPageGlobals } from '@amb/shared-contracts/testing';
import { json, mockFetch, outsideAct, renderInRemote, visit, type MockRoute } from '@amb/remote-kit/testing';
import { MESSAGES } from '@amb/shared-contracts/core';
import { App } from '../../App';
import { REMOTE } from '../../remote';
import { render } from '../../server';
import { makeStore } from '../../store';
import { expectHydration } from '../../testing/serverRender';

const news = (id: number): ContentSummary => ({
  id,
  kind: 'news',
  slug: `meldung-${id}`,
  title: `Meldung ${id} <b>fett</b>`,
  teaser: `Worum es in Meldung ${id} geht.`,
  author: 'Redaktion',
  publishedOn: `2026-0${Math.min(9, id)}-15`,
  url: `/news/meldung-${id}`,
  readingMinutes: 2,
});

/** 23 news: three pages of ten. */
const ROUTES: Record<string, MockRoute> = {
  '/api/news-list': (call) => {
    const page = Number(call.query.page);
    const all = Array.from({ length: 23 }, (_, index) => news(23 - index));
    return json({
      items: all.slice((page - 1) * 10, page * 10),
      page,
      pageSize: 10,
      total: 23,
      totalPages: 3,
    } satisfies NewsListResponse);
  },
};

const renderOn = (url: string, site: 'main' | 'works-council' = 'works-council') =>
  render({ url, site, globals: testPageGlobals(), apiBaseUrl: 'http://api.test' });

describe('/news on the works-council site', () => {
  it('renders a page of news on the server, linked on this host, with pager and head', async () => {
    const calls = mockFetch(ROUTES);
    const result = await renderOn('/news?seite=2&utm_source=x');
    expect(result.status).toBe(200);
    expect(result.head).toEqual({
      title: 'News für Betriebsräte – Seite 2',
      description: expect.stringContaining('Aktuelle Meldungen') as string,
      canonical: `${testPageGlobals().mainDomain}/news?seite=2`,
    });
    expect(result.html).toContain('<h1 class="kit-page__heading">News für Betriebsräte</h1>');
    expect(result.html).toContain('<a href="/news/meldung-13"');
    expect(result.html).toContain('Meldung 13 &lt;b&gt;fett&lt;/b&gt;');
    expect(result.html).toContain('Seite 2 von 3');
    expect(result.html).toContain('href="/news" rel="prev"');
    expect(result.html).toContain('href="/news?seite=3" rel="next"');
    expect(calls.map((call) => [call.path, call.query])).toEqual([['/api/news-list', { page: '2' }]]);
  });

  it('answers 404 with the not-found page for a page past the last', async () => {
    mockFetch(ROUTES);
    const result = await renderOn('/news?seite=4');
    expect(result.status).toBe(404);
    expect(result.html).toContain(MESSAGES.pageNotFoundText);
  });

  it('shows the news in the browser too, the first page by default', async () => {
    mockFetch(ROUTES);
    visit('/news');
    renderInRemote(REMOTE, <App />, makeStore());
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getByRole('link', { name: 'Meldung 23 <b>fett</b>' })).toHaveAttribute(
      'href',
      '/news/meldung-23',
    );
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('15.09.2026 · 2 Min. Lesezeit');
    expect(screen.queryByRole('link', { name: 'Neuere News' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ältere News' })).toHaveAttribute('href', '/news?seite=2');
  });

  it('says so when the news cannot be loaded', async () => {
    mockFetch({});
    visit('/news');
    renderInRemote(REMOTE, <App />, makeStore());
    expect(await screen.findByText(/Die News konnten gerade nicht geladen werden/)).toBeInTheDocument();
  });
});

describe('/news hydration', () => {
  outsideAct();
  it('hydrates from the server state, with no mismatch and no fetch', async () => {
    await expectHydration('/news?seite=3', ROUTES);
  });
});
