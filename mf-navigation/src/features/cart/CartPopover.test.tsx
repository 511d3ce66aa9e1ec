import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CONSENT_COOKIE, STORAGE_KEYS, storeConsent, type CartItem } from '@amb/shared-contracts/core';
import { json, mockFetch, type MockRoute } from '@amb/remote-kit/testing';
import { testGlobals } from '../../testing/globals';
import { HeaderInRemote } from '../../testing/HeaderInRemote';

const SMALL_CART = '/shared-modules/shopping-cart-small';
const DELETE = 'POST /order-api/delete-cart-item';
const CONSUMER = '/api/consumer/object';

const items: CartItem[] = [
  {
    cartItemId: 1,
    eventId: 101,
    themeId: 11,
    themeTitle: 'BetrVG Teil I',
    startDate: '2027-03-24T08:00:00Z',
    endDate: '2027-03-26T15:00:00Z',
    city: 'Hamburg',
  },
  {
    cartItemId: 2,
    eventId: 102,
    themeId: 12,
    themeTitle: 'Arbeitsrecht kompakt',
    startDate: '2027-05-10T07:00:00Z',
    endDate: '2027-05-10T15:00:00Z',
    city: null,
  },
];

const consumerEvent = {
  eventId: 101,
  themeId: 11,
  startDate: items[0]!.startDate,
  endDate: items[0]!.endDate,
  isOnlineEvent: false,
  hotel: { hotelId: 3, name: 'Hotel am Hafen', location: { locationId: 1, name: 'Hamburg', slug: 'hamburg' } },
  modules: [],
  recipients: [],
  content: { title: 'BetrVG Teil I', prices: { price: 1450 } },
  theme: { themeId: 11, actionField: { name: 'Grundlagen', rubric: { name: 'BetrVG' } }, redirectUrl: '' },
};

type DataLayerWindow = Window & { dataLayer?: unknown[] };

function openCart(routes: Record<string, MockRoute>, globals = testGlobals()) {
  const calls = mockFetch(routes);
  render(<HeaderInRemote globals={globals} />);
  fireEvent.click(screen.getByRole('button', { name: 'Warenkorb' }));
  return { calls, panel: document.getElementById('nav-popover-cart')! };
}

beforeEach(() => {
  window.localStorage.setItem(STORAGE_KEYS.cartCount, '2');
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
  delete (window as DataLayerWindow).dataLayer;
});

