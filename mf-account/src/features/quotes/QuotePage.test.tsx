import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { quotePrice, type QuoteView } from '@amb/shared-contracts/services';
import { json, mockFetch, visit, type Call } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { MEMBER } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';

const QUOTE: QuoteView = {
  quoteId: 12,
  number: 'ANG-2026-00012',
  status: 'opened',
  statusLabel: 'geöffnet',
  kind: 'group',
  theme: { themeId: 3, title: 'Betriebsverfassungsrecht Teil II', slug: 'betriebsverfassungsrecht-teil-ii' },
  participants: 5,
  format: 'presence',
  location: null,
  inhouse: null,
  dateWindows: [{ from: '2026-03-01', to: '2026-05-31' }],
  remarks: '',
  requester: { userId: 7, name: 'Anna Schneider', email: 'anna.schneider@example.de' },
  committee: null,
  event: { eventId: 90, startDate: '2026-04-13', endDate: '2026-04-15', city: 'Hamburg', isOnline: false },
  days: null,
  distanceKm: null,
  discountPercent: 5,
  price: quotePrice({
    kind: 'group',
    participants: 5,
    discountPercent: 5,
    prices: {
      price: 1190,
      priceParticipantTwo: 1090,
      priceParticipantThree: 990,
      priceParticipantFour: null,
      priceParticipantFive: null,
    },
  }),
  validUntil: '2026-02-04',
  message: 'Gern reservieren wir die Plätze.',
  createdAt: '2026-01-02T09:00:00.000Z',
  sentAt: '2026-01-05T09:00:00.000Z',
  openedAt: '2026-01-06T09:00:00.000Z',
  decidedAt: null,
  order: null,
  history: [],
  version: 2,
  actions: { edit: false, send: false, decide: true },
};

function member(routes: Parameters<typeof mockFetch>[0] = {}): Call[] {
  return mockFetch({
    '/kundenportal/get-user': () => json({ user: MEMBER }),
    '/api-meinamb/account-navigation': () => json([]),
    'POST /quote-api/open/12': () => json({ quote: QUOTE }),
    ...routes,
  });
}

describe('Ein Angebot (/meinamb/angebote/:id)', () => {
  it('öffnet es (die erste Öffnung zählt die api), zeigt Termin, Preiszeilen, Summen und das PDF', async () => {
    const calls = member();
    visit('/meinamb/angebote/12');
    renderWithProviders(<App />);
    expect(await screen.findByText('Gern reservieren wir die Plätze.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/quote-api/open/12')).toHaveLength(1);
    expect(screen.getByText('13.04.2026 – 15.04.2026')).toBeInTheDocument();
    expect(screen.getByText(/^3\.–5\. Teilnehmer je 990,00\s€$/)).toBeInTheDocument();
    expect(screen.getByText('Rabatt 5 % auf die Seminargebühr')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Angebot als PDF' })).toHaveAttribute(
      'href',
      '/quote-api/download-report/12',
    );
  });

  it('nimmt erst nach der Rückfrage mit dem Preis an und zeigt die Bestellung', async () => {
    const calls = member({
      'POST /quote-api/decide/12': () =>
        json({
          quote: {
            ...QUOTE,
            status: 'accepted',
            statusLabel: 'angenommen',
            actions: { edit: false, send: false, decide: false },
            order: { orderId: 77, orderNumber: 'AMB-000077' },
          },
          message:
            'Vielen Dank für Ihren Auftrag! Das Angebot ist angenommen, Ihre Bestellung AMB-000077 ist angelegt.',
        }),
    });
    visit('/meinamb/angebote/12');
    renderWithProviders(<App />);
    await userEvent.click(await screen.findByRole('button', { name: 'Angebot verbindlich annehmen' }));
    const dialog = screen.getByRole('dialog', { name: 'Angebot verbindlich annehmen' });
    expect(within(dialog).getByText(/zum Preis von 5\.?\d{3},\d{2}\s€ inkl\. MwSt\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Noch nicht entscheiden' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Angebot verbindlich annehmen' }));
    expect(await screen.findByText(/Ihre Bestellung AMB-000077 ist angelegt/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/quote-api/decide/12')?.body).toEqual({
      decision: 'accept',
    });
    expect(screen.getByRole('link', { name: 'Zu Ihren Buchungen' })).toHaveAttribute('href', '/meinamb/buchungen');
    expect(screen.queryByRole('button', { name: 'Angebot verbindlich annehmen' })).not.toBeInTheDocument();
  });
});
