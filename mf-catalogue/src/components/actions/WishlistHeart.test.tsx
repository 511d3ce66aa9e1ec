import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES, CONSENT_COOKIE, on, storeConsent } from '@amb/shared-contracts/core';
import { apiError, json, mockFetch, renderInRemote, visit } from '@amb/remote-kit/testing';
import { REMOTE } from '../../remote';
import { makeStore } from '../../store';
import { browser } from './browser';
import { HEART_LABEL, HEART_REMOVE_HINT, WISHLIST_ERROR, WishlistHeart } from './WishlistHeart';
import { DATE, embedPageGlobals, MEMBER } from './testing';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

const renderHearts = (...eventIds: number[]) =>
  renderInRemote(
    REMOTE,
    <>
      {eventIds.map((eventId) => (
        <WishlistHeart key={eventId} eventId={eventId} analytics={{ ...DATE, eventId }} />
      ))}
    </>,
    makeStore(),
  );

beforeEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
  delete (window as DataLayerWindow).dataLayer;
  jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
  visit('/seminare/t/arbeitsrecht-1?termin=101');
});

describe('WishlistHeart logged out', () => {
  it('leads to the login page with the way back and asks the api nothing', async () => {
    embedPageGlobals({ user: null });
    const calls = mockFetch({});
    renderHearts(101);

    const heart = screen.getByRole('button', { name: HEART_LABEL });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);

    expect(browser.assign).toHaveBeenCalledWith(
      '/kundenportal/login?redirect=%2Fseminare%2Ft%2Farbeitsrecht-1%3Ftermin%3D101',
    );
    expect(calls).toEqual([]);
  });

  it('uses the works-council login on the works-council site', async () => {
    embedPageGlobals({ user: null, site: 'works-council', worksCouncilDomain: window.location.origin });
    mockFetch({});
    renderHearts(101);

    await userEvent.click(screen.getByRole('button', { name: HEART_LABEL }));

    expect(browser.assign).toHaveBeenCalledWith(
      `${window.location.origin}/kundenportal/login?redirect=%2Fseminare%2Ft%2Farbeitsrecht-1%3Ftermin%3D101`,
    );
  });
});

describe('WishlistHeart logged in', () => {
  beforeEach(() => embedPageGlobals({ user: MEMBER }));

  it('shows the state of /wishlist/get, asked once for every heart of the page', async () => {
    const calls = mockFetch({ [API_ROUTES.wishlistGet.path]: () => json([102]) });
    renderHearts(101, 102);

    const [first, second] = screen.getAllByRole('button', { name: HEART_LABEL });
    await waitFor(() => expect(second).toHaveAttribute('aria-pressed', 'true'));
    expect(second).toHaveAttribute('title', HEART_REMOVE_HINT);
    expect(first).toHaveAttribute('aria-pressed', 'false');
    expect(calls.filter((call) => call.path === API_ROUTES.wishlistGet.path)).toHaveLength(1);
  });

  it('adds and removes the date, announcing the list size', async () => {
    const calls = mockFetch({
      [API_ROUTES.wishlistGet.path]: () => json([]),
      'POST /wishlist/add/101': () =>
        json({ item: { wishlistItemId: 1, eventId: 101, createdAt: '2026-11-26T08:00:00Z' }, count: 1 }, 201),
      'POST /wishlist/delete/101': () => json({ eventId: 101, count: 0 }),
    });
    const counts: number[] = [];
    const off = on('wishlist:changed', ({ count }) => counts.push(count));
    renderHearts(101);
    await waitFor(() => expect(calls.some((call) => call.path === API_ROUTES.wishlistGet.path)).toBe(true));

    const heart = screen.getByRole('button', { name: HEART_LABEL });
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('status')).toHaveTextContent('Auf die Merkliste gesetzt.');

    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.getByRole('status')).toHaveTextContent('Von der Merkliste entfernt.');
    expect(counts).toEqual([1, 0]);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/wishlist/add/101',
      '/wishlist/delete/101',
    ]);
    expect(browser.assign).not.toHaveBeenCalled();
    off();
  });

  it('sends add_to_wishlist only with marketing consent', async () => {
    mockFetch({
      [API_ROUTES.wishlistGet.path]: () => json([]),
      'POST /wishlist/add/101': () =>
        json({ item: { wishlistItemId: 1, eventId: 101, createdAt: '2026-11-26T08:00:00Z' }, count: 1 }, 201),
    });
    storeConsent('all');
    renderHearts(101);
    const heart = screen.getByRole('button', { name: HEART_LABEL });
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect((window as DataLayerWindow).dataLayer?.at(-1)).toMatchObject({
      event: 'add_to_wishlist',
      ecommerce: { items: [{ item_id: '101' }] },
    });
  });

  it('leads to the login when the session ended meanwhile (401)', async () => {
    mockFetch({
      [API_ROUTES.wishlistGet.path]: () => json([]),
      'POST /wishlist/add/101': () => apiError(401, 'Bitte melden Sie sich an.'),
    });
    renderHearts(101);
    await userEvent.click(screen.getByRole('button', { name: HEART_LABEL }));
    await waitFor(() => expect(browser.assign).toHaveBeenCalled());
  });

  it('shows a German message when the write fails and keeps the state', async () => {
    mockFetch({
      [API_ROUTES.wishlistGet.path]: () => json([]),
      'POST /wishlist/add/101': () => apiError(500, 'Interner Fehler'),
    });
    renderHearts(101);
    const heart = screen.getByRole('button', { name: HEART_LABEL });
    await userEvent.click(heart);
    expect(await screen.findByRole('alert')).toHaveTextContent(WISHLIST_ERROR);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect((window as DataLayerWindow).dataLayer).toBeUndefined();
  });
});