describe('cart pop-over (SPEC §2.5, §4, §7)', () => {
  it('says "Einen Moment..." while loading, then the items with count, dates, city and the way to the cart', async () => {
    const { panel } = openCart({ [SMALL_CART]: () => json(items) });
    expect(within(panel).getByText('Einen Moment...')).toBeInTheDocument();
    expect(await within(panel).findByText('2 Seminare im Warenkorb')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'BetrVG Teil I' })).toHaveAttribute('href', '/seminare/t/11');
    expect(within(panel).getByText('24.03.2027 – 26.03.2027, Hamburg')).toBeInTheDocument();
    // One day: one date; no city: none.
    expect(within(panel).getByText('10.05.2027')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute('href', '/seminare/warenkorb');
  });

  it('links to the main site from the works-council site', async () => {
    const { panel } = openCart({ [SMALL_CART]: () => json(items) }, testGlobals({ site: 'works-council' }));
    expect(await within(panel).findByRole('link', { name: 'BetrVG Teil I' })).toHaveAttribute(
      'href',
      'https://www.amb-seminare.de/seminare/t/11',
    );
  });

  it('an empty cart says "Warenkorb ist leer" with a button to /seminare', async () => {
    const { panel } = openCart({ [SMALL_CART]: () => json([]) });
    expect(await within(panel).findByText('Warenkorb ist leer')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Zu den Seminaren' })).toHaveAttribute('href', '/seminare');
  });

  it.each([
    ['a non-array answer', () => json({ items })],
    ['a failure', () => json({ error: { code: 'INTERNAL', message: 'kaputt' } }, 500)],
  ])('%s shows nothing broken', async (_label, route) => {
    const { panel } = openCart({ [SMALL_CART]: route });
    await waitFor(() => expect(within(panel).queryByText('Einen Moment...')).not.toBeInTheDocument());
    expect(panel).toBeEmptyDOMElement();
  });

  it('fetches once per page, on the first open', async () => {
    const { calls, panel } = openCart({ [SMALL_CART]: () => json(items) });
    await within(panel).findByText('2 Seminare im Warenkorb');
    const cart = screen.getByRole('button', { name: 'Warenkorb' });
    fireEvent.click(cart);
    await waitFor(() => expect(panel).not.toBeVisible());
    fireEvent.click(cart);
    expect(within(panel).getByText('2 Seminare im Warenkorb')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === SMALL_CART)).toHaveLength(1);
  });

  it('fetches again when the cart changed elsewhere since (the stored count differs from the kept list)', async () => {
    let answer = items.slice(0, 1);
    const { calls, panel } = openCart({ [SMALL_CART]: () => json(answer) });
    window.localStorage.setItem(STORAGE_KEYS.cartCount, '1');
    await within(panel).findByText('1 Seminar im Warenkorb');
    const cart = screen.getByRole('button', { name: 'Warenkorb' });
    fireEvent.click(cart);
    await waitFor(() => expect(panel).not.toBeVisible());
    // The catalogue added a date: the count is 2 now.
    answer = items;
    window.localStorage.setItem(STORAGE_KEYS.cartCount, '2');
    fireEvent.click(cart);
    expect(within(panel).getByText('Einen Moment...')).toBeInTheDocument();
    expect(await within(panel).findByText('2 Seminare im Warenkorb')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === SMALL_CART)).toHaveLength(2);
  });

  it('delete: the item leaves at once, the count goes down, the order api is told; no analytics without consent', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { calls, panel } = openCart({
      [SMALL_CART]: () => json(items),
      [DELETE]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await within(panel).findByText('2 Seminare im Warenkorb');
    fireEvent.click(within(panel).getByRole('button', { name: 'BetrVG Teil I aus dem Warenkorb entfernen' }));
    expect(within(panel).queryByText('BetrVG Teil I')).not.toBeInTheDocument();
    expect(within(panel).getByText('1 Seminar im Warenkorb')).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.cartCount)).toBe('1');
    const cart = screen.getByRole('button', { name: 'Warenkorb' });
    expect(cart).toHaveAccessibleDescription('1 Seminar im Warenkorb');
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ body: { cartItemId: 1 } });
    answer(json({ cartItemId: 1, count: 1 }));
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.cartCount)).toBe('1'));
    expect(calls.some((call) => call.path === CONSUMER)).toBe(false);
    expect((window as DataLayerWindow).dataLayer).toBeUndefined();
  });

  it('delete keeps the focus in the pop-over: on the next item, then on the way out (never the page body)', async () => {
    const { panel } = openCart({
      [SMALL_CART]: () => json(items),
      [DELETE]: ({ body }) => json({ cartItemId: (body as { cartItemId: number }).cartItemId, count: 1 }),
    });
    const first = await within(panel).findByRole('button', { name: 'BetrVG Teil I aus dem Warenkorb entfernen' });
    first.focus();
    fireEvent.click(first);
    const second = within(panel).getByRole('button', { name: 'Arbeitsrecht kompakt aus dem Warenkorb entfernen' });
    await waitFor(() => expect(second).toHaveFocus());
    fireEvent.click(second);
    await waitFor(() => expect(within(panel).getByRole('link', { name: 'Zu den Seminaren' })).toHaveFocus());
    expect(panel).toBeVisible();
  });

  it('delete with marketing consent sends remove_from_cart with the consumer API event', async () => {
    storeConsent('all');
    const { calls, panel } = openCart({
      [SMALL_CART]: () => json(items),
      [DELETE]: () => json({ cartItemId: 1, count: 1 }),
      [CONSUMER]: () => json(consumerEvent),
    });
    await within(panel).findByText('2 Seminare im Warenkorb');
    fireEvent.click(within(panel).getByRole('button', { name: 'BetrVG Teil I aus dem Warenkorb entfernen' }));
    await waitFor(() => expect((window as DataLayerWindow).dataLayer).toHaveLength(2));
    expect(calls.find((call) => call.path === CONSUMER)?.query).toMatchObject({
      objectType: 'event',
      internalId: '101',
    });
    expect((window as DataLayerWindow).dataLayer![1]).toMatchObject({
      event: 'remove_from_cart',
      ecommerce: { items: [{ item_id: '101', item_name: 'BetrVG Teil I', item_category3: 'Hamburg' }] },
    });
  });

  it('a failed delete brings back the server cart and its count', async () => {
    const { panel } = openCart({
      [SMALL_CART]: () => json(items),
      [DELETE]: () => json({ error: { code: 'INTERNAL', message: 'kaputt' } }, 500),
    });
    await within(panel).findByText('2 Seminare im Warenkorb');
    fireEvent.click(within(panel).getByRole('button', { name: 'BetrVG Teil I aus dem Warenkorb entfernen' }));
    expect(within(panel).getByText('1 Seminar im Warenkorb')).toBeInTheDocument();
    expect(await within(panel).findByText('2 Seminare im Warenkorb')).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.cartCount)).toBe('2'));
  });
});
