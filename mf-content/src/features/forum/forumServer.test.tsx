import { API_ROUTES } from '@amb/shared-contracts/core';
import { testPageGlobals } from '@amb/shared-contracts/testing';
import { json, mockFetch, outsideAct } from '@amb/remote-kit/testing';
import { expectHydration, renderAt } from '../../testing/serverRender';
import { THREAD, THREADS, forumRoutes } from './forumFixtures';

const origin = testPageGlobals().mainDomain;

describe('forum pages on the server', () => {
  it('renders a thread with its canonical address and the DiscussionForumPosting of its posts', async () => {
    mockFetch(forumRoutes('guest'));
    const result = await renderAt(THREAD.thread.url);
    expect(result.status).toBe(200);
    expect(result.head.title).toBe(THREAD.thread.title);
    expect(result.head.canonical).toBe(`${origin}${THREAD.thread.url}`);
    const [ld] = result.head.jsonLd as Array<Record<string, unknown>>;
    expect(ld).toEqual(
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'DiscussionForumPosting',
        headline: THREAD.thread.title,
        text: 'Muss ich ein Webinar machen?',
        datePublished: THREAD.items[0]!.createdAt,
        author: { '@type': 'Person', name: 'Lena W.' },
        url: `${origin}${THREAD.thread.url}`,
        interactionStatistic: expect.objectContaining({ userInteractionCount: 2 }),
      }),
    );
    // The hidden answer is not given to search engines.
    expect((ld!.comment as unknown[]).length).toBe(1);
    expect(result.html).toContain('<strong>Webinar</strong>');
    expect(result.html).toContain('id="beitrag-71"');
  });

  it('sends a thread reached under an old slug to its own address (301), an unknown one is a 404', async () => {
    mockFetch(forumRoutes('guest'));
    const moved = await renderAt('/forum/thema/alter-titel-7');
    expect(moved.redirect).toBe(THREAD.thread.url);
    expect(moved.redirectStatus).toBe(301);
    expect((await renderAt('/forum/thema/gibt-es-nicht-999')).status).toBe(404);
    expect((await renderAt('/forum/kategorie/kochen')).status).toBe(404);
  });

  it('renders the overview with the latest threads', async () => {
    mockFetch({ [API_ROUTES.forumThreads.path]: () => json(THREADS) });
    const result = await renderAt('/forum');
    expect(result.status).toBe(200);
    expect(result.head.canonical).toBe(`${origin}/forum`);
    expect(result.html).toContain(THREAD.thread.title);
    expect((await renderAt('/forum?seite=2')).status).toBe(404);
  });

  describe('hydration', () => {
    outsideAct();
    it('a thread hydrates from the server state; only the reader’s permission is asked in the browser', async () => {
      await expectHydration(THREAD.thread.url, forumRoutes('guest'), [API_ROUTES.forumPermission.path]);
    });
    it('the chatbot hydrates without a call', async () => {
      await expectHydration('/chatbot', {});
    });
  });
});
