import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES, CONFERENCE_MESSAGES, type ShoppingCartResponse } from '@amb/shared-contracts/core';
import { json, mockFetch, renderInRemote, visit, type Call } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../remote';
import { makeStore } from '../../store';
import { EMPTY_CART, conference } from '../../testing/conferenceFixtures';
import { withPagesLoaded } from '../../testing/pages';

withPagesLoaded();

const CONFERENCE = '/api/get-conference-by-url/jav-konferenz';

/** The cart once the api has the conference with one participant (the answer of add-recipient). */
function cartWithParticipant(body: Record<string, unknown>): ShoppingCartResponse {
  const detail = conference();
  return {
    ...EMPTY_CART,
    items: [
      {
        cartItemId: 5,
        eventId: detail.eventId,
        themeId: 77,
        themeTitle: detail.title,
        startDate: detail.startDate,
        endDate: detail.endDate,
        city: 'Leipzig',
        hotelName: 'Hotel am Auensee',
        isOnline: false,
        prices: detail.prices.prices,
        priceLabel: 'Preis',
        seatsLeft: 89,
        waitingGroups: 0,
        state: 'bookable',
        participants: [
          {
            recipientId: 9,
            position: 1,
            label: '1. Teilnehmer',
            salutation: 'Frau',
            title: '',
            firstname: String(body.firstname),
            lastname: 'Muster',
            email: 'lea@example.de',
            brFunction: '',
            hotelOverNightOption: 'dayRate',
            kind: 'booking',
            legalBasis: 'br37Abs6',
            price: 340,
            workshops: body.workshops as never,
            unionMember: false,
          },
        ],
        subtotal: 340,
        conference: {
          conferenceId: detail.conferenceId,
          slug: detail.slug,
          url: detail.url,
          slots: [],
          boardOptions: detail.boardOptions,
          earlyBird: { until: '2027-03-17', active: true },
          memberDiscount: null,
          roomsLeft: 50,
          roomsUntil: '2027-05-06',
        },
      },
    ],
    totals: { participants: 1, total: 340 },
  };
}

function renderBooking(): Call[] {
  const calls = mockFetch({
    [CONFERENCE]: () => json(conference()),
    [API_ROUTES.cartGet.path]: () => json(EMPTY_CART),
    [API_ROUTES.currentUser.path]: () => json({ user: { firstname: 'Tim' } }),
    [`POST ${API_ROUTES.cartAddItem.path}`]: () =>
      json({ item: { cartItemId: 5, eventId: 9003, themeId: 77, themeTitle: 'JAV-Konferenz' }, count: 1 }, 201),
    [`POST ${API_ROUTES.cartAddRecipient.path}`]: (call) =>
      json(cartWithParticipant(call.body as Record<string, unknown>), 201),
  });
  visit('/fachtagung/jav-konferenz/buchung');
  renderInRemote(REMOTE, <App />, makeStore());
  return calls;
}

async function fillPerson(firstname: string) {
  const user = userEvent.setup();
  await screen.findByLabelText('Vorname');
  const form = document.querySelector<HTMLElement>('form.conf-participant-form')!;
  await user.selectOptions(within(form).getByLabelText('Anrede'), 'Frau');
  await user.type(within(form).getByLabelText('Vorname'), firstname);
  await user.type(within(form).getByLabelText('Nachname'), 'Muster');
  await user.type(within(form).getByLabelText('E-Mail-Adresse'), 'lea@example.de');
  await user.click(screen.getByLabelText('Tagungspauschale ohne Übernachtung'));
  return user;
}

describe('Buchung einer Fachtagung (/fachtagung/:slug/buchung)', () => {
  it('zeigt die Schritte der Buchung und fragt je Zeitfenster nach einem Workshop, bevor etwas gespeichert wird', async () => {
    const calls = renderBooking();
    expect(await screen.findByRole('heading', { level: 1, name: 'JAV-Konferenz buchen' })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Schritte der Buchung' })).toBeInTheDocument();
    const user = await fillPerson('Lea');
    await user.click(screen.getByRole('button', { name: 'Teilnehmer hinzufügen' }));
    const message = CONFERENCE_MESSAGES.workshopsMissing('Frau Lea Muster');
    expect(await screen.findAllByText(message)).not.toHaveLength(0);
    expect(calls.some((call) => call.method === 'POST' && call.path === API_ROUTES.cartAddRecipient.path)).toBe(false);
  });

  it('legt die Fachtagung in den Warenkorb und den Teilnehmer mit seinen Workshops an, ein voller als Warteliste', async () => {
    const calls = renderBooking();
    await screen.findByRole('heading', { level: 1, name: 'JAV-Konferenz buchen' });
    const user = await fillPerson('Lea');
    await user.click(screen.getByLabelText(/^J2 Übernahme/));
    await user.click(screen.getByLabelText(/^J5 Digitale Ausbildung/));
    await user.click(screen.getByRole('button', { name: 'Teilnehmer hinzufügen' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.path === API_ROUTES.cartAddRecipient.path)).toBe(true),
    );
    const added = calls.find((call) => call.path === API_ROUTES.cartAddItem.path)!;
    expect(added.body).toEqual({ eventId: 9003 });
    const recipient = calls.find((call) => call.path === API_ROUTES.cartAddRecipient.path)!;
    expect(recipient.body).toMatchObject({
      cartItemId: 5,
      firstname: 'Lea',
      hotelOverNightOption: 'dayRate',
      kind: 'booking',
      workshops: [
        { slotId: 22, workshopId: 32, waitlist: true },
        { slotId: 23, workshopId: 35, waitlist: false },
      ],
      unionMember: false,
    });
    expect(await screen.findByRole('button', { name: 'Weiter zur Rechnungsadresse' })).toBeInTheDocument();
  });
});
