import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  API_ROUTES,
  AUTH_MESSAGES,
  CSRF_HEADER,
  on,
  PAGE_ROUTES,
  readStoredCartCount,
  SEAT_STATE_LABELS,
  WAITLIST_TEXTS,
  buildPath,
  type AmbEvents,
} from '@amb/shared-contracts/core';
import { embedPageGlobals, removePageGlobals, TEST_PAGE_USER } from '@amb/shared-contracts/testing';
import { CART_MESSAGES } from '@amb/shared-contracts/schemas';
import { apiError, json, mockFetch, renderInRemote, TEST_CSRF_TOKEN, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../remote';
import { makeStore } from '../../store';
import { wishlistEntry } from '../../testing/fixtures';
import { withPagesLoaded } from '../../testing/pages';
import { WISHLIST_TEXTS } from './texts';

withPagesLoaded();
// A member's page unless a test says otherwise (the list is a member feature).
beforeEach(() => embedPageGlobals({ user: TEST_PAGE_USER }));
afterEach(() => removePageGlobals());
const visitorsPage = () => embedPageGlobals({ user: null });

const FIRST = wishlistEntry();
const ONLINE = wishlistEntry({
  seatState: 'full',
  event: { eventId: 202, title: 'Online-Seminar BetrVG', themeSlug: 'betrvg-online', hotelId: 522, city: null },
});
const cartItem = (eventId: number) => ({
  cartItemId: 7,
  eventId,
  themeId: 11,
  themeTitle: 'Arbeitsrecht I',
  startDate: FIRST.event.startDate,
  endDate: FIRST.event.endDate,
  city: 'Hamburg',
});
const deletePath = (id: number) => `POST ${buildPath(API_ROUTES.wishlistDelete.path, { id })}`;

function listen() {
  const seen: { cart: number[]; wishlist: number[] } = { cart: [], wishlist: [] };
  const offs = [
    on('cart:count-changed', ({ count }: AmbEvents['cart:count-changed']) => seen.cart.push(count)),
    on('wishlist:changed', ({ count }: AmbEvents['wishlist:changed']) => seen.wishlist.push(count)),
  ];
  return { seen, off: () => offs.forEach((off) => off()) };
}

const renderAt = (path: string) => {
  visit(path);
  return renderInRemote(REMOTE, <App />, makeStore());
};

describe('wish list (/wishlist/list)', () => {
  it('lists each date with theme link, dates, place or Online, seats and price', async () => {
    mockFetch({ [API_ROUTES.wishlistGetWithEvent.path]: () => json([FIRST, ONLINE]) });
    renderAt(PAGE_ROUTES.wishlist.path);

    expect(screen.getByRole('heading', { level: 1, name: 'Merkliste' })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('link', { name: 'Arbeitsrecht I' })).toHaveAttribute('href', '/seminare/t/arbeitsrecht-1');
    expect(items[0]).toHaveTextContent('24.03.2027 – 26.03.2027');
    expect(items[0]).toHaveTextContent('Hamburg');
    expect(items[0]).toHaveTextContent(SEAT_STATE_LABELS.free);
    expect(items[0]).toHaveTextContent(/Preis ab\s*1\.450,00\s€ zzgl\. 19 % MwSt\./);
    expect(items[1]).toHaveTextContent('Online');
    expect(items[1]).toHaveTextContent(SEAT_STATE_LABELS.full);
    expect(screen.getByText(WISHLIST_TEXTS.count(2))).toBeInTheDocument();
  });

  it('moves a date to the cart: adds it, takes it off the list, updates both header counts and says so', async () => {
    const calls = mockFetch({
      [API_ROUTES.wishlistGetWithEvent.path]: () => json([FIRST, ONLINE]),
      [`POST ${API_ROUTES.cartAddItem.path}`]: () => json({ item: cartItem(101), count: 3 }, 201),
      [deletePath(101)]: () => json({ eventId: 101, count: 1 }),
    });
    const { seen, off } = listen();
    renderAt(PAGE_ROUTES.wishlist.path);

    await userEvent.click(await screen.findByRole('button', { name: 'In den Warenkorb: Arbeitsrecht I' }));

    expect(await screen.findByRole('status')).toHaveTextContent(WISHLIST_TEXTS.moved('Arbeitsrecht I'));
    expect(within(screen.getByRole('status')).getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute(
      'href',
      PAGE_ROUTES.cart.path,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Arbeitsrecht I' })).not.toBeInTheDocument();
    const writes = calls.filter((call) => call.method === 'POST');
    expect(writes.map((call) => [call.path, call.body])).toEqual([
      [API_ROUTES.cartAddItem.path, { eventId: 101 }],
      [buildPath(API_ROUTES.wishlistDelete.path, { id: 101 }), undefined],
    ]);
    expect(writes.every((call) => call.headers[CSRF_HEADER] === TEST_CSRF_TOKEN)).toBe(true);
    expect(readStoredCartCount()).toBe(3);
    expect(seen).toEqual({ cart: [3], wishlist: [1] });
    off();
  });

  it('offers a full date’s waiting list (409 EVENT_FULL) and moves it with waitlist: true', async () => {
    const answers = [
      () => apiError(409, CART_MESSAGES.eventFull, undefined, 'EVENT_FULL'),
      () => json({ item: cartItem(202), count: 1 }, 201),
    ];
    const calls = mockFetch({
      [API_ROUTES.wishlistGetWithEvent.path]: () => json([ONLINE]),
      [`POST ${API_ROUTES.cartAddItem.path}`]: () => answers.shift()!(),
      [deletePath(202)]: () => json({ eventId: 202, count: 0 }),
    });
    renderAt(PAGE_ROUTES.wishlist.path);

    await userEvent.click(await screen.findByRole('button', { name: 'In den Warenkorb: Online-Seminar BetrVG' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CART_MESSAGES.eventFull);
    expect(calls.some((call) => call.path.startsWith('/wishlist/delete'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: `${WAITLIST_TEXTS.offer}: Online-Seminar BetrVG` }));

    expect(await screen.findByText(WISHLIST_TEXTS.empty)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(WAITLIST_TEXTS.added);
    expect(calls.filter((call) => call.path === API_ROUTES.cartAddItem.path).map((call) => call.body)).toEqual([
      { eventId: 202 },
      { eventId: 202, waitlist: true },
    ]);
  });

  it('shows another refusal (a past date) in German and keeps the entry', async () => {
    mockFetch({
      [API_ROUTES.wishlistGetWithEvent.path]: () => json([FIRST]),
      [`POST ${API_ROUTES.cartAddItem.path}`]: () =>
        apiError(409, CART_MESSAGES.eventPast, undefined, 'EVENT_NOT_BOOKABLE'),
    });
    renderAt(PAGE_ROUTES.wishlist.path);

    await userEvent.click(await screen.findByRole('button', { name: 'In den Warenkorb: Arbeitsrecht I' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(CART_MESSAGES.eventPast);
    expect(screen.queryByRole('button', { name: /Warteliste/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('removes an entry and tells the header the new count', async () => {
    mockFetch({
      [API_ROUTES.wishlistGetWithEvent.path]: () => json([FIRST, ONLINE]),
      [deletePath(101)]: () => json({ eventId: 101, count: 1 }),
    });
    const { seen, off } = listen();
    renderAt(PAGE_ROUTES.wishlist.path);

    await userEvent.click(await screen.findByRole('button', { name: 'Entfernen: Arbeitsrecht I' }));

    expect(await screen.findByRole('status')).toHaveTextContent(WISHLIST_TEXTS.removed('Arbeitsrecht I'));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(seen.wishlist).toEqual([1]);
    expect(readStoredCartCount()).toBeNull();
    off();
  });

  it('says a failed removal in German and keeps the entry', async () => {
    mockFetch({
      [API_ROUTES.wishlistGetWithEvent.path]: () => json([FIRST]),
      [deletePath(101)]: () => apiError(500, 'Interner Fehler'),
    });
    renderAt(PAGE_ROUTES.wishlist.path);
    await userEvent.click(await screen.findByRole('button', { name: 'Entfernen: Arbeitsrecht I' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WISHLIST_TEXTS.failed);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('says an empty list in German and links to the seminars', async () => {
    mockFetch({ [API_ROUTES.wishlistGetWithEvent.path]: () => json([]) });
    renderAt(PAGE_ROUTES.wishlist.path);
    expect(await screen.findByText(WISHLIST_TEXTS.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: WISHLIST_TEXTS.toSeminars })).toHaveAttribute(
      'href',
      PAGE_ROUTES.seminarList.path,
    );
  });

  it('logged out: a member feature, with login and registration leading back here, asking the api nothing', async () => {
    visitorsPage();
    const calls = mockFetch({ [API_ROUTES.wishlistGetWithEvent.path]: () => json([FIRST]) });
    renderAt(PAGE_ROUTES.wishlist.path);
    expect(await screen.findByText(WISHLIST_TEXTS.loggedOut)).toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(screen.getByRole('link', { name: WISHLIST_TEXTS.login })).toHaveAttribute(
      'href',
      '/kundenportal/login?redirect=%2Fwishlist%2Flist',
    );
    expect(screen.getByRole('link', { name: WISHLIST_TEXTS.register })).toHaveAttribute(
      'href',
      '/registrierung?redirect=%2Fwishlist%2Flist',
    );
  });
});

describe('wish list in the member area (/meinamb/merkliste)', () => {
  it('shows the list beside the member area navigation, its own entry current', async () => {
    const calls = mockFetch({
      [API_ROUTES.wishlistGetWithEvent.path]: () => json([FIRST]),
      [API_ROUTES.memberAccountNavigation.path]: () =>
        json([
          { title: 'Einstellungen', uri: PAGE_ROUTES.memberSettings.path, visible: true, active: false },
          { title: 'Merkliste', uri: PAGE_ROUTES.memberWishlist.path, visible: true, active: true },
          { title: 'Versteckt', uri: '/meinamb/versteckt', visible: false, active: false },
        ]),
    });
    renderAt(PAGE_ROUTES.memberWishlist.path);

    expect(screen.getByRole('heading', { level: 1, name: 'Merkliste' })).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'meinamb-Navigation' });
    expect(within(nav).getByRole('link', { name: 'Einstellungen' })).toHaveAttribute(
      'href',
      PAGE_ROUTES.memberSettings.path,
    );
    expect(within(nav).getByRole('link', { name: 'Merkliste' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Versteckt' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Arbeitsrecht I' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === API_ROUTES.memberAccountNavigation.path)?.query).toEqual({
      path: PAGE_ROUTES.memberWishlist.path,
    });
  });

  it.each([
    ['on a visitor’s page, asking nothing', visitorsPage, 0],
    ['when the session ran out since the page was made', () => undefined, 2],
  ])(
    'logged out (%s): the same member-feature notice, leading back to /meinamb/merkliste',
    async (_case, page, asked) => {
      page();
      const calls = mockFetch({
        [API_ROUTES.wishlistGetWithEvent.path]: () => apiError(401, AUTH_MESSAGES.loginRequired),
        [API_ROUTES.memberAccountNavigation.path]: () => apiError(401, AUTH_MESSAGES.loginRequired),
      });
      renderAt(PAGE_ROUTES.memberWishlist.path);
      expect(await screen.findByText(WISHLIST_TEXTS.loggedOut)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: WISHLIST_TEXTS.login })).toHaveAttribute(
        'href',
        '/kundenportal/login?redirect=%2Fmeinamb%2Fmerkliste',
      );
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
      expect(calls).toHaveLength(asked);
    },
  );
});
