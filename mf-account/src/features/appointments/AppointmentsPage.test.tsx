import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Appointment, AppointmentSlot, ConsultantResponse } from '@amb/shared-contracts/services';
import { apiError, json, mockFetch, visit, type Call } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { MEMBER } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';

const CONSULTANT: ConsultantResponse = {
  basis: 'region',
  consultant: {
    consultantId: 1,
    name: 'Katrin Neumann',
    photoUrl: 'data:image/svg+xml,',
    phone: '+49 30 2345 6710',
    email: 'katrin.neumann@example.de',
    postalRegions: ['0', '1'],
    rubrics: [{ rubricId: 1, name: 'BR-Grundlagen' }],
  },
};

const slot = (day: string, time: string, startsAt: string): AppointmentSlot => ({
  day,
  time,
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
});
// Before and after the change to summer time: 09:00 in Berlin is 08:00 and then 07:00 UTC.
const SLOTS = [
  slot('2026-03-27', '09:00', '2026-03-27T08:00:00.000Z'),
  slot('2026-03-27', '09:30', '2026-03-27T08:30:00.000Z'),
  slot('2026-03-30', '09:00', '2026-03-30T07:00:00.000Z'),
];

const APPOINTMENT: Appointment = {
  appointmentId: 5,
  consultant: {
    consultantId: 1,
    name: 'Katrin Neumann',
    phone: '+49 30 2345 6710',
    email: 'katrin.neumann@example.de',
    photoUrl: '',
  },
  startsAt: '2026-03-30T07:00:00.000Z',
  endsAt: '2026-03-30T07:30:00.000Z',
  channel: 'video',
  topic: 'Seminarauswahl und Termine',
  note: 'BR I oder gleich die Reihe?',
  phone: '',
  status: 'booked',
  videoUrl: 'https://video.amb-demo.de/beratung/katrin.neumann',
  changeable: true,
};

function member(routes: Parameters<typeof mockFetch>[0] = {}): Call[] {
  return mockFetch({
    '/kundenportal/get-user': () => json({ user: MEMBER }),
    '/api-meinamb/account-navigation': () => json([]),
    '/consultant/get-consultant': () => json(CONSULTANT),
    '/consultant/get-available-appointments': () => json({ consultantId: 1, slots: SLOTS }),
    '/consultant/my-appointments': () => json({ upcoming: [APPOINTMENT], past: [] }),
    ...routes,
  });
}

const posts = (calls: Call[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

async function openPage() {
  visit('/meinamb/termine');
  renderWithProviders(<App />);
  expect(screen.getByRole('heading', { level: 1, name: 'Meine Termine' })).toBeInTheDocument();
  return screen.findByRole('article', { name: /^Montag, 30\.03\.2026, 09:00–09:30 Uhr/ });
}

describe('Meine Termine (/meinamb/termine)', () => {
  it('zeigt die Beratung, den Termin in Berliner Zeit und was sich noch ändern lässt', async () => {
    member();
    const card = await openPage();
    expect(await screen.findByText('Katrin Neumann')).toBeInTheDocument();
    expect(screen.getByText('Die Beratung für Ihre Region')).toBeInTheDocument();
    expect(within(card).getByText('Video mit Katrin Neumann')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Zum Videoraum' })).toHaveAttribute('href', APPOINTMENT.videoUrl);
    expect(within(card).getByRole('link', { name: 'Kalendereintrag (.ics)' })).toHaveAttribute(
      'href',
      '/consultant/appointment-ics/5',
    );
    expect(
      within(card).getByText('Absagen oder verlegen können Sie bis 24 Stunden vor dem Termin.'),
    ).toBeInTheDocument();
  });

  it('bucht einen freien Termin: Tag, Uhrzeit, Telefon mit Rückrufnummer, Thema', async () => {
    const calls = member({
      'POST /consultant/book-consultant-appointment': () =>
        json({ appointment: APPOINTMENT, message: 'Ihr Termin am 27.03.2026 um 09:30 Uhr ist gebucht.' }, 201),
    });
    await openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Termin verbindlich buchen' }));
    // The shared schema: every message at once, the summary first.
    expect(await screen.findByText('Bitte prüfen Sie Ihre Angaben')).toBeInTheDocument();
    expect(posts(calls, '/consultant/book-consultant-appointment')).toHaveLength(0);

    await userEvent.click(screen.getByRole('radio', { name: '09:30 Uhr' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Telefon' }));
    await userEvent.type(screen.getByLabelText('Unter welcher Nummer dürfen wir Sie anrufen?'), '030 1234 5678');
    await userEvent.selectOptions(screen.getByLabelText('Thema'), 'Kostenübernahme durch den Arbeitgeber');
    await userEvent.click(screen.getByRole('button', { name: 'Termin verbindlich buchen' }));
    expect(await screen.findByText('Ihr Termin am 27.03.2026 um 09:30 Uhr ist gebucht.')).toBeInTheDocument();
    expect(posts(calls, '/consultant/book-consultant-appointment')[0]?.body).toEqual({
      startsAt: '2026-03-27T08:30:00.000Z',
      channel: 'phone',
      phone: '030 1234 5678',
      topic: 'Kostenübernahme durch den Arbeitgeber',
      note: '',
    });
  });

  it('zeigt den Slot, den jemand anderes eben gebucht hat, als deutsche Meldung', async () => {
    member({
      'POST /consultant/book-consultant-appointment': () =>
        apiError(
          409,
          'Dieser Termin ist inzwischen vergeben. Bitte wählen Sie eine andere Uhrzeit.',
          undefined,
          'SLOT_TAKEN',
        ),
    });
    await openPage();
    await userEvent.click(await screen.findByRole('radio', { name: '09:00 Uhr' }));
    await userEvent.selectOptions(screen.getByLabelText('Thema'), 'Sonstiges');
    await userEvent.click(screen.getByRole('button', { name: 'Termin verbindlich buchen' }));
    expect((await screen.findAllByText(/inzwischen vergeben/)).length).toBeGreaterThan(0);
  });

  it('sagt erst nach der Rückfrage ab; „Termin behalten“ hat den Fokus', async () => {
    const calls = member({
      'POST /consultant/cancel-consultant-appointment': () =>
        json({
          appointment: { ...APPOINTMENT, status: 'cancelled' },
          message: 'Ihr Termin am 30.03.2026 um 09:00 Uhr ist abgesagt.',
        }),
    });
    const card = await openPage();
    await userEvent.click(within(card).getByRole('button', { name: 'Termin absagen' }));
    const dialog = screen.getByRole('dialog', { name: 'Termin absagen' });
    expect(within(dialog).getByRole('button', { name: 'Termin behalten' })).toHaveFocus();
    expect(posts(calls, '/consultant/cancel-consultant-appointment')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Termin absagen' }));
    expect(await screen.findByText('Ihr Termin am 30.03.2026 um 09:00 Uhr ist abgesagt.')).toBeInTheDocument();
    expect(posts(calls, '/consultant/cancel-consultant-appointment')[0]?.body).toEqual({ appointmentId: 5 });
  });

  it('weniger als 24 Stunden vorher: keine Absage, kein Verlegen, die Telefonnummer', async () => {
    member({
      '/consultant/my-appointments': () => json({ upcoming: [{ ...APPOINTMENT, changeable: false }], past: [] }),
    });
    const card = await openPage();
    expect(within(card).queryByRole('button', { name: 'Termin absagen' })).not.toBeInTheDocument();
    expect(within(card).getByText('Kurzfristige Änderungen bitte telefonisch. +49 30 2345 6710')).toBeInTheDocument();
  });
});
