import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  API_ROUTES,
  AUTH_MESSAGES,
  CSRF_HEADER,
  readStoredCartCount,
  RESERVATION_TEXTS,
  WAITLIST_TEXTS,
} from '@amb/shared-contracts/core';
import { embedPageGlobals, removePageGlobals, TEST_PAGE_USER } from '@amb/shared-contracts/testing';
import { CART_MESSAGES } from '@amb/shared-contracts/schemas';
import { apiError, json, mockFetch, renderInRemote, TEST_CSRF_TOKEN } from '@amb/remote-kit/testing';
import { REMOTE } from '../../remote';
import { makeStore } from '../../store';
import { reservation } from '../../testing/fixtures';
import { reservationsApi } from './api';
import { ReservationsPanel } from './ReservationsPanel';

const LIVE = reservation();
const OTHER = reservation({ participantId: 502, firstname: 'Bernd', salutation: 'Herr', title: 'Dr.' });
const EXPIRED = reservation({
  participantId: 503,
  eventId: 202,
  themeTitle: 'BetrVG kompakt',
  themeSlug: 'betrvg-kompakt',
  city: null,
  status: 'expired',
  reservedUntil: '2026-11-10T10:00:00.000Z',
});
const EXPIRED_TEXT =
  'Die Reservierung für Frau Erika Muster ist am 10.11.2026 abgelaufen; der Platz wurde freigegeben.';
const cartItem = {
  cartItemId: 9,
  eventId: 202,
  themeId: 12,
  themeTitle: 'BetrVG kompakt',
  startDate: '',
  endDate: '',
  city: null,
};

const renderPanel = () => renderInRemote(REMOTE, <ReservationsPanel />, makeStore());

describe('ReservationsPanel', () => {
  beforeEach(() => embedPageGlobals({ user: TEST_PAGE_USER }));
  afterEach(() => removePageGlobals());

  it('shows each live reservation with date, participant and its end, and books one for good', async () => {
    const calls = mockFetch({
      [API_ROUTES.orderReservations.path]: () => json({ reservations: [LIVE, OTHER] }),
      [`POST ${API_ROUTES.orderConfirmReservation.path}`]: () => json({ reservations: [OTHER] }),
    });
    renderPanel();

    const items = await screen.findAllByRole('listitem');
    expect(screen.getByRole('heading', { level: 2, name: RESERVATION_TEXTS.heading })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('24.03.2027 – 26.03.2027');
    expect(items[0]).toHaveTextContent('Hamburg');
    expect(items[0]).toHaveTextContent('Frau Erika Muster');
    expect(items[0]).toHaveTextContent('reserviert bis 19.01.2027, 10:00 Uhr');
    expect(items[1]).toHaveTextContent('Herr Dr. Bernd Muster');
    expect(within(items[0]!).getByRole('link', { name: 'Arbeitsrecht I' })).toHaveAttribute(
      'href',
      '/seminare/t/arbeitsrecht-1',
    );

    await userEvent.click(
      screen.getByRole('button', { name: 'Verbindlich buchen: Frau Erika Muster, Arbeitsrecht I' }),
    );

    expect(await screen.findByRole('status')).toHaveTextContent(RESERVATION_TEXTS.confirmed('Frau Erika Muster'));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    const post = calls.find((call) => call.method === 'POST');
    expect(post).toMatchObject({ path: API_ROUTES.orderConfirmReservation.path, body: { participantId: 501 } });
    expect(post?.headers[CSRF_HEADER]).toBe(TEST_CSRF_TOKEN);
  });

  it('shows a reservation that ran out in German and puts its date into the cart again', async () => {
    const calls = mockFetch({
      [API_ROUTES.orderReservations.path]: () => json({ reservations: [EXPIRED] }),
      [`POST ${API_ROUTES.cartAddItem.path}`]: () => json({ item: cartItem, count: 2 }, 201),
    });
    renderPanel();

    expect(await screen.findByText(EXPIRED_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Online');
    expect(screen.queryByRole('button', { name: /Verbindlich buchen/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Termin erneut in den Warenkorb: BetrVG kompakt' }));

    expect(await screen.findByRole('status')).toHaveTextContent(RESERVATION_TEXTS.addedAgain);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ eventId: 202 });
    expect(readStoredCartCount()).toBe(2);
  });

  it('offers the waiting list when the expired reservation’s date is full now', async () => {
    const answers = [
      () => apiError(409, CART_MESSAGES.eventFull, undefined, 'EVENT_FULL'),
      () => json({ item: cartItem, count: 1 }, 201),
    ];
    const calls = mockFetch({
      [API_ROUTES.orderReservations.path]: () => json({ reservations: [EXPIRED] }),
      [`POST ${API_ROUTES.cartAddItem.path}`]: () => answers.shift()!(),
    });
    renderPanel();

    await userEvent.click(await screen.findByRole('button', { name: /Termin erneut in den Warenkorb/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CART_MESSAGES.eventFull);
    await userEvent.click(screen.getByRole('button', { name: `${WAITLIST_TEXTS.offer}: BetrVG kompakt` }));

    expect(await screen.findByRole('status')).toHaveTextContent(WAITLIST_TEXTS.added);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { eventId: 202 },
      { eventId: 202, waitlist: true },
    ]);
  });

  it('a reservation that ran out meanwhile: the 409 in German, then the list read again shows it expired', async () => {
    let ran = false;
    mockFetch({
      [API_ROUTES.orderReservations.path]: () =>
        json({
          reservations: [ran ? { ...LIVE, status: 'expired', reservedUntil: '2026-11-10T10:00:00.000Z' } : LIVE],
        }),
      [`POST ${API_ROUTES.orderConfirmReservation.path}`]: () => {
        ran = true;
        return apiError(
          409,
          'Diese Reservierung ist abgelaufen; der Platz wurde freigegeben.',
          undefined,
          'EVENT_NOT_BOOKABLE',
        );
      },
    });
    renderPanel();

    await userEvent.click(await screen.findByRole('button', { name: /Verbindlich buchen/ }));

    expect(await screen.findByText(EXPIRED_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Verbindlich buchen/ })).not.toBeInTheDocument();
  });

  it('asks nothing and shows nothing on a page made for a visitor without a session', () => {
    embedPageGlobals({ user: null });
    const calls = mockFetch({ [API_ROUTES.orderReservations.path]: () => json({ reservations: [LIVE] }) });
    const { container, store } = renderPanel();
    // Mounted (its effects have run): a query it had started would be pending now.
    expect(reservationsApi.endpoints.getReservations.select()(store.getState()).isUninitialized).toBe(true);
    expect(calls).toEqual([]);
    expect(container.querySelector('section')).toBeNull();
  });

  it.each([
    ['when the session ran out since the page was made', () => apiError(401, AUTH_MESSAGES.loginRequired)],
    ['without reservations', () => json({ reservations: [] })],
  ])('shows nothing %s', async (_label, answer) => {
    mockFetch({ [API_ROUTES.orderReservations.path]: answer });
    const { container, store } = renderPanel();
    await waitFor(() => {
      const read = reservationsApi.endpoints.getReservations.select()(store.getState());
      expect(read.isSuccess || read.isError).toBe(true);
    });
    expect(container.querySelector('section')).toBeNull();
  });
});
