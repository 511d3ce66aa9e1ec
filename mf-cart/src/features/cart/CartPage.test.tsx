import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  API_ROUTES,
  BOOKING_LIMIT_MESSAGES,
  CSRF_HEADER,
  STORAGE_KEYS,
  TIMINGS,
  emit,
  on,
} from '@amb/shared-contracts/core';
import { CANCELLATION_TERMS_LINES } from '@amb/shared-contracts/booking';
import { VALIDATION_MESSAGES as M } from '@amb/shared-contracts/schemas';
import { embedPageGlobals, removePageGlobals, TEST_PAGE_USER } from '@amb/shared-contracts/testing';
import { TEST_CSRF_TOKEN, apiError, json, mockFetch, renderInRemote, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../remote';
import { makeStore } from '../../store';
import { cart, cartItem, EMPTY_CART, participant } from '../../testing/cartFixtures';
import { reservation } from '../../testing/fixtures';
import { withPagesLoaded } from '../../testing/pages';

withPagesLoaded();

const GET_CART = API_ROUTES.cartGet.path;
const renderCart = () => {
  visit('/seminare/warenkorb');
  return renderInRemote(REMOTE, <App />, makeStore());
};
const itemCard = (title = 'Betriebsverfassungsrecht Teil I') => screen.findByRole('region', { name: title });

afterEach(() => {
  window.localStorage.clear();
  removePageGlobals();
});

describe('Warenkorb (/seminare/warenkorb)', () => {
  it('zeigt einen leeren Warenkorb mit dem Weg zu den Seminaren', async () => {
    mockFetch({ [GET_CART]: () => json(EMPTY_CART) });
    renderCart();
    expect(await screen.findByText(/Ihr Warenkorb ist leer/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zu den Seminaren' })).toHaveAttribute('href', '/seminare');
  });

  it('zeigt die Reservierungen des Mitglieds auch bei leerem Warenkorb und lädt ihn neu, wenn eine zurückkommt', async () => {
    embedPageGlobals({ user: TEST_PAGE_USER });
    let carts = [EMPTY_CART, cart([cartItem()])];
    const calls = mockFetch({
      [GET_CART]: () => json(carts.length > 1 ? carts.shift()! : carts[0]!),
      [API_ROUTES.orderReservations.path]: () => json({ reservations: [reservation()] }),
    });
    renderCart();
    expect(await screen.findByText(/Ihr Warenkorb ist leer/)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Ihre Reservierungen' })).toBeInTheDocument();
    emit('cart:item-added', { eventId: 42, first: true });
    expect(await itemCard()).toBeInTheDocument();
    expect(calls.filter((call) => call.path === GET_CART)).toHaveLength(2);
    carts = [];
  });

  it('zeigt je Termin Thema, Datum, Ort, Hotel, Zustand, Links, Teilnehmende mit Preisen, Summe und Stornobedingungen', async () => {
    mockFetch({
      [GET_CART]: () =>
        json(
          cart([
            cartItem(),
            cartItem({
              cartItemId: 8,
              eventId: 42,
              themeId: 4,
              themeTitle: 'Arbeitsrecht online',
              startDate: '2027-04-01',
              endDate: '2027-04-01',
              city: null,
              hotelName: null,
              isOnline: true,
              state: 'full',
              seatsLeft: 0,
              participants: [],
              subtotal: 0,
            }),
          ]),
        ),
    });
    renderCart();
    const first = await itemCard();
    expect(within(first).getByRole('link', { name: 'Betriebsverfassungsrecht Teil I' })).toHaveAttribute(
      'href',
      '/seminare/t/3',
    );
    expect(first).toHaveTextContent('22.03.2027 – 26.03.2027');
    expect(first).toHaveTextContent('Hamburg');
    expect(first).toHaveTextContent('Hotel am Hafen');
    expect(first).toHaveTextContent('Buchbar: Für neue Buchungen sind jetzt noch 9 Plätze frei.');
    expect(within(first).getByRole('link', { name: 'Kostenrechner' })).toHaveAttribute(
      'href',
      '/seminare/warenkorb/kostenrechner/41',
    );
    expect(within(first).getByRole('link', { name: 'Online-Fax' })).toHaveAttribute(
      'href',
      '/seminare/warenkorb/online-fax/41',
    );
    const people = within(first).getAllByRole('listitem');
    expect(people[0]).toHaveTextContent(/1\. Teilnehmer.*Frau Anna Muster.*Buchung.*1\.190,00\s€ zzgl\. 19 % MwSt\./);
    expect(people[1]).toHaveTextContent(/2\. Teilnehmer.*Frau Bernd Muster.*Reservierung.*1\.090,00\s€/);
    // Reservations are free until booked: shown apart, never added to the sums.
    expect(first).toHaveTextContent(/Zwischensumme der Buchungen1\.190,00\s€ zzgl\. 19 % MwSt\./);
    expect(first).toHaveTextContent(
      /Reservierungen \(kostenfrei, nicht in der Summe\)bei Buchung 1\.090,00\s€ zzgl\. 19 % MwSt\./,
    );

    const online = await itemCard('Arbeitsrecht online');
    expect(online).toHaveTextContent('01.04.2027');
    expect(online).not.toHaveTextContent('01.04.2027 –');
    expect(online).toHaveTextContent('Online');
    expect(online).toHaveTextContent(/Ausgebucht: .*auf die Warteliste setzen lassen/);
    expect(online).toHaveTextContent('Noch keine Teilnehmenden eingetragen');

    const summary = screen.getByRole('region', { name: 'Zusammenfassung' });
    expect(summary).toHaveTextContent(
      /Gesamtsumme der Buchungen netto1\.190,00\s€zzgl\. 19 % MwSt\.226,10\s€Gesamtbetrag inkl\. MwSt\.1\.416,10\s€/,
    );
    expect(summary).toHaveTextContent(
      /Reservierungen \(kostenfrei, nicht in der Summe\)bei Buchung 1\.090,00\s€ zzgl\. 19 % MwSt\./,
    );
    expect(screen.queryByRole('region', { name: 'Rechnungsadresse und Bestellangaben' })).not.toBeInTheDocument();
    // A booking and a reservation: the way on names both.
    expect(within(summary).getByRole('link', { name: 'Weiter zur Buchung und Reservierung' })).toHaveAttribute(
      'href',
      '/seminare/warenkorb/checkout',
    );
    const terms = screen.getByRole('region', { name: 'Stornobedingungen' });
    for (const line of CANCELLATION_TERMS_LINES) expect(terms).toHaveTextContent(line);
  });

  it.each([
    ['cancelled', 'Abgesagt: Dieser Termin wurde abgesagt'],
    ['past', 'Vergangen: Dieser Termin liegt in der Vergangenheit'],
  ] as const)('erklärt den Zustand %s auf Deutsch', async (state, text) => {
    mockFetch({ [GET_CART]: () => json(cart([cartItem({ state })])) });
    renderCart();
    expect(await itemCard()).toHaveTextContent(text);
  });

  it('prüft einen neuen Teilnehmer erst beim Absenden mit den SPEC-Meldungen und sendet dann add-recipient mit CSRF', async () => {
    const user = userEvent.setup();
    const added = cart([cartItem({ participants: [participant(1)], subtotal: 1190 })]);
    const calls = mockFetch({
      [GET_CART]: () => json(cart([cartItem({ participants: [], subtotal: 0 })])),
      [`POST ${API_ROUTES.cartAddRecipient.path}`]: () => json(added, 201),
    });
    const counts: number[] = [];
    const off = on('cart:count-changed', ({ count }) => counts.push(count));
    renderCart();
    const card = await itemCard();
    expect(
      within(card).getByText(/hält den Platz 14 Tage lang für Sie frei, höchstens bis zum Seminarbeginn/),
    ).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Teilnehmer speichern' }));
    // The error summary on top takes the focus and links each message to its field.
    const summary = await within(card).findByRole('alert', { name: 'Bitte prüfen Sie Ihre Angaben' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('link', { name: M.salutation })).toHaveAttribute('href', '#item-7-new-salutation');
    expect(within(summary).getByRole('link', { name: M.firstNameRequired })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: M.emailRequired })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: M.boardOption })).toHaveAttribute(
      'href',
      '#item-7-new-hotelOverNightOption-overnight',
    );
    await user.click(within(summary).getByRole('link', { name: M.firstNameRequired }));
    expect(within(card).getByLabelText('Vorname')).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.selectOptions(within(card).getByLabelText('Anrede'), 'Frau');
    await user.type(within(card).getByLabelText('Vorname'), 'Anna');
    await user.type(within(card).getByLabelText('Nachname'), 'Muster');
    await user.type(within(card).getByLabelText('E-Mail-Adresse'), 'p1@example.de');
    await user.selectOptions(within(card).getByLabelText('BR-Funktion (optional)'), 'Betriebsratsmitglied');
    await user.click(within(card).getByLabelText('Übernachtung im Einzelzimmer mit Vollpension'));
    await user.click(within(card).getByLabelText('Reservierung'));
    await user.click(within(card).getByRole('button', { name: 'Teilnehmer speichern' }));

    await waitFor(() => expect(within(card).getByText('Frau Anna Muster')).toBeInTheDocument());
    // The form went: the focus is where it was, on the way to add another (never the page's body).
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Teilnehmer hinzufügen' })).toHaveFocus());
    const post = calls.find((call) => call.path === API_ROUTES.cartAddRecipient.path)!;
    expect(post.headers[CSRF_HEADER]).toBe(TEST_CSRF_TOKEN);
    expect(post.body).toEqual({
      cartItemId: 7,
      salutation: 'Frau',
      title: '',
      firstname: 'Anna',
      lastname: 'Muster',
      email: 'p1@example.de',
      brFunction: 'Betriebsratsmitglied',
      hotelOverNightOption: 'overnight',
      kind: 'reservation',
      legalBasis: 'br37Abs6',
    });
    expect(counts).toEqual([1]);
    off();
  });

  it('zeigt die Feldmeldungen des Servers (400) am Feld und lässt den Warenkorb unverändert', async () => {
    const user = userEvent.setup();
    mockFetch({
      [GET_CART]: () => json(cart([cartItem({ participants: [participant(1)], subtotal: 1190 })])),
      [`POST ${API_ROUTES.cartEditRecipient.path}`]: () =>
        apiError(400, M.emailInvalid, { email: 'Diese E-Mail-Adresse ist beim Server ungültig' }),
    });
    renderCart();
    const card = await itemCard();
    await user.click(within(card).getByRole('button', { name: 'Bearbeiten: Frau Anna Muster' }));
    expect(within(card).getByLabelText('Vorname')).toHaveValue('Anna');
    await user.click(within(card).getByRole('button', { name: 'Teilnehmer speichern' }));
    const email = within(card).getByLabelText('E-Mail-Adresse');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(within(card).getAllByText('Diese E-Mail-Adresse ist beim Server ungültig')).toHaveLength(2);
    expect(within(card).getByRole('alert')).toHaveTextContent(M.emailInvalid);
  });

  it('zeigt eine Grenze der Buchung (409 BOOKING_LIMIT) beim Teilnehmer als deutsche Meldung; der Warenkorb bleibt', async () => {
    const user = userEvent.setup();
    const message = BOOKING_LIMIT_MESSAGES.reservationsPerDate('Betriebsverfassungsrecht Teil I', 4, 0);
    mockFetch({
      [GET_CART]: () => json(cart([cartItem({ participants: [participant(1)], subtotal: 1190 })])),
      [`POST ${API_ROUTES.cartEditRecipient.path}`]: () => apiError(409, message, undefined, 'BOOKING_LIMIT'),
    });
    renderCart();
    const card = await itemCard();
    await user.click(within(card).getByRole('button', { name: 'Bearbeiten: Frau Anna Muster' }));
    await user.click(within(card).getByLabelText('Reservierung'));
    await user.click(within(card).getByRole('button', { name: 'Teilnehmer speichern' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(message);
    expect(within(card).getByRole('alert')).toHaveTextContent(/höchstens 4 Plätze reservieren/);
  });

  it('entfernt einen Teilnehmer und einen Termin erst nach der Frist zum Rückgängigmachen; der Kopf erfährt die Zahl', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let current = cart();
    const calls = mockFetch({
      [GET_CART]: () => json(current),
      [`POST ${API_ROUTES.cartDeleteRecipient.path}`]: () =>
        json(cart([cartItem({ participants: [participant(1)], subtotal: 1190 })])),
      [`POST ${API_ROUTES.cartDeleteItem.path}`]: () => {
        current = EMPTY_CART;
        return json({ cartItemId: 7, count: 0 });
      },
    });
    const deletes = () => calls.filter((call) => call.path === API_ROUTES.cartDeleteRecipient.path);
    renderCart();
    const card = await itemCard();
    await user.click(within(card).getByRole('button', { name: 'Entfernen: Frau Bernd Muster' }));
    expect(within(card).queryByText('Frau Bernd Muster')).not.toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent('Frau Bernd Muster ist entfernt.');
    // „Rückgängig“ takes the focus (the removed one's button is gone) and brings the participant back; nothing sent.
    expect(within(card).getByRole('button', { name: 'Rückgängig' })).toHaveFocus();
    await user.click(within(card).getByRole('button', { name: 'Rückgängig' }));
    expect(within(card).getByText('Frau Bernd Muster')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(TIMINGS.undoMs + 100));
    expect(deletes()).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Entfernen: Frau Bernd Muster' }));
    act(() => jest.advanceTimersByTime(TIMINGS.undoMs - 500));
    expect(deletes()).toHaveLength(0);
    act(() => jest.advanceTimersByTime(600));
    await waitFor(() => expect(deletes()).toHaveLength(1));
    expect(deletes()[0]!.body).toEqual({ recipientId: 102 });
    await waitFor(() => expect(within(card).queryByRole('button', { name: 'Rückgängig' })).not.toBeInTheDocument());

    await user.click(
      within(card).getByRole('button', { name: 'Aus dem Warenkorb entfernen: Betriebsverfassungsrecht Teil I' }),
    );
    expect(
      await screen.findByText('„Betriebsverfassungsrecht Teil I“ ist aus dem Warenkorb entfernt.'),
    ).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(TIMINGS.undoMs));
    expect(await screen.findByText(/Ihr Warenkorb ist leer/)).toBeInTheDocument();
    expect(calls.find((call) => call.path === API_ROUTES.cartDeleteItem.path)?.body).toEqual({ cartItemId: 7 });
    expect(window.localStorage.getItem(STORAGE_KEYS.cartCount)).toBe('0');
    jest.useRealTimers();
  });

  it('beantwortet einen Teilnehmer über die freien Plätze hinaus sofort: Warteliste oder weniger Teilnehmende', async () => {
    const user = userEvent.setup();
    const one = cartItem({ participants: [participant(1)], subtotal: 1190, seatsLeft: 1 });
    const two = cart([cartItem({ participants: [participant(1), participant(2)], subtotal: 2280, seatsLeft: 1 })]);
    const calls = mockFetch({
      [GET_CART]: () => json(cart([one])),
      [`POST ${API_ROUTES.cartAddRecipient.path}`]: () => json(two, 201),
    });
    renderCart();
    const card = await itemCard();
    expect(card).toHaveTextContent('Für neue Buchungen ist jetzt noch 1 Platz frei.');
    const fillIn = async () => {
      await user.click(within(card).getByRole('button', { name: 'Teilnehmer hinzufügen' }));
      await user.selectOptions(within(card).getByLabelText('Anrede'), 'Herr');
      await user.type(within(card).getByLabelText('Vorname'), 'Bernd');
      await user.type(within(card).getByLabelText('Nachname'), 'Muster');
      await user.type(within(card).getByLabelText('E-Mail-Adresse'), 'p2@example.de');
      await user.click(within(card).getByLabelText('Übernachtung im Einzelzimmer mit Vollpension'));
      await user.click(within(card).getByRole('button', { name: 'Teilnehmer speichern' }));
    };
    await fillIn();
    const choice = await within(card).findByRole('alert');
    expect(choice).toHaveTextContent('Für diesen Termin ist nur noch 1 Platz frei.');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.click(within(choice).getByRole('button', { name: 'Mit weniger Teilnehmenden buchen' }));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    expect(within(card).queryByLabelText('Vorname')).not.toBeInTheDocument();

    await fillIn();
    await user.click(within(card).getByRole('button', { name: 'Auf die Warteliste setzen' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(
      await within(card).findByText(/Für diesen Termin ist nur noch 1 Platz frei, Ihre Gruppe hat 2 Personen/),
    ).toBeInTheDocument();
    expect(card).toHaveTextContent(/Warteliste \(nicht in der Summe\)bei Buchung 2\.280,00\s€/);
  });
});
