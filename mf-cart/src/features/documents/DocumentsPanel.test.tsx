import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES, type CartParticipant, type ShoppingCartResponse } from '@amb/shared-contracts/core';
import { CANCELLATION_TERMS_LINES, LEGAL_BASIS_MESSAGE } from '@amb/shared-contracts/booking';
import { apiError, json, mockFetch, renderInRemote } from '@amb/remote-kit/testing';
import { REMOTE } from '../../lifecycles';
import { makeStore } from '../../store';
import { DOCUMENTS_TEXTS, DocumentsPanel } from './DocumentsPanel';

const participant = (recipientId: number, firstname: string, overrides: Partial<CartParticipant> = {}) =>
  ({
    recipientId,
    position: 1,
    label: '1. Teilnehmer',
    salutation: 'Frau',
    title: '',
    firstname,
    lastname: 'Muster',
    email: `${firstname.toLowerCase()}@example.de`,
    brFunction: 'Betriebsratsmitglied',
    hotelOverNightOption: 'overnight',
    kind: 'booking',
    legalBasis: 'br37Abs6',
    price: 1190,
    workshops: [],
    unionMember: false,
    ...overrides,
  }) satisfies CartParticipant;

const item = (cartItemId: number, participants: CartParticipant[]) => ({
  cartItemId,
  eventId: 1000 + cartItemId,
  themeId: 17,
  themeTitle: `Seminar ${cartItemId}`,
  startDate: '2099-03-02',
  endDate: '2099-03-04',
  city: 'Hamburg',
  hotelName: 'Hotel am Hafen',
  isOnline: false,
  prices: {
    price: 1190,
    priceParticipantTwo: null,
    priceParticipantThree: null,
    priceParticipantFour: null,
    priceParticipantFive: null,
  },
  priceLabel: 'Preis',
  seatsLeft: 5,
  waitingGroups: 0,
  state: 'bookable' as const,
  participants,
  subtotal: 1190 * participants.length,
  conference: null,
});

const CART: ShoppingCartResponse = {
  items: [item(1, [participant(11, 'Erika'), participant(12, 'Bernd', { salutation: 'Herr' })]), item(2, [])],
  options: null,
  totals: { participants: 2, total: 2380 },
  cancellationTerms: CANCELLATION_TERMS_LINES,
  reservationDays: 14,
};

function renderPanel(cart = CART, onCartChange = jest.fn()) {
  renderInRemote(REMOTE, <DocumentsPanel cart={cart} onCartChange={onCartChange} />, makeStore());
  return onCartChange;
}

describe('DocumentsPanel', () => {
  it('offers the three documents as links to the PDFs, each with its explanation', () => {
    mockFetch({});
    renderPanel();
    expect(screen.getByRole('heading', { name: DOCUMENTS_TEXTS.heading })).toBeInTheDocument();
    const links = within(screen.getByRole('list', { name: DOCUMENTS_TEXTS.downloads })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Entsendebeschluss (PDF)', '/seminare/warenkorb/dokumente/entsendebeschluss'],
      ['Anschreiben an den Arbeitgeber (PDF)', '/seminare/warenkorb/dokumente/anschreiben-arbeitgeber'],
      ['Kostenübernahmeerklärung (PDF)', '/seminare/warenkorb/dokumente/kostenuebernahme'],
    ]);
    expect(screen.getByText(/Der Beschluss des Betriebsrats über die Entsendung/)).toBeInTheDocument();
  });

  it('shows a legal basis select per participant of the seminars that have participants', () => {
    mockFetch({});
    renderPanel();
    const erika = screen.getByRole('combobox', { name: 'Rechtsgrundlage für Frau Erika Muster' });
    expect(erika).toHaveValue('br37Abs6');
    expect(
      within(erika)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Bitte wählen', '§ 37 Abs. 6 BetrVG', '§ 37 Abs. 7 BetrVG', '§ 179 Abs. 4 SGB IX']);
    expect(screen.getByRole('combobox', { name: 'Rechtsgrundlage für Herrn Bernd Muster' })).toBeInTheDocument();
    expect(screen.queryByText(/Seminar 2/)).not.toBeInTheDocument();
  });

  it('saves a choice through edit-recipient with the whole participant and hands on the new cart', async () => {
    const saved: ShoppingCartResponse = {
      ...CART,
      items: [item(1, [participant(11, 'Erika', { legalBasis: 'br37Abs7' }), participant(12, 'Bernd')])],
    };
    const calls = mockFetch({ [`POST ${API_ROUTES.cartEditRecipient.path}`]: () => json(saved) });
    const onCartChange = renderPanel();
    const select = screen.getByRole('combobox', { name: 'Rechtsgrundlage für Frau Erika Muster' });
    await userEvent.selectOptions(select, 'br37Abs7');
    await waitFor(() => expect(onCartChange).toHaveBeenCalledWith(saved));
    const post = calls.find((call) => call.path === API_ROUTES.cartEditRecipient.path);
    expect(post?.body).toEqual({
      recipientId: 11,
      salutation: 'Frau',
      title: '',
      firstname: 'Erika',
      lastname: 'Muster',
      email: 'erika@example.de',
      brFunction: 'Betriebsratsmitglied',
      hotelOverNightOption: 'overnight',
      kind: 'booking',
      legalBasis: 'br37Abs7',
    });
    expect(select).toHaveValue('br37Abs7');
  });

  it('goes back to the stored choice and shows the German message when saving fails', async () => {
    mockFetch({
      [`POST ${API_ROUTES.cartEditRecipient.path}`]: () =>
        apiError(400, 'Die Eingaben sind ungültig.', { legalBasis: LEGAL_BASIS_MESSAGE }),
    });
    const onCartChange = renderPanel();
    const select = screen.getByRole('combobox', { name: 'Rechtsgrundlage für Herrn Bernd Muster' });
    await userEvent.selectOptions(select, 'sbv179Abs4');
    expect(await screen.findByRole('alert')).toHaveTextContent(LEGAL_BASIS_MESSAGE);
    expect(select).toHaveValue('br37Abs6');
    expect(onCartChange).not.toHaveBeenCalled();
  });

  it('shows nothing while no seminar has a participant', () => {
    mockFetch({});
    renderPanel({ ...CART, items: [item(2, [])] });
    expect(screen.queryByRole('heading', { name: DOCUMENTS_TEXTS.heading })).not.toBeInTheDocument();
  });
});
