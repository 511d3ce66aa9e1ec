import { MESSAGES, PAGE_META } from '@amb/shared-contracts/core';
import { testPageGlobals } from '@amb/shared-contracts/testing';
import { json, mockFetch, outsideAct } from '@amb/remote-kit/testing';
import { ELECTION_NEWS_ROUTES } from './features/electionNews/electionNewsFixtures';
import { JOB, JOB_ROUTES } from './features/jobs/jobsFixtures';
import { LEXICON_ROUTES, SBV_ENTRY } from './features/lexicon/lexiconFixtures';
import { render } from './server';
import { expectHydration, renderAt } from './testing/serverRender';

const origin = testPageGlobals().mainDomain;

describe('server render of the lexicon pages', () => {
  it('renders an audience’s A–Z with its head, fetched once', async () => {
    const calls = mockFetch(LEXICON_ROUTES);
    const result = await renderAt('/betriebsratslexikon/sbv?utm_source=x');
    expect(result.status).toBe(200);
    expect(result.head).toEqual({
      title: 'SBV-Lexikon',
      description: expect.stringContaining('Schwerbehindertenvertretung'),
      canonical: `${origin}/betriebsratslexikon/sbv`,
    });
    expect(result.html).toContain('<h2 id="buchstabe-s">S</h2>');
    expect(result.html).toContain('href="/betriebsratslexikon/sbv/schwerbehindertenvertretung"');
    expect(calls.map((call) => call.path)).toEqual(['/api/lexicon/sbv']);
  });

  it('renders an entry with its head, DefinedTerm JSON-LD and the law links', async () => {
    mockFetch(LEXICON_ROUTES);
    const result = await renderAt(SBV_ENTRY.url);
    expect(result.status).toBe(200);
    expect(result.head).toMatchObject({
      title: 'Schwerbehindertenvertretung – SBV-Lexikon',
      description: expect.stringMatching(/^In Betrieben, in denen wenigstens fünf/),
      canonical: `${origin}${SBV_ENTRY.url}`,
      jsonLd: [expect.objectContaining({ '@type': 'DefinedTerm', name: SBV_ENTRY.title })],
    });
    expect(result.html).toContain('href="/gesetze/sgb-ix#p177"');
    expect(result.html).toContain('&lt;b&gt;Fett&lt;/b&gt; bleibt Text');
  });

  it('links the seminars to the seminar site on the works-council site, the law on its own', async () => {
    mockFetch(LEXICON_ROUTES);
    const globals = testPageGlobals();
    const result = await render({ url: SBV_ENTRY.url, site: 'works-council', globals, apiBaseUrl: 'http://api.test' });
    expect(result.html).toContain(`href="${globals.mainDomain}/seminare/t/sbv-kompakt"`);
    expect(result.html).toContain('href="/gesetze/sgb-ix#p177"');
  });

  it.each(['/betriebsratslexikon/xyz', '/betriebsratslexikon/sbv/gibt-es-nicht', '/betriebsratslexikon/xyz/abc'])(
    '%s: 404 with the not-found page',
    async (path) => {
      mockFetch(LEXICON_ROUTES);
      const result = await renderAt(path);
      expect(result.status).toBe(404);
      expect(result.head.title).toBe(MESSAGES.pageNotFoundTitle);
      expect(result.html).toContain(`<h1 class="kit-page__heading">${MESSAGES.pageNotFoundTitle}</h1>`);
    },
  );
});

describe('server render of the election news pages', () => {
  it('renders the archive with months as headings', async () => {
    mockFetch(ELECTION_NEWS_ROUTES);
    const result = await renderAt('/wahlseiten-news/archiv/');
    expect(result.status).toBe(200);
    expect(result.head).toEqual({
      title: PAGE_META.electionNewsArchive.title,
      description: PAGE_META.electionNewsArchive.description,
      canonical: `${origin}/wahlseiten-news/archiv/`,
    });
    expect(result.html).toContain('<h3 id="eln-2026-05">Mai 2026</h3>');
  });

  it('renders a category; an unknown one is 404', async () => {
    mockFetch(ELECTION_NEWS_ROUTES);
    const result = await renderAt('/wahlseiten-news/kategorie/fristen');
    expect(result.status).toBe(200);
    expect(result.head).toMatchObject({
      title: 'Wahl-News: Fristen und Termine',
      canonical: `${origin}/wahlseiten-news/kategorie/fristen`,
    });
    expect((await renderAt('/wahlseiten-news/kategorie/gibt-es-nicht')).status).toBe(404);
  });
});

describe('server render of the job page', () => {
  it('renders the posting with JobPosting JSON-LD in its head', async () => {
    mockFetch(JOB_ROUTES);
    const result = await renderAt(JOB.url);
    expect(result.status).toBe(200);
    expect(result.head).toMatchObject({
      title: JOB.title,
      canonical: `${origin}${JOB.url}`,
      jsonLd: [expect.objectContaining({ '@type': 'JobPosting', title: JOB.title, datePosted: '2026-10-01' })],
    });
  });

  it.each(['/jobs-karriere/offene-stellen/falscher-slug/101', '/jobs-karriere/offene-stellen/x/999'])(
    '%s: 404',
    async (path) => {
      mockFetch(JOB_ROUTES);
      expect((await renderAt(path)).status).toBe(404);
    },
  );

  it('renders the error state with status 200 when the api fails', async () => {
    mockFetch({ '/api/jobs/101': () => json({ error: { code: 'UPSTREAM_UNAVAILABLE', message: 'weg' } }, 502) });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await renderAt(JOB.url);
    expect(result.status).toBe(200);
    expect(result.html).toContain('Die Stelle konnte gerade nicht geladen werden.');
    errors.mockRestore();
  });
});

describe('hydration of the server HTML', () => {
  outsideAct();

  it.each([
    ['/betriebsratslexikon/sbv', LEXICON_ROUTES],
    [SBV_ENTRY.url, LEXICON_ROUTES],
    ['/wahlseiten-news/archiv/', ELECTION_NEWS_ROUTES],
    ['/wahlseiten-news/kategorie/fristen', ELECTION_NEWS_ROUTES],
    [JOB.url, JOB_ROUTES],
    ['/service/amb-app/download', {}],
  ])('%s: hydrates from the server state, with no mismatch and no fetch', async (path, routes) => {
    await expectHydration(path, routes);
  });
});
