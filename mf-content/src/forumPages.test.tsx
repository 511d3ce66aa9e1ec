import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES, MESSAGES } from '@amb/shared-contracts/core';
import { FORUM_MESSAGES } from '@amb/shared-contracts/content';
import { VALIDATION_MESSAGES } from '@amb/shared-contracts/schemas';
import { preloadPages } from '@amb/remote-kit';
import { apiError, json, mockFetch, renderInRemote, visit } from '@amb/remote-kit/testing';
import { PAGES } from './pages';
import { App } from './App';
import { REMOTE } from './remote';
import { makeStore } from './store';
import { THREAD, forumRoutes } from './features/forum/forumFixtures';

// The forum's pages are chunks of their own: loaded before the tests, as the lifecycles do before mounting.
beforeAll(() => preloadPages(PAGES));

function renderAt(path: string) {
  visit(path);
  renderInRemote(REMOTE, <App />, makeStore());
}

describe('forum thread page', () => {
  it('shows the posts with their sanitised HTML, the quote and a hidden post’s reason; a guest is asked to log in', async () => {
    mockFetch(forumRoutes('guest'));
    renderAt(THREAD.thread.url);
    expect(await screen.findByRole('heading', { level: 1, name: THREAD.thread.title })).toBeInTheDocument();
    expect(screen.getByText('Webinar').tagName).toBe('STRONG');
    expect(screen.getByText('Lena W. schrieb:')).toBeInTheDocument();
    expect(
      screen.getByText('Dieser Beitrag wurde von der Moderation ausgeblendet: Werbung ohne Bezug'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Melden Sie sich an' })).toHaveAttribute(
      'href',
      `/kundenportal/login?redirect=${encodeURIComponent(THREAD.thread.url)}`,
    );
    expect(screen.queryByRole('button', { name: 'Zitieren' })).not.toBeInTheDocument();
  });

  it('a member answers with a quote; the form checks the length first', async () => {
    const user = userEvent.setup();
    const calls = mockFetch({
      ...forumRoutes('member'),
      [`POST ${API_ROUTES.forumPost.path}`]: () => json({ post: {}, url: `${THREAD.thread.url}#beitrag-99` }, 201),
    });
    renderAt(THREAD.thread.url);
    const quoteButtons = await screen.findAllByRole('button', { name: 'Zitieren' });
    await user.click(quoteButtons[0]!);
    expect(screen.getByText(/Sie zitieren Lena W\./)).toBeInTheDocument();
    const field = screen.getByLabelText('Ihre Antwort');
    expect(field).toHaveFocus();
    await user.type(field, 'Kurz');
    await user.click(screen.getByRole('button', { name: 'Antwort veröffentlichen' }));
    expect(await screen.findByText(FORUM_MESSAGES.bodyRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.type(field, ' – der Arbeitgeber muss zahlen.');
    await user.click(screen.getByRole('button', { name: 'Antwort veröffentlichen' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.path === API_ROUTES.forumPost.path)).toBe(true),
    );
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      threadId: 7,
      body: 'Kurz – der Arbeitgeber muss zahlen.',
      quotedPostId: 70,
    });
    expect(await screen.findByText('Ihre Antwort ist veröffentlicht.')).toBeInTheDocument();
  });

  it('a member reports another’s post with a reason', async () => {
    const user = userEvent.setup();
    const thread = {
      ...THREAD,
      items: THREAD.items.map((post) => (post.id === 71 ? { ...post, mayReport: true } : post)),
    };
    const calls = mockFetch({
      ...forumRoutes('member', thread),
      'POST /api/forum/post/71/report': () => json({ message: FORUM_MESSAGES.reported }, 201),
    });
    renderAt(THREAD.thread.url);
    await user.click(await screen.findByRole('button', { name: 'Melden' }));
    await user.click(screen.getByRole('button', { name: 'Beitrag melden' }));
    expect(await screen.findByText(FORUM_MESSAGES.reportReason)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Werbung oder Spam' }));
    await user.click(screen.getByRole('button', { name: 'Beitrag melden' }));
    expect(await screen.findByText(FORUM_MESSAGES.reported)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/forum/post/71/report')!.body).toEqual({ reason: 'spam', note: '' });
  });

  it('the author changes the post within the window; the api’s refusal after it is shown', async () => {
    const user = userEvent.setup();
    const thread = {
      ...THREAD,
      items: THREAD.items.map((post) =>
        post.id === 71
          ? {
              ...post,
              mayEdit: true,
              body: 'Nein, nach § 37 Abs. 6 BetrVG nicht.',
              editableUntil: '2026-11-22T08:27:00.000Z',
            }
          : post,
      ),
    };
    mockFetch({
      ...forumRoutes('member', thread),
      'PUT /api/forum/post/71': () => apiError(409, FORUM_MESSAGES.editWindowOver, undefined, 'EDIT_WINDOW_CLOSED'),
    });
    renderAt(THREAD.thread.url);
    await user.click(await screen.findByRole('button', { name: 'Bearbeiten' }));
    expect(screen.getByText(/Änderungen sind bis 22\.11\.2026, 09:27 Uhr möglich/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Änderung speichern' }));
    expect(await screen.findByText(FORUM_MESSAGES.editWindowOver)).toBeInTheDocument();
  });

  it('a moderator hides a post with a reason and locks the thread', async () => {
    const user = userEvent.setup();
    const calls = mockFetch({
      ...forumRoutes('moderator'),
      'POST /api/forum/post/71/hide': () => json({ post: {} }),
      'POST /api/forum/thread/7/lock': () => json({ thread: {} }),
    });
    renderAt(THREAD.thread.url);
    const second = (await screen.findAllByRole('article'))[1]!;
    await user.click(within(second).getByRole('button', { name: 'Ausblenden' }));
    await user.click(within(second).getByRole('button', { name: 'Beitrag ausblenden' }));
    expect(await within(second).findByText(FORUM_MESSAGES.reasonRequired)).toBeInTheDocument();
    await user.type(within(second).getByLabelText(/Warum wird der Beitrag ausgeblendet/), 'Beleidigend');
    await user.click(within(second).getByRole('button', { name: 'Beitrag ausblenden' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/forum/post/71/hide')?.body).toEqual({ reason: 'Beleidigend' }),
    );
    expect(screen.getByRole('button', { name: 'Wieder einblenden' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Thema sperren' }));
    await user.type(screen.getByLabelText(/Warum wird das Thema gesperrt/), 'Beantwortet');
    await user.click(screen.getAllByRole('button', { name: 'Thema sperren' }).at(-1)!);
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/forum/thread/7/lock')?.body).toEqual({ reason: 'Beantwortet' }),
    );
  });

  it('an unknown thread is the not-found page', async () => {
    mockFetch(forumRoutes('guest'));
    renderAt('/forum/thema/gibt-es-nicht-999');
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.pageNotFoundTitle })).toBeInTheDocument();
  });
});

describe('new thread page', () => {
  it('checks the title with the SPEC message and opens the thread', async () => {
    const user = userEvent.setup();
    const calls = mockFetch({
      [API_ROUTES.forumPermission.path]: () =>
        json({ read: true, write: true, reply: true, moderate: false, reason: null, role: 'member' }),
      [`POST ${API_ROUTES.forumThread.path}`]: () => json({ thread: { ...THREAD.thread }, post: {} }, 201),
      [API_ROUTES.forumPosts.path]: () => json(THREAD),
    });
    renderAt('/forum/neues-thema');
    await user.click(await screen.findByRole('button', { name: 'Thema veröffentlichen' }));
    expect((await screen.findAllByText(VALIDATION_MESSAGES.title)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(FORUM_MESSAGES.category).length).toBeGreaterThan(0);
    await user.selectOptions(screen.getByLabelText('Kategorie'), 'br-praxis');
    await user.type(screen.getByLabelText('Titel'), 'Schulung für Ersatzmitglieder');
    await user.type(
      screen.getByLabelText('Ihre Frage oder Ihr Beitrag'),
      'Darf unser Ersatzmitglied zum Grundlagenseminar?',
    );
    await user.click(screen.getByRole('button', { name: 'Thema veröffentlichen' }));
    await waitFor(() => expect(window.location.pathname).toBe(THREAD.thread.url));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      category: 'br-praxis',
      title: 'Schulung für Ersatzmitglieder',
      body: 'Darf unser Ersatzmitglied zum Grundlagenseminar?',
    });
  });

  it('tells a member with an unconfirmed e-mail what is missing', async () => {
    mockFetch({
      [API_ROUTES.forumPermission.path]: () =>
        json({
          read: true,
          write: false,
          reply: false,
          moderate: false,
          reason: FORUM_MESSAGES.confirmToWrite,
          role: 'unconfirmed',
        }),
    });
    renderAt('/forum/neues-thema');
    expect(await screen.findByText(FORUM_MESSAGES.confirmToWrite)).toBeInTheDocument();
  });
});

describe('forum overview', () => {
  it('lists the threads with category, author and last activity; moderators get the way to the reports', async () => {
    mockFetch(forumRoutes('moderator'));
    renderAt('/forum');
    const thread = await screen.findByRole('link', { name: THREAD.thread.title });
    expect(thread).toHaveAttribute('href', THREAD.thread.url);
    expect(screen.getByText('von Lena W.')).toBeInTheDocument();
    expect(screen.getByText('2 Antworten')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Gemeldete Beiträge prüfen' })).toHaveAttribute(
      'href',
      '/forum/moderation',
    );
  });

  it('a guest sees no way to the reports', async () => {
    mockFetch(forumRoutes('guest'));
    renderAt('/forum/kategorie/br-praxis');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forum: BR-Praxis' })).toBeInTheDocument();
    await screen.findByRole('link', { name: THREAD.thread.title });
    expect(screen.queryByRole('link', { name: 'Gemeldete Beiträge prüfen' })).not.toBeInTheDocument();
  });
});
