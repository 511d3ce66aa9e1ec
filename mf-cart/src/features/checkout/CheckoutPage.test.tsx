import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  API_ROUTES,
  BOOKING_LIMIT_MESSAGES,
  STORAGE_KEYS,
  type CheckoutResponse,
  type Order,
  type ShoppingCartResponse,
} from '@amb/shared-contracts/core';
import { CANCELLATION_TERMS_LINES } from '@amb/shared-contracts/booking';
import { ORDER_MESSAGES, VALIDATION_MESSAGES as M } from '@amb/shared-contracts/schemas';
import { apiError, json, mockFetch, renderInRemote, visit, type Call } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../remote';
import { makeStore } from '../../store';
import { cart, cartItem, OPTIONS, ORDER, participant } from '../../testing/cartFixtures';
import { withPagesLoaded } from '../../testing/pages';

withPagesLoaded();

const MEMBER = { user: { userId: 5, firstname: 'Berta', lastname: 'Beispiel', email: 'berta@example.de' } };
const CHECKOUT = `POST ${API_ROUTES.cartCheckout.path}`;
const FULL_409 =
  'Der Termin „Betriebsverfassungsrecht Teil I“ am 22.03.2027 ist inzwischen ausgebucht. Sie können Ihre Gruppe stattdessen auf die Warteliste setzen lassen.';
const REVIEW = '/seminare/warenkorb/checkout?schritt=pruefen';

