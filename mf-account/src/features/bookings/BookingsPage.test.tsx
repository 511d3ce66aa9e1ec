import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, type Call, findFieldError, json, mockFetch, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { FUTURE_EVENTS, PAST_EVENTS } from '../../testing/bookings';
import { MEMBER } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';

type Routes = Parameters<typeof mockFetch>[0];

function member(routes: Routes = {}, future = FUTURE_EVENTS, past = PAST_EVENTS): Call[] {
  return mockFetch({
    '/kundenportal/get-user': () => json({ user: MEMBER }),
    '/api-meinamb/account-navigation': () => json([]),
    '/api-meinamb/future-events': () => json({ events: future }),
    '/api-meinamb/past-events': () => json({ events: past }),
    ...routes,
  });
}

async function openPage() {
  visit('/meinamb/buchungen');
  renderWithProviders(<App />);
  expect(screen.getByRole('heading', { level: 1, name: 'Meine Buchungen' })).toBeInTheDocument();
  return screen.findByRole('article', { name: /^Arbeitsrecht Teil I/ });
}

const posts = (calls: Call[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

describe('Meine Buchungen (/meinamb/buchungen)', () => {
  it('zeigt kommende und vergangene Seminare mit jedem Teilnehmer und seinem Stand', async () => {
    member();
    const booking = await openPage();
    expect(within(booking).getByText('1. Teilnehmer: Herr Anton Muster')).toBeInTheDocument();
    expect(within(booking).getByText('gebucht')).toBeInTheDocument();
    expect(within(booking).getByText('storniert (Stornogebühr: 595,00 € zzgl. 19 % MwSt.)')).toBeInTheDocument();
    expect(within(booking).getByText(/Hamburg · Bestellung AMB-000003/)).toBeInTheDocument();
    const reservation = screen.getByRole('article', { name: /^Neu im Betriebsrat/ });
    expect(within(reservation).getByText('reserviert bis 20.01.2026, 10:00 Uhr')).toBeInTheDocument();
    expect(within(reservation).getByText(/Online · Bestellung AMB-000004/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: /^Der Betriebsratsvorsitz/ })).getByText('Warteliste'),
    ).toBeInTheDocument();

    const past = screen.getByRole('region', { name: 'Vergangene Seminare' });
    const ended = await within(past).findByRole('article', { name: /^Schriftführung im Betriebsrat/ });
    expect(within(ended).queryByRole('button')).not.toBeInTheDocument();
    // A cancelled participant offers nothing more.
    expect(screen.queryByRole('button', { name: /Stornieren: Frau Berta Muster/ })).not.toBeInTheDocument();
  });

  it('storniert erst nach dem Dialog mit der Gebühr von heute', async () => {
    const calls = member({
      'POST /api-meinamb/cancel-recipient-booking': () =>
        json({
          message: 'Herr Anton Muster ist storniert. Stornogebühr: 595,00 € zzgl. 19 % MwSt.',
          fee: { stage: 'half', percent: 50, amountCents: 59_500 },
        }),
    });
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Stornieren: Herr Anton Muster, Arbeitsrecht Teil I' }));
    const dialog = screen.getByRole('dialog', { name: 'Teilnehmer stornieren' });
    expect(
      within(dialog).getByText(
        'Stornieren Sie Herrn Anton Muster heute, berechnen wir 50 % der Seminargebühr: 595,00 € zzgl. 19 % MwSt.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Bis 6 Wochen vor Seminarbeginn ist eine Stornierung kostenfrei.'),
    ).toBeInTheDocument();
    expect(posts(calls, '/api-meinamb/cancel-recipient-booking')).toHaveLength(0);
    // The harmless choice has the focus; the destructive button names its fee.
    expect(within(dialog).getByRole('button', { name: 'Nicht stornieren' })).toHaveFocus();

    const readsBefore = calls.filter((c) => c.path === '/api-meinamb/future-events').length;
    await userEvent.click(
      within(dialog).getByRole('button', { name: /^Kostenpflichtig stornieren \(595,00\s€ zzgl\. 19 % MwSt\.\)$/ }),
    );
    expect(
      await screen.findByText('Herr Anton Muster ist storniert. Stornogebühr: 595,00 € zzgl. 19 % MwSt.'),
    ).toBeInTheDocument();
    const [post] = posts(calls, '/api-meinamb/cancel-recipient-booking');
    expect(post?.body).toEqual({ participantId: 11 });
    expect(post?.headers['x-csrf-token']).toBeTruthy();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api-meinamb/future-events').length).toBeGreaterThan(readsBefore),
    );
  });

  it('„Nicht stornieren“ schließt den Dialog ohne Stornierung', async () => {
    const calls = member();
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Stornieren: Herr Anton Muster, Arbeitsrecht Teil I' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Nicht stornieren' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(calls, '/api-meinamb/cancel-recipient-booking')).toHaveLength(0);
  });

  it('zeigt die deutsche 409-Meldung im Dialog', async () => {
    member({
      'POST /api-meinamb/cancel-recipient-booking': () =>
        apiError(409, 'Dieser Teilnehmer ist bereits storniert.', undefined, 'BOOKING_NOT_CHANGEABLE'),
    });
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Stornieren: Frau Rita Muster, Neu im Betriebsrat' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Die Stornierung von Frau Rita Muster ist heute kostenfrei.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kostenfrei stornieren' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Dieser Teilnehmer ist bereits storniert.');
  });

  it('benennt einen Ersatzteilnehmer: prüft mit den SPEC-Meldungen, dann sendet es die Person', async () => {
    const calls = member({
      'POST /api-meinamb/substitute-recipient': (call) =>
        (call.body as { email?: string }).email === 'vergeben@example.de'
          ? apiError(400, 'Bitte prüfen Sie Ihre Eingaben.', {
              email: 'Bitte geben Sie eine gültige E-Mail-Adresse an',
            })
          : json({ message: 'Frau Zoe Ersatz nimmt den Platz jetzt ein.', participant: {} }),
    });
    await openPage();
    await userEvent.click(
      screen.getByRole('button', { name: 'Ersatzteilnehmer benennen: Herr Anton Muster, Arbeitsrecht Teil I' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Ersatzteilnehmer benennen' });
    expect(within(dialog).getByText(/^Statt Herrn Anton Muster\./)).toBeInTheDocument();
    expect(within(dialog).getByText(/das Benennen eines Ersatzteilnehmers ist kostenfrei/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ersatzteilnehmer speichern' }));
    expect(await findFieldError('Bitte wählen Sie eine Anrede aus')).toBe(within(dialog).getByLabelText(/Anrede/));
    expect(await findFieldError('Bitte tragen Sie einen Vornamen ein')).toBe(within(dialog).getByLabelText(/Vorname/));
    expect(await findFieldError('Bitte geben Sie eine E-Mail-Adresse an')).toBe(
      within(dialog).getByLabelText(/E-Mail-Adresse/),
    );
    expect(posts(calls, '/api-meinamb/substitute-recipient')).toHaveLength(0);

    await userEvent.selectOptions(within(dialog).getByLabelText(/Anrede/), 'Frau');
    await userEvent.type(within(dialog).getByLabelText(/Vorname/), 'Zoe');
    await userEvent.type(within(dialog).getByLabelText(/Nachname/), 'Ersatz');
    await userEvent.type(within(dialog).getByLabelText(/E-Mail-Adresse/), 'vergeben@example.de');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ersatzteilnehmer speichern' }));
    expect(await findFieldError('Bitte geben Sie eine gültige E-Mail-Adresse an')).toBe(
      within(dialog).getByLabelText(/E-Mail-Adresse/),
    );

    await userEvent.clear(within(dialog).getByLabelText(/E-Mail-Adresse/));
    await userEvent.type(within(dialog).getByLabelText(/E-Mail-Adresse/), 'zoe.ersatz@example.de');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ersatzteilnehmer speichern' }));
    expect(await screen.findByText('Frau Zoe Ersatz nimmt den Platz jetzt ein.')).toBeInTheDocument();
    expect(posts(calls, '/api-meinamb/substitute-recipient').at(-1)?.body).toEqual({
      participantId: 11,
      salutation: 'Frau',
      title: '',
      firstname: 'Zoe',
      lastname: 'Ersatz',
      email: 'zoe.ersatz@example.de',
    });
  });

  it('bucht eine Reservierung verbindlich über die Buchungsstrecke (confirm-reservation)', async () => {
    const calls = member({ 'POST /order-api/confirm-reservation': () => json({ reservations: [] }) });
    await openPage();
    await userEvent.click(
      screen.getByRole('button', { name: 'Verbindlich buchen: Frau Rita Muster, Neu im Betriebsrat' }),
    );
    expect(
      await screen.findByText('Der Platz von Frau Rita Muster ist jetzt verbindlich gebucht.'),
    ).toBeInTheDocument();
    expect(posts(calls, '/order-api/confirm-reservation')[0]?.body).toEqual({ participantId: 21 });
    expect(screen.queryByRole('button', { name: /Verbindlich buchen: Herr Anton/ })).not.toBeInTheDocument();
  });

  it('ohne Buchungen: sagt, was als Nächstes zu tun ist', async () => {
    member({}, [], []);
    visit('/meinamb/buchungen');
    renderWithProviders(<App />);
    expect(
      await screen.findByText(
        'Sie haben keine kommenden Seminare gebucht. Im Seminarprogramm finden Sie passende Termine.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Seminarprogramm' })).toHaveAttribute('href', '/seminare');
    expect(
      await screen.findByText('Hier erscheinen Ihre Seminare, sobald sie stattgefunden haben.'),
    ).toBeInTheDocument();
  });
});

describe('Für Sie gebucht (auf /meinamb/buchungen)', () => {
  const inCommittee = {
    ...MEMBER,
    committee: { committeeId: 3, name: 'Betriebsrat Nordwerk', role: 'member' as const },
  };
  const forMe = {
    participantId: 31,
    orderId: 12,
    eventId: 900,
    themeTitle: 'Arbeitszeit gestalten',
    themeSlug: 'arbeitszeit-gestalten',
    startDate: '2026-03-02',
    endDate: '2026-03-06',
    salutation: 'Frau',
    firstname: 'Anna',
    lastname: 'Schneider',
    kind: 'reservation' as const,
    status: 'reserved' as const,
    priceCents: 145000,
    reservedUntil: '2026-02-10T10:00:00.000Z',
    bookedBy: 'Markus Fischer',
    workshops: [],
    memberUserId: 7,
  };

  it('zeigt einem Gremiumsmitglied, was die Verwaltung des Gremiums für es gebucht hat', async () => {
    member({
      '/kundenportal/get-user': () => json({ user: inCommittee }),
      '/api-meinamb/booked-for-me': () => json({ bookings: [forMe] }),
    });
    await openPage();
    const section = await screen.findByRole('region', { name: 'Für Sie gebucht' });
    expect(section).toHaveTextContent('Arbeitszeit gestalten');
    expect(section).toHaveTextContent('reserviert bis 10.02.2026');
    expect(section).toHaveTextContent('bestellt von Markus Fischer');
  });

  it('fragt ohne Gremium nicht danach', async () => {
    const calls = member();
    await openPage();
    expect(screen.queryByRole('region', { name: 'Für Sie gebucht' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api-meinamb/booked-for-me')).toBe(false);
  });
});
