import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES, CONFERENCE_MESSAGES, type CartConference } from '@amb/shared-contracts/core';
import { json, mockFetch, renderInRemote, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../remote';
import { makeStore } from '../../store';
import { cart, cartItem, participant } from '../../testing/cartFixtures';
import { withPagesLoaded } from '../../testing/pages';

withPagesLoaded();

const CONFERENCE: CartConference = {
  conferenceId: 3,
  slug: 'jav-konferenz',
  url: '/fachtagung/jav-konferenz',
  slots: [
    {
      slotId: 22,
      day: '2027-06-07',
      startsAt: '11:15',
      endsAt: '13:00',
      title: 'Workshops I',
      workshops: [
        {
          workshopId: 31,
          code: 'J1',
          title: 'Ausbildungsqualität prüfen',
          room: null,
          capacity: 40,
          seatsLeft: 20,
          seatState: 'free',
        },
        { workshopId: 32, code: 'J2', title: 'Übernahme', room: null, capacity: 30, seatsLeft: 0, seatState: 'full' },
      ],
    },
  ],
  boardOptions: ['dayRate'],
  earlyBird: { until: '2027-03-17', active: true },
  memberDiscount: 50,
  roomsLeft: 0,
  roomsUntil: '2027-05-06',
};

const conferenceItem = () =>
  cartItem({
    themeTitle: 'JAV-Konferenz',
    conference: CONFERENCE,
    participants: [
      participant(1, { hotelOverNightOption: 'dayRate', workshops: [{ slotId: 22, workshopId: 31, waitlist: false }] }),
    ],
  });

describe('Eine Fachtagung im Warenkorb', () => {
  it('verlinkt die Fachtagung, zeigt die Workshops je Teilnehmer und bietet kein Online-Fax', async () => {
    mockFetch({ [API_ROUTES.cartGet.path]: () => json(cart([conferenceItem()])) });
    visit('/seminare/warenkorb');
    renderInRemote(REMOTE, <App />, makeStore());
    const card = await screen.findByRole('region', { name: 'JAV-Konferenz' });
    expect(within(card).getByRole('link', { name: 'JAV-Konferenz' })).toHaveAttribute(
      'href',
      '/fachtagung/jav-konferenz',
    );
    expect(within(card).getByText(/Workshops: J1 Ausbildungsqualität prüfen/)).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /Online-Fax/ })).toBeNull();
  });

  it('fragt beim neuen Teilnehmer die Workshops ab, nur die Optionen des Kontingents, und sendet sie mit', async () => {
    const calls = mockFetch({
      [API_ROUTES.cartGet.path]: () => json(cart([conferenceItem()])),
      [`POST ${API_ROUTES.cartAddRecipient.path}`]: () => json(cart([conferenceItem()]), 201),
    });
    visit('/seminare/warenkorb');
    renderInRemote(REMOTE, <App />, makeStore());
    const card = await screen.findByRole('region', { name: 'JAV-Konferenz' });
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Teilnehmer hinzufügen' }));
    const form = card.querySelector<HTMLElement>('form')!;
    expect(within(form).queryByLabelText(/Übernachtung im Einzelzimmer/)).toBeNull();
    await user.selectOptions(within(form).getByLabelText('Anrede'), 'Herr');
    await user.type(within(form).getByLabelText('Vorname'), 'Ole');
    await user.type(within(form).getByLabelText('Nachname'), 'Muster');
    await user.type(within(form).getByLabelText('E-Mail-Adresse'), 'ole@example.de');
    await user.click(within(form).getByLabelText('Tagungspauschale ohne Übernachtung'));
    await user.click(within(form).getByRole('button', { name: /speichern|hinzufügen/i }));
    expect(
      await within(form).findAllByText(CONFERENCE_MESSAGES.workshopsMissing('diesen Teilnehmer')),
    ).not.toHaveLength(0);
    await user.click(within(form).getByLabelText(/^J2 Übernahme/));
    await user.click(within(form).getByLabelText(/Gewerkschaftsmitglied/));
    await user.click(within(form).getByRole('button', { name: /speichern|hinzufügen/i }));
    await waitFor(() => expect(calls.some((call) => call.path === API_ROUTES.cartAddRecipient.path)).toBe(true));
    expect(calls.find((call) => call.path === API_ROUTES.cartAddRecipient.path)!.body).toMatchObject({
      firstname: 'Ole',
      hotelOverNightOption: 'dayRate',
      workshops: [{ slotId: 22, workshopId: 32, waitlist: true }],
      unionMember: true,
    });
  });
});