function renderCheckout(
  routes: Record<string, (call: Call) => Response | Promise<Response>>,
  { user = MEMBER, path = REVIEW }: { user?: object; path?: string } = {},
) {
  const calls = mockFetch({
    [API_ROUTES.currentUser.path]: () => json(user),
    [API_ROUTES.cartGet.path]: () => json(cart()),
    ...routes,
  });
  visit(path);
  renderInRemote(REMOTE, <App />, makeStore());
  return calls;
}
const checkoutCalls = (calls: Call[]) => calls.filter((call) => call.path === API_ROUTES.cartCheckout.path);
const here = () => `${window.location.pathname}${window.location.search}`;
const stepHeading = (name: RegExp) => screen.findByRole('heading', { level: 2, name });
const confirm = async (user: ReturnType<typeof userEvent.setup>, button = 'Verbindlich buchen') => {
  await user.click(await screen.findByRole('checkbox', { name: /AGB und die Stornobedingungen/ }));
  await user.click(screen.getByRole('button', { name: button }));
};

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('Checkout in Schritten (/seminare/warenkorb/checkout)', () => {
  it('bittet Abgemeldete um Anmeldung oder Registrierung mit Rückweg zum Checkout und bucht nichts', async () => {
    const calls = renderCheckout({}, { user: { user: {} }, path: '/seminare/warenkorb/checkout' });
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

  it('führt durch alle Schritte, jeder mit eigener Adresse, speichert vor dem nächsten und setzt den Fokus auf dessen Überschrift', async () => {
    const user = userEvent.setup();
    let current: ShoppingCartResponse = {
      ...cart(undefined, null),
      suggestedOptions: { ...OPTIONS, purchaseOrderNumber: '' },
    };
    const calls = renderCheckout(
      {
        [API_ROUTES.cartGet.path]: () => json(current),
        [`POST ${API_ROUTES.cartUpdateOrderOptions.path}`]: (call) => {
          current = { ...current, options: call.body as typeof OPTIONS, suggestedOptions: null };
          return json({ options: call.body });
        },
      },
      { path: '/seminare/warenkorb/checkout' },
    );

    // Step 1: participants, with the step indicator and the seats a new booker gets now.
    expect(await stepHeading(/Schritt 1 von 4\s*Teilnehmende/)).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Schritte der Buchung' });
    expect(within(steps).getByText('Teilnehmende').closest('[aria-current]')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('region', { name: 'Betriebsverfassungsrecht Teil I' })).toHaveTextContent(
      'Für neue Buchungen sind jetzt noch 9 Plätze frei.',
    );
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    // Step 2: the billing address, prefilled with the member's own address; the error summary on a bad value.
    const billing = await stepHeading(/Schritt 2 von 4\s*Rechnungsadresse und Bestellangaben/);
    expect(here()).toBe('/seminare/warenkorb/checkout?schritt=rechnung');
    await waitFor(() => expect(billing).toHaveFocus());
    expect(within(steps).getByRole('link', { name: /Teilnehmende/ })).toHaveAttribute(
      'href',
      '/seminare/warenkorb/checkout?schritt=teilnehmer',
    );
    expect(screen.getByText('Aus Ihrem Kundenkonto übernommen. Bitte prüfen Sie die Angaben.')).toBeInTheDocument();
    expect(screen.getByLabelText('Firma')).toHaveValue('Nordwerk GmbH');
    await user.clear(screen.getByLabelText('PLZ'));
    await user.type(screen.getByLabelText('PLZ'), '2045x');
    await user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    const summary = await screen.findByRole('alert', { name: 'Bitte prüfen Sie Ihre Angaben' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('link', { name: M.postalCodeDigitsOnly })).toHaveAttribute(
      'href',
      '#options-postalCode',
    );
    expect(calls.some((call) => call.path === API_ROUTES.cartUpdateOrderOptions.path)).toBe(false);
    await user.clear(screen.getByLabelText('PLZ'));
    await user.type(screen.getByLabelText('PLZ'), '20457');
    await user.type(screen.getByLabelText('Bestellnummer (optional)'), 'PO-4711');
    await user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));

    // Step 3: the legal basis chosen with each participant carries into the documents.
    const documents = await stepHeading(/Schritt 3 von 4\s*Rechtsgrundlage und Unterlagen/);
    expect(here()).toBe('/seminare/warenkorb/checkout?schritt=unterlagen');
    await waitFor(() => expect(documents).toHaveFocus());
    expect(calls.find((call) => call.path === API_ROUTES.cartUpdateOrderOptions.path)?.body).toMatchObject({
      company: 'Nordwerk GmbH',
      postalCode: '20457',
      purchaseOrderNumber: 'PO-4711',
    });
    const bases = screen.getAllByRole('combobox', { name: /^Rechtsgrundlage für/ });
    expect(bases).toHaveLength(2);
    expect(bases[0]).toHaveValue('br37Abs6');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    // Step 4: every answer with „Ändern“; reservations apart from the sum.
    await stepHeading(/Schritt 4 von 4\s*Ihre Angaben prüfen/);
    expect(here()).toBe(REVIEW);
    const review = screen.getByRole('region', { name: 'Ihre Angaben prüfen' });
    expect(review).toHaveTextContent(/1\. Teilnehmer.*Frau Anna Muster.*Buchung.*1\.190,00\s€/);
    expect(review).toHaveTextContent(/2\. Teilnehmer.*Frau Bernd Muster.*Reservierung.*1\.090,00\s€/);
    expect(review).toHaveTextContent('PO-4711');
    expect(review).toHaveTextContent(
      /Gesamtsumme der Buchungen netto1\.190,00\s€zzgl\. 19 % MwSt\.226,10\s€Gesamtbetrag inkl\. MwSt\.1\.416,10\s€/,
    );
    expect(review).toHaveTextContent(
      /Reservierungen \(kostenfrei, nicht in der Summe\)bei Buchung 1\.090,00\s€ zzgl\. 19 % MwSt\./,
    );
    const changes = within(review).getAllByRole('link', { name: /^Ändern/ });
    expect(changes.map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining([
        '/seminare/warenkorb/checkout?schritt=teilnehmer&von=pruefen',
        '/seminare/warenkorb/checkout?schritt=rechnung&von=pruefen',
        '/seminare/warenkorb/checkout?schritt=unterlagen&von=pruefen',
      ]),
    );
    for (const line of CANCELLATION_TERMS_LINES)
      expect(screen.getByRole('region', { name: 'Stornobedingungen' })).toHaveTextContent(line);

    // „Ändern“ round trip: the step, then straight back to the review.
    await user.click(within(review).getByRole('link', { name: 'Ändern Bestellnummer' }));
    await stepHeading(/Rechnungsadresse und Bestellangaben/);
    expect(here()).toBe('/seminare/warenkorb/checkout?schritt=rechnung&von=pruefen');
    expect(screen.getByLabelText('Bestellnummer (optional)')).toHaveValue('PO-4711');
    await user.clear(screen.getByLabelText('Bestellnummer (optional)'));
    await user.type(screen.getByLabelText('Bestellnummer (optional)'), 'PO-4712');
    await user.click(screen.getByRole('button', { name: 'Speichern und zurück zur Prüfung' }));
    await stepHeading(/Ihre Angaben prüfen/);
    expect(here()).toBe(REVIEW);
    expect(screen.getByRole('region', { name: 'Ihre Angaben prüfen' })).toHaveTextContent('PO-4712');

    // The browser's back button walks the steps.
    act(() => window.history.back());
    await stepHeading(/Rechnungsadresse und Bestellangaben/);
  });

  it('lässt ohne Teilnehmende nicht weiter: die Fehlerübersicht nimmt den Fokus und führt zum Termin', async () => {
    const user = userEvent.setup();
    renderCheckout(
      { [API_ROUTES.cartGet.path]: () => json(cart([cartItem({ participants: [], subtotal: 0 })])) },
      { path: '/seminare/warenkorb/checkout' },
    );
    await stepHeading(/Teilnehmende/);
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    const summary = await screen.findByRole('alert', { name: 'Bitte prüfen Sie Ihre Angaben' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary).getByRole('link', {
        name: 'Bitte tragen Sie für „Betriebsverfassungsrecht Teil I“ mindestens einen Teilnehmer ein.',
      }),
    ).toHaveAttribute('href', '#item-7-participants');
    expect(here()).toBe('/seminare/warenkorb/checkout');
  });

  it('verlangt die AGB-Zustimmung in der Fehlerübersicht und bucht mit Idempotency-Key; die Überschrift dankt für die Buchung', async () => {
    const user = userEvent.setup();
    const counts: string[] = [];
    window.addEventListener('cart:count-changed', (event) => counts.push(String((event as CustomEvent).detail.count)));
    const calls = renderCheckout({ [CHECKOUT]: () => json({ order: ORDER } satisfies CheckoutResponse, 201) });
    expect(await screen.findByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/agb');
    await user.click(screen.getByRole('button', { name: 'Verbindlich buchen und kostenlos reservieren' }));
    const summary = await screen.findByRole('alert', { name: 'Bitte prüfen Sie Ihre Angaben' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('link', { name: ORDER_MESSAGES.acceptTerms })).toHaveAttribute(
      'href',
      '#acceptTerms',
    );
    expect(checkoutCalls(calls)).toHaveLength(0);

    await confirm(user, 'Verbindlich buchen und kostenlos reservieren');
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Buchung' });
    await waitFor(() => expect(h1.firstElementChild).toHaveFocus());
    expect(screen.getByText('AMB-000123')).toBeInTheDocument();
    const people = within(screen.getByRole('region', { name: 'Betriebsverfassungsrecht Teil I' })).getAllByRole(
      'listitem',
    );
    expect(people[0]).toHaveTextContent(/Frau Anna Muster.*Buchung.*Gebucht/);
    expect(people[1]).toHaveTextContent(/Frau Bernd Muster.*Reservierung.*Reserviert bis 24\.01\.2027, 10:00 Uhr/);
    expect(screen.getByRole('link', { name: 'Bestätigung als PDF' })).toHaveAttribute(
      'href',
      '/seminare/warenkorb/checkout-pdf?bestellung=123',
    );
    const [sent] = checkoutCalls(calls);
    expect(sent!.body).toEqual({ acceptTerms: true, waitlist: false });
    expect(sent!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(window.localStorage.getItem(STORAGE_KEYS.cartCount)).toBe('0');
    expect(counts).toContain('0');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.checkoutIdempotencyKey)).toBeNull();
  });

  it('nennt eine Reservierung nie Buchung: „Kostenlos reservieren“, Summe 0 €, „Ihre Reservierung bis …“', async () => {
    const user = userEvent.setup();
    const reserved = cartItem({ participants: [participant(1, { kind: 'reservation' })], subtotal: 1190 });
    const order: Order = {
      ...ORDER,
      items: [{ ...ORDER.items[0]!, participants: [ORDER.items[0]!.participants[1]!] }],
    };
    renderCheckout({
      [API_ROUTES.cartGet.path]: () => json(cart([reserved])),
      [CHECKOUT]: () => json({ order }, 201),
    });
    const review = await screen.findByRole('region', { name: 'Ihre Angaben prüfen' });
    expect(screen.getByRole('heading', { level: 1, name: 'Reservierung abschließen' })).toBeInTheDocument();
    expect(review).toHaveTextContent(/Gesamtsumme der Buchungen netto0,00\s€/);
    expect(review).toHaveTextContent(/bei Buchung 1\.190,00\s€ zzgl\. 19 % MwSt\./);
    expect(screen.queryByRole('button', { name: /buchen/ })).not.toBeInTheDocument();
    await confirm(user, 'Kostenlos reservieren');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ihre Reservierung bis 24.01.2027, 10:00 Uhr' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Eine Reservierung ist kostenfrei und noch keine Buchung/)).toBeInTheDocument();
  });

  it('setzt eine Gruppe, die größer ist als die freien Plätze, auf die Warteliste und sagt es vor dem Klick', async () => {
    const user = userEvent.setup();
    const calls = renderCheckout({
      [API_ROUTES.cartGet.path]: () =>
        json(cart([cartItem({ seatsLeft: 1, participants: [participant(1), participant(2)] })])),
      [CHECKOUT]: () => json({ order: ORDER }, 201),
    });
    const review = await screen.findByRole('region', { name: 'Ihre Angaben prüfen' });
    expect(review).toHaveTextContent(/Für diesen Termin ist nur noch 1 Platz frei, Ihre Gruppe hat 2 Personen/);
    expect(review).toHaveTextContent('Auf die Warteliste (die ganze Gruppe)');
    await confirm(user, 'Auf die Warteliste setzen');
    await screen.findByText('AMB-000123');
    expect(checkoutCalls(calls)[0]!.body).toEqual({ acceptTerms: true, waitlist: true });
  });

  it('zeigt bei 409 (Plätze eben vergeben) die Meldung in der Fehlerübersicht, liest den Warenkorb neu und sendet denselben Schlüssel', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    let current = cart([cartItem({ participants: [participant(1)] })]);
    const calls = renderCheckout({
      [API_ROUTES.cartGet.path]: () => json(current),
      [CHECKOUT]: () => {
        attempts += 1;
        if (attempts > 1) return json({ order: ORDER }, 201);
        current = cart([cartItem({ participants: [participant(1)], state: 'full', seatsLeft: 0 })]);
        return apiError(409, FULL_409, undefined, 'EVENT_FULL');
      },
    });
    await confirm(user);
    expect(await screen.findByRole('alert', { name: 'Bitte prüfen Sie Ihre Angaben' })).toHaveTextContent(FULL_409);
    expect(
      await screen.findByText(/Für diesen Termin ist kein Platz mehr frei, Ihre Gruppe hat 1 Person/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Auf die Warteliste setzen' }));
    await screen.findByText('AMB-000123');
    const sent = checkoutCalls(calls);
    expect(sent.map((call) => call.body)).toEqual([
      { acceptTerms: true, waitlist: false },
      { acceptTerms: true, waitlist: true },
    ]);
    expect(sent[0]!.headers['Idempotency-Key']).toBe(sent[1]!.headers['Idempotency-Key']);
  });

  it('zeigt eine Grenze der Buchung (409 BOOKING_LIMIT) als deutsche Meldung', async () => {
    const user = userEvent.setup();
    const message = BOOKING_LIMIT_MESSAGES.reservationsTotal(10);
    renderCheckout({ [CHECKOUT]: () => apiError(409, message, undefined, 'BOOKING_LIMIT') });
    await confirm(user, 'Verbindlich buchen und kostenlos reservieren');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /insgesamt höchstens 10 Plätze gleichzeitig reservieren/,
    );
  });

  it('führt ohne Rechnungsadresse zu deren Schritt statt zu buchen', async () => {
    const calls = renderCheckout({ [API_ROUTES.cartGet.path]: () => json(cart(undefined, null)) });
    const link = await screen.findByRole('link', { name: 'Bitte geben Sie die Rechnungsadresse an.' });
    expect(link).toHaveAttribute('href', '/seminare/warenkorb/checkout?schritt=rechnung');
    expect(screen.queryByRole('checkbox', { name: /AGB/ })).not.toBeInTheDocument();
    expect(checkoutCalls(calls)).toHaveLength(0);
  });
});
