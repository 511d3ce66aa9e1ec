import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES, BOOKING_LIMIT_MESSAGES, CSRF_HEADER, STORAGE_KEYS, emit, on } from '@amb/shared-contracts/core';
import { CANCELLATION_TERMS_LINES } from '@amb/shared-contracts/booking';
import { VALIDATION_MESSAGES as M } from '@amb/shared-contracts/schemas';
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

afterEach(() => window.localStorage.clear());

describe('Warenkorb (/seminare/warenkorb)', () => {
  it('zeigt einen leeren Warenkorb mit dem Weg zu den Seminaren', async () => {
    mockFetch({ [GET_CART]: () => json(EMPTY_CART) });
    renderCart();
    expect(await screen.findByText(/Ihr Warenkorb ist leer/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zu den Seminaren' })).toHaveAttribute('href', '/seminare');
  });

  it('zeigt die Reservierungen des Mitglieds auch bei leerem Warenkorb und lädt ihn neu, wenn eine zurückkommt', async () => {
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

  it('bietet die Dokumente für den Betriebsrat mit der Rechtsgrundlage je Teilnehmer an', async () => {
    mockFetch({ [GET_CART]: () => json(cart([cartItem()])) });
    renderCart();
    expect(await screen.findByRole('heading', { name: 'Dokumente für den Betriebsrat' })).toBeInTheDocument();
    expect(screen.getAllByRole('combobox', { name: /^Rechtsgrundlage für/ })).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Entsendebeschluss/ })).toHaveAttribute(
      'href',
      '/seminare/warenkorb/dokumente/entsendebeschluss',
    );
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
    expect(first).toHaveTextContent('Buchbar: Noch 9 freie Plätze.');
    expect(within(first).getByRole('link', { name: 'Kostenrechner' })).toHaveAttribute(
      'href',
      '/seminare/warenkorb/kostenrechner/41',
    );
    expect(within(first).getByRole('link', { name: 'Online-Fax' })).toHaveAttribute(
      'href',
      '/seminare/warenkorb/online-fax/41',
    );
    const people = within(first).getAllByRole('listitem');
    expect(people[0]).toHaveTextContent(/1\. Teilnehmer.*Frau Anna Muster.*Buchung.*1\.190,00\s€/);
    expect(people[1]).toHaveTextContent(/2\. Teilnehmer.*Frau Bernd Muster.*Reservierung.*1\.090,00\s€/);
    expect(first).toHaveTextContent(/Zwischensumme: 2\.280,00\s€/);

    const online = await itemCard('Arbeitsrecht online');
    expect(online).toHaveTextContent('01.04.2027');
    expect(online).not.toHaveTextContent('01.04.2027 –');
    expect(online).toHaveTextContent('Online');
    expect(online).toHaveTextContent(/Ausgebucht: .*auf die Warteliste setzen lassen/);
    expect(online).toHaveTextContent('Noch keine Teilnehmenden eingetragen');

    const summary = screen.getByRole('region', { name: 'Zusammenfassung' });
    expect(summary).toHaveTextContent(/Gesamtsumme2\.280,00\s€/);
    expect(within(summary).getByRole('link', { name: 'Weiter zur Buchung' })).toHaveAttribute(
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
    expect(await within(card).findByText(M.salutation)).toBeInTheDocument();
    expect(within(card).getByText(M.firstNameRequired)).toBeInTheDocument();
    expect(within(card).getByText(M.emailRequired)).toBeInTheDocument();
    expect(within(card).getByText(M.boardOption)).toBeInTheDocument();
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
    expect(within(card).getByText('Diese E-Mail-Adresse ist beim Server ungültig')).toBeInTheDocument();
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

  it('entfernt einen Teilnehmer (delete-recipient) und einen Termin (delete-cart-item); der Kopf erfährt die Zahl', async () => {
    const user = userEvent.setup();
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
    renderCart();
    const card = await itemCard();
    await user.click(within(card).getByRole('button', { name: 'Entfernen: Frau Bernd Muster' }));
    await waitFor(() => expect(within(card).queryByText('Frau Bernd Muster')).not.toBeInTheDocument());
    expect(calls.find((call) => call.path === API_ROUTES.cartDeleteRecipient.path)?.body).toEqual({ recipientId: 102 });

    await user.click(
      within(card).getByRole('button', { name: 'Aus dem Warenkorb entfernen: Betriebsverfassungsrecht Teil I' }),
    );
    expect(await screen.findByText(/Ihr Warenkorb ist leer/)).toBeInTheDocument();
    expect(calls.find((call) => call.path === API_ROUTES.cartDeleteItem.path)?.body).toEqual({ cartItemId: 7 });
    expect(window.localStorage.getItem(STORAGE_KEYS.cartCount)).toBe('0');
  });

  it('prüft die Rechnungsadresse mit den SPEC-§5-Regeln und speichert die Bestellangaben (update-order-options)', async () => {
    const user = userEvent.setup();
    const calls = mockFetch({
      [GET_CART]: () => json(cart(undefined, null)),
      [`POST ${API_ROUTES.cartUpdateOrderOptions.path}`]: (call) => json({ options: call.body }),
    });
    renderCart();
    const form = await screen.findByRole('region', { name: 'Rechnungsadresse und Bestellangaben' });
    await user.type(within(form).getByLabelText('PLZ'), '2045x');
    await user.click(within(form).getByRole('button', { name: 'Angaben speichern' }));
    expect(await within(form).findByText(M.company)).toBeInTheDocument();
    expect(within(form).getByText(M.postalCodeDigitsOnly)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(form).getByLabelText('Firma'), 'Nordwerk GmbH');
    await user.type(within(form).getByLabelText('Straße'), 'Hafenstraße');
    await user.type(within(form).getByLabelText('Hausnummer'), '12a');
    await user.clear(within(form).getByLabelText('PLZ'));
    await user.type(within(form).getByLabelText('PLZ'), '20457');
    await user.type(within(form).getByLabelText('Ort'), 'Hamburg');
    await user.type(within(form).getByLabelText('Kostenstelle (optional)'), 'KST 12');
    await user.click(within(form).getByRole('button', { name: 'Angaben speichern' }));
    expect(await within(form).findByText('Ihre Angaben sind gespeichert.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === API_ROUTES.cartUpdateOrderOptions.path)?.body).toMatchObject({
      company: 'Nordwerk GmbH',
      postalCode: '20457',
      costCentre: 'KST 12',
      purchaseOrderNumber: '',
    });
  });
});
