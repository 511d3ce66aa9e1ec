import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { API_ROUTES } from '@amb/shared-contracts/core';
import { BOOKMARK_TEXTS } from '@amb/shared-contracts/content';
import { embedPageGlobals, removePageGlobals, TEST_PAGE_USER } from '@amb/shared-contracts/testing';
import { RemoteRoot } from '@amb/remote-kit';
import { json, mockFetch, renderInRemote, visit } from '@amb/remote-kit/testing';
import { REMOTE } from '../remote';
import { makeStore } from '../store';
import { BookmarkButton, bookmarkBrowser } from './BookmarkButton';

const embedLoggedIn = (loggedIn: boolean) => embedPageGlobals({ user: loggedIn ? TEST_PAGE_USER : null });

const KEPT = {
  kind: 'news',
  key: 'andere-news',
  title: 'Andere',
  path: '/news/andere-news',
  createdAt: '2026-01-05T09:00:00.000Z',
};
const bookmarks = (items: object[]) => ({ [API_ROUTES.wishlistGetBookmarks.path]: () => json({ items }) });
const written = (bookmarked: boolean) => () =>
  json({ kind: 'article', key: 'anhoerung-kuendigung', bookmarked, count: bookmarked ? 2 : 1 }, bookmarked ? 201 : 200);

const button = () => <BookmarkButton kind="article" itemKey="anhoerung-kuendigung" />;

beforeEach(() => visit('/fachartikel/anhoerung-kuendigung?utm_source=x'));
afterEach(() => removePageGlobals());

describe('BookmarkButton', () => {
  it('logged out: a link to the login that leads back here, and no call', async () => {
    embedLoggedIn(false);
    const calls = mockFetch({});
    renderInRemote(REMOTE, button(), makeStore());
    const link = screen.getByRole('link', { name: BOOKMARK_TEXTS.add });
    expect(link).toHaveAttribute(
      'href',
      `/kundenportal/login?redirect=${encodeURIComponent('/fachartikel/anhoerung-kuendigung?utm_source=x')}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
  });

  it('logged in: "Merken" (not pressed), a click keeps it ("Gemerkt", pressed), another lets it go', async () => {
    embedLoggedIn(true);
    const calls = mockFetch({
      ...bookmarks([KEPT]),
      [`POST ${API_ROUTES.wishlistAddBookmark.path}`]: written(true),
      [`POST ${API_ROUTES.wishlistDeleteBookmark.path}`]: written(false),
    });
    renderInRemote(REMOTE, button(), makeStore());
    const toggle = await screen.findByRole('button', { name: BOOKMARK_TEXTS.add });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    expect(toggle).toHaveTextContent(BOOKMARK_TEXTS.added);
    expect(screen.getByRole('status')).toHaveTextContent(BOOKMARK_TEXTS.addedStatus);
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
    expect(toggle).toHaveTextContent(BOOKMARK_TEXTS.add);
    expect(screen.getByRole('status')).toHaveTextContent(BOOKMARK_TEXTS.removedStatus);
    const writes = calls.filter((c) => c.method === 'POST');
    expect(writes.map((c) => [c.path, c.body])).toEqual([
      [API_ROUTES.wishlistAddBookmark.path, { kind: 'article', key: 'anhoerung-kuendigung' }],
      [API_ROUTES.wishlistDeleteBookmark.path, { kind: 'article', key: 'anhoerung-kuendigung' }],
    ]);
    expect(calls.filter((c) => c.path === API_ROUTES.wishlistGetBookmarks.path)).toHaveLength(1);
  });

  it('shows a kept page pressed', async () => {
    embedLoggedIn(true);
    mockFetch(bookmarks([{ ...KEPT, kind: 'article', key: 'anhoerung-kuendigung' }]));
    renderInRemote(REMOTE, button(), makeStore());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: BOOKMARK_TEXTS.added })).toHaveAttribute('aria-pressed', 'true'),
    );
  });

  it('an ended session leads to the login and back; another failure says so', async () => {
    embedLoggedIn(true);
    const assign = jest.spyOn(bookmarkBrowser, 'assign').mockImplementation(() => undefined);
    let status = 401;
    mockFetch({
      ...bookmarks([]),
      [`POST ${API_ROUTES.wishlistAddBookmark.path}`]: () =>
        json({ error: { code: status === 401 ? 'LOGIN_REQUIRED' : 'INTERNAL_ERROR', message: 'x' } }, status),
    });
    renderInRemote(REMOTE, button(), makeStore());
    const toggle = await screen.findByRole('button', { name: BOOKMARK_TEXTS.add });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/kundenportal\/login\?redirect=/)),
    );
    status = 500;
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKMARK_TEXTS.failed);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    assign.mockRestore();
  });

  it('hydrates the logged-out server HTML without a mismatch, then learns the member’s state', async () => {
    embedLoggedIn(true);
    mockFetch(bookmarks([{ ...KEPT, kind: 'article', key: 'anhoerung-kuendigung' }]));
    const tree = () => (
      <RemoteRoot remote={REMOTE} store={makeStore()} serverUrl="/fachartikel/anhoerung-kuendigung?utm_source=x">
        {button()}
      </RemoteRoot>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree());
    document.body.append(container);
    expect(container.querySelector('a')).toHaveTextContent(BOOKMARK_TEXTS.add);
    const errors = jest.spyOn(console, 'error');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(
        container,
        <RemoteRoot remote={REMOTE} store={makeStore()}>
          {button()}
        </RemoteRoot>,
      );
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(container.querySelector('button')).toHaveAttribute('aria-pressed', 'true');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => root?.unmount());
    container.remove();
  });
});
