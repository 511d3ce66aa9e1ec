import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES, BOOKING_LIMIT_MESSAGES, STORAGE_KEYS, type CheckoutResponse } from '@amb/shared-contracts/core';
import { CANCELLATION_TERMS_LINES } from '@amb/shared-contracts/booking';
import { ORDER_MESSAGES } from '@amb/shared-contracts/schemas';
import { apiError, json, mockFetch, renderInRemote, visit, type Call } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../remote';
import { makeStore } from '../../store';
import { cart, cartItem, ORDER } from '../../testing/cartFixtures';
import { withPagesLoaded } from '../../testing/pages';

withPagesLoaded();

const MEMBER = { user: { userId: 5, firstname: 'Berta', lastname: 'Beispiel', email: 'berta@example.de' } };
const CHECKOUT = `POST ${API_ROUTES.cartCheckout.path}`;
const FULL_409 =
  'Der Termin „Betriebsverfassungsrecht Teil I“ am 22.03.2027 ist inzwischen ausgebucht. Sie können Ihre Gruppe stattdessen auf die Warteliste setzen lassen.';

function renderCheckout(routes: Record<string, (call: Call) => Response | Promise<Response>>, user = MEMBER) {
  const calls = mockFetch({
    [API_ROUTES.currentUser.path]: () => json(user),
    [API_ROUTES.cartGet.path]: () => json(cart()),
    ...routes,
  });
  visit('/seminare/warenkorb/checkout');
  renderInRemote(REMOTE, <App />, makeStore());
  return calls;
}
const checkoutCalls = (calls: Call[]) => calls.filter((call) => call.path === API_ROUTES.cartCheckout.path);
const confirm = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('checkbox', { name: /AGB und die Stornobedingungen/ }));
  await user.click(screen.getByRole('button', { name: 'Verbindlich buchen' }));
};

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('Checkout (/seminare/warenkorb/checkout)', () => {
  it('bittet Abgemeldete um Anmeldung oder Registrierung mit Rückweg zum Checkout und bucht nichts', async () => {
    const calls = renderCheckout({}, { user: {} } as never);
    expect(await screen.findByText(/Bitte melden Sie sich an oder registrieren Sie sich/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
      'href',
      '/kundenportal/login?redirect=%2Fseminare%2Fwarenkorb%2Fcheckout',
    );
    expect(screen.getByRole('link', { name: 'Registrieren' })).toHaveAttribute(
      'href',
      '/registrierung?redirect=%2Fseminare%2Fwarenkorb%2Fcheckout',
    );
    expect(checkoutCalls(calls)).toHaveLength(0);
  });

  it('zeigt die Bestellung, die Stornobedingungen vor dem Bestätigen und verlangt die AGB-Zustimmung', async () => {
    const user = userEvent.setup();
    const calls = renderCheckout({});
    const review = await screen.findByRole('region', { name: 'Ihre Bestellung im Überblick' });
    expect(review).toHaveTextContent(/1\. Teilnehmer.*Frau Anna Muster.*Buchung.*1\.190,00\s€/);
    expect(review).toHaveTextContent(/2\. Teilnehmer.*Frau Bernd Muster.*Reservierung.*1\.090,00\s€/);
    expect(review).toHaveTextContent('Nordwerk GmbH');
    expect(review).toHaveTextContent('PO-4711');
    expect(review).toHaveTextContent(/Gesamtsumme2\.280,00\s€/);
    const terms = screen.getByRole('region', { name: 'Stornobedingungen' });
    for (const line of CANCELLATION_TERMS_LINES) expect(terms).toHaveTextContent(line);
    expect(screen.getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/agb');
    expect(screen.queryByRole('checkbox', { name: /Warteliste/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verbindlich buchen' }));
    expect(await screen.findByText(ORDER_MESSAGES.acceptTerms)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /AGB/ })).toHaveAttribute('aria-invalid', 'true');
    expect(checkoutCalls(calls)).toHaveLength(0);
  });

  it('bucht mit Idempotency-Key, zeigt Bestellnummer, Status je Teilnehmer, Summe und PDF; der Warenkorb ist leer', async () => {
    const user = userEvent.setup();
    const counts: string[] = [];
    window.addEventListener('cart:count-changed', (event) => counts.push(String((event as CustomEvent).detail.count)));
    const calls = renderCheckout({ [CHECKOUT]: () => json({ order: ORDER } satisfies CheckoutResponse, 201) });
    await confirm(user);
    expect(await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Buchung' })).toBeInTheDocument();
    expect(screen.getByText('AMB-000123')).toBeInTheDocument();
    const people = within(screen.getByRole('region', { name: 'Betriebsverfassungsrecht Teil I' })).getAllByRole(
      'listitem',
    );
    expect(people[0]).toHaveTextContent(/Frau Anna Muster.*Buchung.*Gebucht/);
    expect(people[1]).toHaveTextContent(/Frau Bernd Muster.*Reservierung.*Reserviert bis 24\.01\.2027, 10:00 Uhr/);
    expect(screen.getByText(/Gesamtsumme/)).toHaveTextContent(/2\.280,00\s€/);
    expect(screen.getByRole('link', { name: 'Bestätigung als PDF' })).toHaveAttribute(
      'href',
      '/seminare/warenkorb/checkout-pdf?bestellung=123',
    );

    const [sent] = checkoutCalls(calls);
    expect(sent!.body).toEqual({ acceptTerms: true, waitlist: false });
    expect(sent!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(window.localStorage.getItem(STORAGE_KEYS.cartCount)).toBe('0');
    expect(counts).toContain('0');
    // The attempt is over: the next checkout makes a new key.
    expect(window.sessionStorage.getItem(STORAGE_KEYS.checkoutIdempotencyKey)).toBeNull();
  });

  it('sendet nach einem Fehlschlag und nach einem Neuladen denselben Idempotency-Key', async () => {
    const user = userEvent.setup();
    window.sessionStorage.setItem(STORAGE_KEYS.checkoutIdempotencyKey, 'vor-dem-neuladen-1234');
    let attempts = 0;
    const calls = renderCheckout({
      [CHECKOUT]: () => {
        attempts += 1;
        return attempts === 1
          ? apiError(502, 'Der Dienst ist vorübergehend nicht erreichbar.')
          : json({ order: ORDER });
      },
    });
    await confirm(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Dienst ist vorübergehend nicht erreichbar.');
    await user.click(screen.getByRole('button', { name: 'Verbindlich buchen' }));
    expect(await screen.findByText('AMB-000123')).toBeInTheDocument();
    expect(checkoutCalls(calls).map((call) => call.headers['Idempotency-Key'])).toEqual([
      'vor-dem-neuladen-1234',
      'vor-dem-neuladen-1234',
    ]);
  });

  it('bietet bei ausgebuchtem Termin die Warteliste an und sendet die Wahl mit', async () => {
    const user = userEvent.setup();
    const calls = renderCheckout({
      [API_ROUTES.cartGet.path]: () => json(cart([cartItem({ state: 'full', seatsLeft: 0 })])),
      [CHECKOUT]: () => json({ order: ORDER }, 201),
    });
    await user.click(await screen.findByRole('checkbox', { name: /auf die Warteliste setzen/ }));
    await confirm(user);
    await screen.findByText('AMB-000123');
    expect(checkoutCalls(calls)[0]!.body).toEqual({ acceptTerms: true, waitlist: true });
  });

  it('zeigt bei 409 die deutsche Meldung mit dem Angebot der Warteliste und die Wahl dazu', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const calls = renderCheckout({
      [CHECKOUT]: () => {
        attempts += 1;
        return attempts === 1 ? apiError(409, FULL_409, undefined, 'EVENT_FULL') : json({ order: ORDER }, 201);
      },
    });
    await confirm(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(FULL_409);
    await user.click(screen.getByRole('checkbox', { name: /auf die Warteliste setzen/ }));
    await user.click(screen.getByRole('button', { name: 'Verbindlich buchen' }));
    await screen.findByText('AMB-000123');
    const sent = checkoutCalls(calls);
    expect(sent.map((call) => call.body)).toEqual([
      { acceptTerms: true, waitlist: false },
      { acceptTerms: true, waitlist: true },
    ]);
    expect(sent[0]!.headers['Idempotency-Key']).toBe(sent[1]!.headers['Idempotency-Key']);
  });

  it('zeigt eine Grenze der Buchung (409 BOOKING_LIMIT) als deutsche Meldung, ohne die Warteliste anzubieten', async () => {
    const user = userEvent.setup();
    const message = BOOKING_LIMIT_MESSAGES.reservationsTotal(10);
    renderCheckout({ [CHECKOUT]: () => apiError(409, message, undefined, 'BOOKING_LIMIT') });
    await confirm(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('alert')).toHaveTextContent(/insgesamt höchstens 10 Plätze gleichzeitig reservieren/);
    expect(screen.queryByRole('checkbox', { name: /auf die Warteliste setzen/ })).not.toBeInTheDocument();
  });

  it('führt ohne Rechnungsadresse zurück in den Warenkorb statt zu buchen', async () => {
    renderCheckout({ [API_ROUTES.cartGet.path]: () => json(cart(undefined, null)) });
    expect(await screen.findByText(ORDER_MESSAGES.billingAddressMissing)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verbindlich buchen' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Zurück zum Warenkorb' })[0]).toHaveAttribute(
      'href',
      '/seminare/warenkorb',
    );
  });
});
