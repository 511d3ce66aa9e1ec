import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CART_MESSAGES } from '@amb/shared-contracts/schemas';
import {
  API_ROUTES,
  CONSENT_COOKIE,
  CSRF_HEADER,
  on,
  PAGE_ROUTES,
  readStoredCartCount,
  STORAGE_KEYS,
  storeConsent,
  type AmbEvents,
  WAITLIST_TEXTS,
} from '@amb/shared-contracts/core';
import { rememberProductListOrigin } from '@amb/shared-contracts/analytics';
import { apiError, json, mockFetch, renderInRemote, TEST_CSRF_TOKEN } from '@amb/remote-kit/testing';
import { REMOTE } from '../../remote';
import { makeStore } from '../../store';
import { ADD_TO_CART_ERROR, AddToCartButton } from './AddToCartButton';
import { DATE } from './testing';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

const cartItem = {
  cartItemId: 7,
  eventId: 101,
  themeId: 3,
  themeTitle: 'Arbeitsrecht I',
  startDate: DATE.startDate,
  endDate: DATE.endDate,
  city: 'Hamburg',
};

const renderButton = () =>
  renderInRemote(REMOTE, <AddToCartButton eventId={101} themeTitle="Arbeitsrecht I" analytics={DATE} />, makeStore());

function listen() {
  const seen: { counts: number[]; added: Array<AmbEvents['cart:item-added']> } = { counts: [], added: [] };
  const offs = [
    on('cart:count-changed', ({ count }) => seen.counts.push(count)),
    on('cart:item-added', (detail) => seen.added.push(detail)),
  ];
  return { seen, off: () => offs.forEach((off) => off()) };
}

beforeEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
  delete (window as DataLayerWindow).dataLayer;
});

