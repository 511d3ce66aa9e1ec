import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES, type CommitteeUsersResponse, type CurrentUser } from '@amb/shared-contracts/core';
import {
  COMMITTEE_MESSAGES,
  COMMITTEE_TEXTS,
  type CommitteeBooking,
  type CommitteeSettings,
} from '@amb/shared-contracts/member';
import { VALIDATION_MESSAGES } from '@amb/shared-contracts/schemas';
import { apiError, type Call, findFieldError, json, mockFetch, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { MEMBER } from '../../testing/fixtures';
import { NO_COMMITTEE } from './CommitteeFrame';

const MANAGER = {
  ...MEMBER,
  userId: 4,
  email: 'markus.fischer@example.de',
  firstname: 'Markus',
  lastname: 'Fischer',
  committee: { committeeId: 1, name: 'Betriebsrat Nordwerk GmbH', role: 'manager' as const },
} satisfies CurrentUser;
const COMMITTEE_MEMBER = {
  ...MANAGER,
  userId: 5,
  email: 'lena.wagner@example.de',
  firstname: 'Lena',
  lastname: 'Wagner',
  committee: { ...MANAGER.committee, role: 'member' as const },
} satisfies CurrentUser;

const MEMBERS: CommitteeUsersResponse = [
  {
    userId: 4,
    salutation: 'Herr',
    firstname: 'Markus',
    lastname: 'Fischer',
    email: MANAGER.email,
    committeeRole: 'manager',
  },
  {
    userId: 5,
    salutation: 'Frau',
    firstname: 'Lena',
    lastname: 'Wagner',
    email: COMMITTEE_MEMBER.email,
    committeeRole: 'member',
  },
];

const BOOKING: CommitteeBooking = {
  participantId: 31,
  orderId: 12,
  eventId: 900,
  themeTitle: 'Betriebsverfassungsrecht Teil I',
  startDate: '2026-03-02',
  endDate: '2026-03-06',
  salutation: 'Frau',
  firstname: 'Lena',
  lastname: 'Wagner',
  kind: 'booking',
  status: 'booked',
  priceCents: 145000,
  reservedUntil: null,
  bookedBy: 'Markus Fischer',
  workshops: [],
  memberUserId: 5,
};

/** A conference participant of the committee, with the workshop of each slot. */
const CONFERENCE_BOOKING: CommitteeBooking = {
  ...BOOKING,
  participantId: 32,
  eventId: 9003,
  themeTitle: 'JAV-Konferenz',
  startDate: '2026-06-08',
  endDate: '2026-06-09',
  priceCents: 34000,
  workshops: [
    {
      slotId: 22,
      workshopId: 31,
      code: 'J1',
      title: 'Ausbildungsqualität prüfen',
      day: '2026-06-08',
      startsAt: '11:15',
      endsAt: '13:00',
      room: null,
      status: 'booked',
    },
    {
      slotId: 23,
      workshopId: 36,
      code: 'J6',
      title: 'Vergütung',
      day: '2026-06-09',
      startsAt: '09:00',
      endsAt: '10:45',
      room: null,
      status: 'waiting',
    },
  ],
};

const SETTINGS: CommitteeSettings = {
  name: 'Betriebsrat Nordwerk GmbH',
  company: 'Nordwerk GmbH',
  street: 'Hafenstraße',
  streetNumber: '12',
  postalCode: '20457',
  city: 'Hamburg',
  costCentre: '',
  hotelOverNightOption: 'dayRate',
};

function committeeApi(user: CurrentUser, extra: Record<string, (call: Call) => Response> = {}): Call[] {
  return mockFetch({
    '/kundenportal/get-user': () => json({ user }),
    '/api-meinamb/account-navigation': () => json([]),
    '/kundenportal/get-gremium-users': () => json(MEMBERS),
    '/api-meinamb/booked-for-me': () => json({ bookings: user.userId === 5 ? [BOOKING] : [] }),
    '/api-meinamb/gremium-settings': () => json({ settings: SETTINGS, editable: user.committee?.role === 'manager' }),
    ...extra,
  });
}

const posts = (calls: Call[], path: string) => calls.filter((c) => c.method !== 'GET' && c.path === path);

describe('Gremium (/meinamb/gremium-mitglieder)', () => {
  it('the manager sees the members, invites (checked first) and removes one after confirming', async () => {
    const user = userEvent.setup();
    const calls = committeeApi(MANAGER, {
      'POST /api-meinamb/gremium-invitations': (call) =>
        json({ message: COMMITTEE_MESSAGES.invitationSent((call.body as { email: string }).email) }, 201),
      'POST /api-meinamb/gremium-members/remove': () => json({ message: COMMITTEE_MESSAGES.removed('Lena Wagner') }),
    });
    visit('/meinamb/gremium-mitglieder');
    renderWithProviders(<App />);
    expect(await screen.findByText('Lena Wagner')).toBeInTheDocument();
    expect(screen.getByText(/verwaltet das Gremium/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Markus Fischer entfernen' })).not.toBeInTheDocument();

    const email = screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await user.type(email, 'kein-at');
    await user.click(screen.getByRole('button', { name: COMMITTEE_TEXTS.inviteButton }));
    expect(await findFieldError(VALIDATION_MESSAGES.emailInvalid)).toBe(email);
    expect(posts(calls, '/api-meinamb/gremium-invitations')).toEqual([]);
    await user.clear(email);
    await user.type(email, 'neu@example.de');
    await user.click(screen.getByRole('button', { name: COMMITTEE_TEXTS.inviteButton }));
    expect(await screen.findByText(COMMITTEE_MESSAGES.invitationSent('neu@example.de'))).toBeInTheDocument();
    expect(posts(calls, '/api-meinamb/gremium-invitations')[0]!.body).toEqual({ email: 'neu@example.de' });

    // „entfernen“ looks different from „übergeben“: the danger style, not the plain outline.
    expect(screen.getByRole('button', { name: 'Lena Wagner entfernen' })).toHaveClass('kit-button--danger');
    expect(screen.getByRole('button', { name: 'Verwaltung an Lena Wagner übergeben' })).toHaveClass(
      'kit-button--secondary',
    );
    await user.click(screen.getByRole('button', { name: 'Lena Wagner entfernen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mitglied entfernen' });
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
    expect(dialog).toHaveTextContent(COMMITTEE_TEXTS.removeConfirm('Lena Wagner'));
    expect(posts(calls, '/api-meinamb/gremium-members/remove')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Lena Wagner entfernen' }));
    // Her row and its buttons are gone: the focus is on what happened (never the page's body).
    expect(await screen.findByText(COMMITTEE_MESSAGES.removed('Lena Wagner'))).toHaveFocus();
    expect(posts(calls, '/api-meinamb/gremium-members/remove')[0]!.body).toEqual({ userId: 5 });
  });

  it('a committee member sees the members without actions, and what was booked for her', async () => {
    committeeApi(COMMITTEE_MEMBER);
    visit('/meinamb/gremium-mitglieder');
    renderWithProviders(<App />);
    expect(await screen.findByRole('heading', { name: COMMITTEE_TEXTS.bookedForMeHeading })).toBeInTheDocument();
    expect((await screen.findByText('Betriebsverfassungsrecht Teil I')).closest('li')).toHaveTextContent(
      'Betriebsverfassungsrecht Teil I – 02.03.2026 – 06.03.2026 – Lena Wagner – gebucht – 1.450,00 € zzgl. 19 % MwSt. – bestellt von Markus Fischer',
    );
    expect(screen.queryByRole('button', { name: /entfernen/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: COMMITTEE_TEXTS.inviteHeading })).not.toBeInTheDocument();
  });

  it('an account without committee is told so', async () => {
    committeeApi(MEMBER);
    visit('/meinamb/gremium-mitglieder');
    renderWithProviders(<App />);
    expect(await screen.findByText(NO_COMMITTEE)).toBeInTheDocument();
  });
});

describe('Gremium-Einstellungen (/meinamb/gremium-einstellungen)', () => {
  it('the manager saves; bad input shows the SPEC §5 message and sends nothing; server messages stand', async () => {
    const user = userEvent.setup();
    let answer: Response = apiError(400, 'Bitte prüfen Sie Ihre Eingaben.', { city: VALIDATION_MESSAGES.cityNoDigits });
    const calls = committeeApi(MANAGER, { 'PUT /api-meinamb/gremium-settings': () => answer });
    visit('/meinamb/gremium-einstellungen');
    renderWithProviders(<App />);
    const postalCode = await screen.findByRole('textbox', { name: 'PLZ' });
    expect(screen.getByRole('combobox', { name: 'Verpflegung/Übernachtung (Voreinstellung)' })).toHaveValue('dayRate');
    await user.clear(postalCode);
    await user.type(postalCode, '2045');
    await user.click(screen.getByRole('button', { name: COMMITTEE_TEXTS.settingsSave }));
    expect(await findFieldError(VALIDATION_MESSAGES.postalCodeInvalid)).toBe(postalCode);
    expect(posts(calls, '/api-meinamb/gremium-settings')).toEqual([]);

    await user.type(postalCode, '7');
    await user.type(screen.getByRole('textbox', { name: 'Kostenstelle (optional)' }), 'KST 1');
    await user.click(screen.getByRole('button', { name: COMMITTEE_TEXTS.settingsSave }));
    // The server's field message stands at its field and in the summary.
    expect(await findFieldError(VALIDATION_MESSAGES.cityNoDigits)).toBe(screen.getByRole('textbox', { name: 'Ort' }));
    answer = json({ settings: SETTINGS, editable: true });
    await user.click(screen.getByRole('button', { name: COMMITTEE_TEXTS.settingsSave }));
    expect(await screen.findByText(COMMITTEE_MESSAGES.settingsSaved)).toBeInTheDocument();
    // Saved: the focus stays on the button (never the page's body).
    expect(screen.getByRole('button', { name: COMMITTEE_TEXTS.settingsSave })).toHaveFocus();
    expect(posts(calls, '/api-meinamb/gremium-settings').at(-1)!.body).toEqual({
      ...SETTINGS,
      postalCode: '20457',
      costCentre: 'KST 1',
    });
  });

  it('a member reads them only', async () => {
    committeeApi(COMMITTEE_MEMBER);
    visit('/meinamb/gremium-einstellungen');
    renderWithProviders(<App />);
    expect(await screen.findByText(COMMITTEE_TEXTS.settingsReadOnly)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Firma' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: COMMITTEE_TEXTS.settingsSave })).not.toBeInTheDocument();
  });
});

describe('Gremium-Buchungen (/meinamb/gremium-buchungen)', () => {
  const CART = {
    items: [{ cartItemId: 77, themeTitle: 'Arbeitsrecht kompakt', startDate: '2026-04-13', endDate: '2026-04-15' }],
    options: null,
    totals: { participants: 0, total: 0 },
    cancellationTerms: [],
    reservationDays: 14,
  };

  it('shows the cost per year and the bookings; the manager puts a member into his cart', async () => {
    const user = userEvent.setup();
    const calls = committeeApi(MANAGER, {
      '/api-meinamb/gremium-bookings': () =>
        json({ bookings: [BOOKING, CONFERENCE_BOOKING], costs: [{ year: 2026, participants: 2, totalCents: 179000 }] }),
      '/order-api/get-shopping-cart': () => json(CART),
      'POST /api-meinamb/gremium-bookings/participant': () =>
        json({ message: COMMITTEE_MESSAGES.addedToCart('Lena Wagner', 'Teilnehmerin'), recipientId: 3 }, 201),
    });
    visit('/meinamb/gremium-buchungen');
    renderWithProviders(<App />);
    // Each year's total says what it is: net, VAT and gross.
    const year = (await screen.findByRole('heading', { name: '2026: 2 gebuchte Teilnahmen' })).closest('li')!;
    expect(year).toHaveTextContent('Summe netto1.790,00 €');
    expect(year).toHaveTextContent('zzgl. 19 % MwSt.340,10 €');
    expect(year).toHaveTextContent('Gesamtbetrag inkl. MwSt.2.130,10 €');
    const ordered = screen.getAllByText(/bestellt von Markus Fischer/);
    expect(ordered).toHaveLength(2);
    expect(ordered[0]).toHaveTextContent(/\d € zzgl\. 19 % MwSt\. – bestellt von/);
    expect(
      screen.getByText(
        'Workshops: J1 Ausbildungsqualität prüfen (Platz im Workshop), J6 Vergütung (Warteliste des Workshops)',
      ),
    ).toBeInTheDocument();

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Mitglied' }), 'Lena Wagner');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Termin aus Ihrem Warenkorb' }),
      'Arbeitsrecht kompakt – 13.04.2026 – 15.04.2026',
    );
    expect(screen.getByRole('combobox', { name: 'Verpflegung/Übernachtung' })).toHaveValue('dayRate');
    await user.click(screen.getByRole('button', { name: COMMITTEE_TEXTS.bookForButton }));
    expect(await screen.findByText(COMMITTEE_MESSAGES.addedToCart('Lena Wagner', 'Teilnehmerin'))).toBeInTheDocument();
    // The button keeps the focus after the save (never the page's body).
    expect(screen.getByRole('button', { name: COMMITTEE_TEXTS.bookForButton })).toHaveFocus();
    expect(posts(calls, '/api-meinamb/gremium-bookings/participant')[0]!.body).toEqual({
      cartItemId: 77,
      memberUserId: 5,
      kind: 'booking',
      hotelOverNightOption: 'dayRate',
    });
    expect(screen.getByRole('link', { name: COMMITTEE_TEXTS.toCart })).toHaveAttribute('href', '/seminare/warenkorb');
  });

  it('a committee member may not see it', async () => {
    committeeApi(COMMITTEE_MEMBER);
    visit('/meinamb/gremium-buchungen');
    renderWithProviders(<App />);
    expect(await screen.findByText(AUTH_MESSAGES.forbidden)).toBeInTheDocument();
  });
});

describe('Einladung (/meinamb/gremium-einladung/:token)', () => {
  const TOKEN = 'a'.repeat(43);

  it('logged out: log in or register first, then come back', async () => {
    mockFetch({ '/kundenportal/get-user': () => json({ user: {} }) });
    visit(`/meinamb/gremium-einladung/${TOKEN}`);
    renderWithProviders(<App />);
    const back = encodeURIComponent(`/meinamb/gremium-einladung/${TOKEN}`);
    expect(await screen.findByRole('link', { name: 'Anmelden' })).toHaveAttribute(
      'href',
      `/kundenportal/login?redirect=${back}`,
    );
    expect(screen.getByRole('link', { name: 'Registrieren' })).toHaveAttribute(
      'href',
      `/registrierung?redirect=${back}`,
    );
  });

  it('logged in: joins with the token; a used link shows the server message', async () => {
    const user = userEvent.setup();
    let answer = apiError(400, COMMITTEE_MESSAGES.invitationInvalid, undefined, 'INVITATION_INVALID');
    const calls = mockFetch({
      '/kundenportal/get-user': () => json({ user: MEMBER }),
      'POST /api-meinamb/gremium-invitations/accept': () => answer,
    });
    visit(`/meinamb/gremium-einladung/${TOKEN}`);
    renderWithProviders(<App />);
    await user.click(await screen.findByRole('button', { name: COMMITTEE_TEXTS.invitationJoin }));
    expect(await screen.findByText(COMMITTEE_MESSAGES.invitationInvalid)).toBeInTheDocument();
    answer = json({
      committee: { committeeId: 1, name: 'Betriebsrat Nordwerk GmbH', role: 'member' },
      message: COMMITTEE_MESSAGES.joined('Betriebsrat Nordwerk GmbH'),
    });
    await user.click(screen.getByRole('button', { name: COMMITTEE_TEXTS.invitationJoin }));
    expect(await screen.findByText(COMMITTEE_MESSAGES.joined('Betriebsrat Nordwerk GmbH'))).toBeInTheDocument();
    await waitFor(() => expect(posts(calls, '/api-meinamb/gremium-invitations/accept')).toHaveLength(2));
    expect(posts(calls, '/api-meinamb/gremium-invitations/accept')[0]!.body).toEqual({ token: TOKEN });
  });
});
