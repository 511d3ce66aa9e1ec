import { fireEvent, screen, within } from '@testing-library/react';
import { DOCUMENT_MESSAGES, type MemberDocumentsResponse } from '@amb/shared-contracts/member';
import { apiError, json, mockFetch, visit, type Call } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { MEMBER } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';

const NAVIGATION = [{ title: 'Unterlagen', uri: '/meinamb/unterlagen', visible: true, active: true }];

const DOCUMENTS: MemberDocumentsResponse = {
  bookings: [
    {
      orderId: 512,
      orderNumber: 'AMB-000512',
      createdAt: '2026-01-05T09:30:00.000Z',
      kind: 'booking',
      noticePath: '/api-meinamb/notice-pdf/512',
      events: [
        {
          eventId: 1203,
          themeTitle: 'Kündigung und Kündigungsschutz',
          startDate: '2025-11-10',
          endDate: '2025-11-12',
          icsPath: '/api-meinamb/event-ics/1203',
          participants: [
            {
              participantId: 900,
              name: 'Frau Anna Schneider',
              kind: 'booking',
              status: 'booked',
              certificatePath: '/api-meinamb/certificate-pdf/900',
            },
            {
              participantId: 901,
              name: 'Herr Jonas Weber',
              kind: 'booking',
              status: 'cancelled',
              certificatePath: null,
            },
          ],
        },
      ],
    },
  ],
  overviews: [{ year: 2025, path: '/api-meinamb/overview-pdf?jahr=2025' }],
  calendarFeedPath: '/api-meinamb/calendar-feed/altertoken',
};

function member(documents: MemberDocumentsResponse, renew = () => json({})): Call[] {
  return mockFetch({
    '/kundenportal/get-user': () => json({ user: MEMBER }),
    '/api-meinamb/account-navigation': () => json(NAVIGATION),
    '/api-meinamb/documents': () => json(documents),
    'POST /api-meinamb/calendar-token': renew,
    '/download/get-download-filter-data': () => json({ rubrics: [], targetGroups: [] }),
    '/download/get-rubric-targetgroup-downloads': () => json({ items: [] }),
  });
}

describe('Unterlagen (/meinamb/unterlagen)', () => {
  it('zeigt je Buchung die Bestätigung, die Bescheinigungen, die .ics-Datei, die Jahresübersicht und das Kalender-Abo', async () => {
    member(DOCUMENTS);
    visit('/meinamb/unterlagen');
    renderWithProviders(<App />);
    expect(screen.getByRole('heading', { level: 1, name: 'Unterlagen' })).toBeInTheDocument();
    const booking = (await screen.findByRole('heading', { name: 'Buchung AMB-000512 vom 05.01.2026' })).closest(
      'section',
    )!;
    expect(
      within(booking).getByRole('link', { name: 'Buchungsbestätigung für den Arbeitgeber (PDF)' }),
    ).toHaveAttribute('href', '/api-meinamb/notice-pdf/512');
    expect(
      within(booking).getByRole('heading', { name: 'Kündigung und Kündigungsschutz, 10.11.2025 – 12.11.2025' }),
    ).toBeInTheDocument();
    const certificates = within(booking).getAllByRole('link', { name: 'Teilnahmebescheinigung (PDF)' });
    expect(certificates.map((link) => link.getAttribute('href'))).toEqual(['/api-meinamb/certificate-pdf/900']);
    expect(within(booking).getByText(/Herr Jonas Weber \(storniert\)/)).toBeInTheDocument();
    expect(within(booking).getByRole('link', { name: 'Termin in den Kalender eintragen (.ics)' })).toHaveAttribute(
      'href',
      '/api-meinamb/event-ics/1203',
    );
    expect(screen.getByRole('link', { name: 'Seminarübersicht 2025 (PDF)' })).toHaveAttribute(
      'href',
      '/api-meinamb/overview-pdf?jahr=2025',
    );
    expect(screen.getByLabelText('Ihre Kalender-Adresse')).toHaveValue(
      `${window.location.origin}/api-meinamb/calendar-feed/altertoken`,
    );
  });

  it('nennt eine Reservierung nie Buchung: „Reservierung AMB-…“ und die Reservierungsbestätigung', async () => {
    const booking = DOCUMENTS.bookings[0]!;
    const reserved = {
      ...booking,
      kind: 'reservation' as const,
      events: booking.events.map((event) => ({
        ...event,
        participants: [{ ...event.participants[0]!, kind: 'reservation' as const, status: 'reserved' as const }],
      })),
    };
    member({ ...DOCUMENTS, bookings: [reserved] });
    visit('/meinamb/unterlagen');
    renderWithProviders(<App />);
    const card = (await screen.findByRole('heading', { name: 'Reservierung AMB-000512 vom 05.01.2026' })).closest(
      'section',
    )!;
    expect(
      within(card).getByRole('link', { name: 'Reservierungsbestätigung für den Arbeitgeber (PDF)' }),
    ).toHaveAttribute('href', '/api-meinamb/notice-pdf/512');
    expect(within(card).queryByText(/Buchung/)).not.toBeInTheDocument();
  });

  it('„Link erneuern“ schickt die Anfrage mit CSRF-Token und zeigt die neue Adresse und die Bestätigung', async () => {
    let documents = DOCUMENTS;
    const calls = mockFetch({
      '/kundenportal/get-user': () => json({ user: MEMBER }),
      '/api-meinamb/account-navigation': () => json(NAVIGATION),
      '/api-meinamb/documents': () => json(documents),
      'POST /api-meinamb/calendar-token': () => {
        documents = { ...DOCUMENTS, calendarFeedPath: '/api-meinamb/calendar-feed/neuertoken' };
        return json({ calendarFeedPath: documents.calendarFeedPath, message: DOCUMENT_MESSAGES.feedRenewed });
      },
    });
    visit('/meinamb/unterlagen');
    renderWithProviders(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'Link erneuern' }));
    expect(await screen.findByText(DOCUMENT_MESSAGES.feedRenewed)).toBeInTheDocument();
    expect(
      await screen.findByDisplayValue(`${window.location.origin}/api-meinamb/calendar-feed/neuertoken`),
    ).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.headers['x-csrf-token']).toBeTruthy();
  });

  it('ohne Buchungen: ein Hinweis mit dem Weg zu den Seminaren, ohne Kalender-Link „Kalender-Link erstellen“', async () => {
    member({ bookings: [], overviews: [], calendarFeedPath: null });
    visit('/meinamb/unterlagen');
    renderWithProviders(<App />);
    expect(await screen.findByText(/Sie haben noch keine Buchungen/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Seminare ansehen' })).toHaveAttribute('href', '/seminare');
    expect(screen.getByRole('button', { name: 'Kalender-Link erstellen' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Ihre Kalender-Adresse')).not.toBeInTheDocument();
  });

  it('ein Fehler beim Erneuern steht als Meldung da', async () => {
    member(DOCUMENTS, () => apiError(403, 'Ihre Sitzung ist abgelaufen. Bitte laden Sie die Seite neu.'));
    visit('/meinamb/unterlagen');
    renderWithProviders(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'Link erneuern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ihre Sitzung ist abgelaufen.');
  });
});
