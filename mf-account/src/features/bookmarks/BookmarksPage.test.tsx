import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES, type BookmarksResponse } from '@amb/shared-contracts/core';
import { BOOKMARK_TEXTS } from '@amb/shared-contracts/content';
import { json, mockFetch, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { browser } from '../../components/browser';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { MEMBER } from '../../testing/fixtures';

const BOOKMARKS: BookmarksResponse = {
  items: [
    {
      kind: 'news',
      key: 'betriebsratswahlen-2026-zeitraum',
      title: 'Betriebsratswahlen 2026: Der Zeitraum steht fest',
      path: '/news/betriebsratswahlen-2026-zeitraum',
      createdAt: '2026-03-02T10:15:00.000Z',
    },
    {
      kind: 'article',
      key: 'anhoerung-kuendigung',
      title: 'Anhörung vor jeder Kündigung',
      path: '/fachartikel/anhoerung-kuendigung',
      createdAt: '2026-02-27T08:00:00.000Z',
    },
  ],
};

function show(routes: Parameters<typeof mockFetch>[0] = {}) {
  const calls = mockFetch({
    '/kundenportal/get-user': () => json({ user: MEMBER }),
    [API_ROUTES.wishlistGetBookmarks.path]: () => json(BOOKMARKS),
    ...routes,
  });
  visit('/meinamb/gemerkte-beitraege');
  renderWithProviders(<App />);
  return calls;
}

describe('Gemerkte Beiträge (/meinamb/gemerkte-beitraege)', () => {
  it('zeigt die gemerkten Beiträge, das Neueste zuerst, mit Art, Datum und Link', async () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Gemerkte Beiträge' })).toBeInTheDocument();
    const links = await screen.findAllByRole('link', { name: /Betriebsratswahlen|Anhörung/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/news/betriebsratswahlen-2026-zeitraum',
      '/fachartikel/anhoerung-kuendigung',
    ]);
    expect(links[0]!.closest('li')).toHaveTextContent('News · gemerkt am 02.03.2026');
    expect(links[1]!.closest('li')).toHaveTextContent('Fachartikel · gemerkt am 27.02.2026');
  });

  it('entfernt einen Beitrag von der Liste (POST mit Art und Schlüssel) und sagt es an', async () => {
    const calls = show({
      [`POST ${API_ROUTES.wishlistDeleteBookmark.path}`]: () =>
        json({ kind: 'article', key: 'anhoerung-kuendigung', bookmarked: false, count: 1 }),
    });
    const remove = await screen.findByRole('button', {
      name: BOOKMARK_TEXTS.removeLabel('Anhörung vor jeder Kündigung'),
    });
    await userEvent.click(remove);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Anhörung vor jeder Kündigung' })).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent(BOOKMARK_TEXTS.removedStatus);
    expect(screen.getByRole('link', { name: /Betriebsratswahlen/ })).toBeInTheDocument();
    const write = calls.find((call) => call.method === 'POST' && call.path === API_ROUTES.wishlistDeleteBookmark.path);
    expect(write?.body).toEqual({ kind: 'article', key: 'anhoerung-kuendigung' });
  });

  it('zeigt den Fehler und lässt den Beitrag stehen, wenn das Entfernen scheitert', async () => {
    show({
      [`POST ${API_ROUTES.wishlistDeleteBookmark.path}`]: () =>
        json({ error: { code: 'INTERNAL_ERROR', message: 'Es ist ein unerwarteter Fehler aufgetreten.' } }, 500),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: BOOKMARK_TEXTS.removeLabel('Anhörung vor jeder Kündigung') }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Es ist ein unerwarteter Fehler aufgetreten.');
    expect(screen.getByRole('link', { name: 'Anhörung vor jeder Kündigung' })).toBeInTheDocument();
  });

  it('sagt, wie man Beiträge merkt, solange die Liste leer ist', async () => {
    show({ [API_ROUTES.wishlistGetBookmarks.path]: () => json({ items: [] }) });
    expect(await screen.findByText(BOOKMARK_TEXTS.listEmpty)).toBeInTheDocument();
  });

  it('zeigt einen Fehler mit „Erneut versuchen“, wenn die Liste nicht lädt', async () => {
    let fail = true;
    show({
      [API_ROUTES.wishlistGetBookmarks.path]: () =>
        fail ? json({ error: { code: 'INTERNAL_ERROR', message: 'x' } }, 500) : json(BOOKMARKS),
    });
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent(BOOKMARK_TEXTS.listFailed);
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('link', { name: 'Anhörung vor jeder Kündigung' })).toBeInTheDocument();
  });

  it('leitet abgemeldet zur Anmeldung und zurück', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    show({ '/kundenportal/get-user': () => json({ user: null }) });
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/kundenportal/login?redirect=%2Fmeinamb%2Fgemerkte-beitraege'),
    );
    assign.mockRestore();
  });
});