describe('AddToCartButton', () => {
  it('adds the date with the CSRF token, stores and announces the cart count, then links to the cart', async () => {
    const calls = mockFetch({ [`POST ${API_ROUTES.cartAddItem.path}`]: () => json({ item: cartItem, count: 1 }, 201) });
    const { seen, off } = listen();
    renderButton();

    await userEvent.click(screen.getByRole('button', { name: 'In den Warenkorb: Arbeitsrecht I' }));

    const cartLink = await screen.findByRole('link', { name: 'Zum Warenkorb' });
    expect(cartLink).toHaveAttribute('href', PAGE_ROUTES.cart.path);
    expect(cartLink).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Im Warenkorb');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post).toMatchObject({ path: API_ROUTES.cartAddItem.path, body: { eventId: 101 } });
    expect(post?.headers[CSRF_HEADER]).toBe(TEST_CSRF_TOKEN);
    expect(readStoredCartCount()).toBe(1);
    expect(seen.counts).toEqual([1]);
    expect(seen.added).toEqual([{ eventId: 101, first: true }]);
    off();
  });

  it('stores the cart size the api answers, not the stored count plus one', async () => {
    window.localStorage.setItem(STORAGE_KEYS.cartCount, '2');
    mockFetch({ [`POST ${API_ROUTES.cartAddItem.path}`]: () => json({ item: cartItem, count: 2 }, 201) });
    const { seen, off } = listen();
    renderButton();

    await userEvent.click(screen.getByRole('button', { name: /In den Warenkorb/ }));

    await screen.findByRole('link', { name: 'Zum Warenkorb' });
    expect(window.localStorage.getItem(STORAGE_KEYS.cartCount)).toBe('2');
    expect(seen.added).toEqual([{ eventId: 101, first: false }]);
    off();
  });

  it('shows the api’s German reason for a date that cannot be booked (409) and stores nothing', async () => {
    mockFetch({ [`POST ${API_ROUTES.cartAddItem.path}`]: () => apiError(409, CART_MESSAGES.eventFull) });
    const { seen, off } = listen();
    renderButton();

    await userEvent.click(screen.getByRole('button', { name: /In den Warenkorb/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent(CART_MESSAGES.eventFull);
    expect(screen.getByRole('button', { name: /In den Warenkorb/ })).toBeEnabled();
    expect(readStoredCartCount()).toBeNull();
    expect(seen.counts).toEqual([]);
    off();
  });

  it('shows a date known to be fully booked with the waiting-list action on the date itself, not the cart button', async () => {
    const calls = mockFetch({ [`POST ${API_ROUTES.cartAddItem.path}`]: () => json({ item: cartItem, count: 1 }, 201) });
    renderInRemote(
      REMOTE,
      <AddToCartButton eventId={101} themeTitle="Arbeitsrecht I" analytics={DATE} full />,
      makeStore(),
    );
    expect(screen.queryByRole('button', { name: /In den Warenkorb/ })).not.toBeInTheDocument();
    expect(screen.getByText(WAITLIST_TEXTS.fullDate)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Auf die Warteliste setzen: Arbeitsrecht I' }));
    expect(await screen.findByText(WAITLIST_TEXTS.added)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ eventId: 101, waitlist: true });
  });

  it('offers a full date’s waiting list (409 EVENT_FULL) and takes it up with waitlist: true', async () => {
    const answers = [
      () => apiError(409, CART_MESSAGES.eventFull, undefined, 'EVENT_FULL'),
      () => json({ item: cartItem, count: 1 }, 201),
    ];
    const calls = mockFetch({ [`POST ${API_ROUTES.cartAddItem.path}`]: () => answers.shift()!() });
    const { seen, off } = listen();
    renderButton();

    await userEvent.click(screen.getByRole('button', { name: /In den Warenkorb/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent(CART_MESSAGES.eventFull);
    expect(readStoredCartCount()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: `${WAITLIST_TEXTS.offer}: Arbeitsrecht I` }));

    expect(await screen.findByRole('link', { name: 'Zum Warenkorb' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(WAITLIST_TEXTS.added);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { eventId: 101 },
      { eventId: 101, waitlist: true },
    ]);
    expect(readStoredCartCount()).toBe(1);
    expect(seen.counts).toEqual([1]);
    off();
  });

  it('shows a German message for any other failure', async () => {
    mockFetch({ [`POST ${API_ROUTES.cartAddItem.path}`]: () => apiError(500, 'Interner Fehler') });
    renderButton();

    await userEvent.click(screen.getByRole('button', { name: /In den Warenkorb/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ADD_TO_CART_ERROR);
  });

  it('is disabled while the add runs', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch({
      [`POST ${API_ROUTES.cartAddItem.path}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderButton();

    await userEvent.click(screen.getByRole('button', { name: /In den Warenkorb/ }));

    await waitFor(() => expect(screen.getByRole('button', { name: /In den Warenkorb/ })).toBeDisabled());
    answer(json({ item: cartItem, count: 1 }, 201));
    expect(await screen.findByRole('link', { name: 'Zum Warenkorb' })).toBeInTheDocument();
  });

  it('sends nothing to analytics without marketing consent', async () => {
    mockFetch({ [`POST ${API_ROUTES.cartAddItem.path}`]: () => json({ item: cartItem, count: 1 }, 201) });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: /In den Warenkorb/ }));
    await screen.findByRole('link', { name: 'Zum Warenkorb' });
    expect((window as DataLayerWindow).dataLayer).toBeUndefined();
  });

  it('with marketing consent, add_to_cart carries the date and the list it came from', async () => {
    storeConsent('all');
    rememberProductListOrigin(101, 'suche');
    mockFetch({ [`POST ${API_ROUTES.cartAddItem.path}`]: () => json({ item: cartItem, count: 1 }, 201) });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: /In den Warenkorb/ }));
    await screen.findByRole('link', { name: 'Zum Warenkorb' });
    expect((window as DataLayerWindow).dataLayer?.at(-1)).toMatchObject({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'EUR',
        items: [{ item_id: '101', item_list_name: 'suche', seminartermin: '24.03.2027 - 26.03.2027' }],
      },
    });
  });
});
