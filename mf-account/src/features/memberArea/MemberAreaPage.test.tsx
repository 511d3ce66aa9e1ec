import { screen, waitFor, within } from '@testing-library/react';
import { App } from '../../App';
import { browser } from '../../components/browser';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { visit } from '@amb/remote-kit/testing';
import { apiError, json, mockFetch, type Call } from '@amb/remote-kit/testing';
import { MEMBER } from '../../testing/fixtures';
import { FUTURE_EVENTS } from '../../testing/bookings';
import userEvent from '@testing-library/user-event';

const NAVIGATION = [
  { title: 'Übersicht', uri: '/kundenportal/meinamb', visible: true, active: true },
  { title: 'Meine Buchungen', uri: '/meinamb/buchungen', visible: true, active: false },
  { title: 'Gremium', uri: '/meinamb/gremium-mitglieder', visible: false, active: false },
  { title: '', uri: '/meinamb/ohne-titel', visible: true, active: false },
  { title: 'Einstellungen', uri: '/meinamb/einstellungen', visible: true, active: false },
];

function loggedIn(navigation = NAVIGATION): Call[] {
  return mockFetch({
    '/kundenportal/get-user': () => json({ user: MEMBER }),
    '/api-meinamb/account-navigation': () => json(navigation),
  });
}

describe('meinamb (/kundenportal/meinamb, /meinamb/meinambv2)', () => {
  it('begrüßt das Mitglied und zeigt nur sichtbare Einträge mit Titel, den aktiven mit aria-current', async () => {
    const calls = loggedIn();
    visit('/kundenportal/meinamb');
    renderWithProviders(<App />);
    expect(screen.getByRole('heading', { level: 1, name: 'meinamb' })).toBeInTheDocument();
    expect(await screen.findByText('Hallo, Anna!')).toBeInTheDocument();

    const nav = await screen.findByRole('navigation', { name: 'meinamb-Navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Übersicht', 'Meine Buchungen', 'Einstellungen']);
    expect(within(nav).getByRole('link', { name: 'Übersicht' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Meine Buchungen' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Einstellungen' })).toHaveAttribute('href', '/meinamb/einstellungen');
    expect(calls.find((call) => call.path === '/api-meinamb/account-navigation')?.query).toEqual({
      path: '/kundenportal/meinamb',
    });
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it('fragt die Navigation für /meinamb/meinambv2 mit diesem Pfad an', async () => {
    const calls = loggedIn();
    visit('/meinamb/meinambv2');
    renderWithProviders(<App />);
    expect(screen.getByRole('heading', { level: 1, name: 'meinamb' })).toBeInTheDocument();
    await screen.findByRole('navigation', { name: 'meinamb-Navigation' });
    expect(calls.find((call) => call.path === '/api-meinamb/account-navigation')?.query).toEqual({
      path: '/meinamb/meinambv2',
    });
  });

  it('abgemeldet: lädt die Login-Seite mit redirect auf diese Seite', async () => {
    const calls = mockFetch({ '/kundenportal/get-user': () => json({ user: {} }) });
    visit('/meinamb/meinambv2');
    renderWithProviders(<App />);
    await waitFor(() =>
      expect(browser.assign).toHaveBeenCalledWith('/kundenportal/login?redirect=%2Fmeinamb%2Fmeinambv2'),
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api-meinamb'))).toBe(false);
  });

  it('eine abgelaufene Sitzung (401 der Navigation) führt ebenfalls zur Anmeldung', async () => {
    mockFetch({
      '/kundenportal/get-user': () => json({ user: MEMBER }),
      '/api-meinamb/account-navigation': () => apiError(401, 'Bitte melden Sie sich an.'),
    });
    visit('/kundenportal/meinamb');
    renderWithProviders(<App />);
    await waitFor(() =>
      expect(browser.assign).toHaveBeenCalledWith('/kundenportal/login?redirect=%2Fkundenportal%2Fmeinamb'),
    );
  });

  it('zeigt eine deutsche Meldung, wenn der Dienst nicht antwortet', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as typeof fetch;
    visit('/kundenportal/meinamb');
    renderWithProviders(<App />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Dienst ist vorübergehend nicht erreichbar.');
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it('/meinamb: nächstes Seminar mit Teilnehmern, Reservierungen mit „Verbindlich buchen“, Warteliste, Empfehlungen, Links', async () => {
    const calls = mockFetch({
      '/kundenportal/get-user': () => json({ user: MEMBER }),
      '/api-meinamb/account-navigation': () => json(NAVIGATION),
      '/api-meinamb/next-event-recipients': () => json({ event: FUTURE_EVENTS[0] }),
      '/api-meinamb/future-events': () => json({ events: FUTURE_EVENTS }),
      '/api-meinamb/article-recommendations': () =>
        json({
          basedOn: ['Wirtschaftsausschuss'],
          recommendations: [
            {
              themeSlug: 'bilanzen-lesen',
              title: 'Bilanzen lesen',
              subtitle: 'Für den Wirtschaftsausschuss',
              nextStartDate: '2026-05-04',
              topics: ['Bilanzen'],
            },
          ],
          articles: [
            {
              id: 7,
              kind: 'news',
              slug: 'wirtschaftsausschuss-unterrichtung-quartal',
              title: 'Wirtschaftsausschuss: Unterrichtung jedes Quartal',
              teaser: 'Was der Unternehmer vorlegen muss.',
              author: 'Redaktion Akademie für Mitbestimmung',
              publishedOn: '2025-10-02',
              url: '/news/wirtschaftsausschuss-unterrichtung-quartal',
              readingMinutes: 3,
              topics: ['Wirtschaftsausschuss'],
            },
          ],
        }),
      'POST /order-api/confirm-reservation': () => json({ reservations: [] }),
    });
    visit('/meinamb');
    renderWithProviders(<App />);
    expect(await screen.findByText('Hallo, Anna!')).toBeInTheDocument();

    const next = await screen.findByRole('region', { name: 'Ihr nächstes Seminar' });
    expect(within(next).getByRole('link', { name: 'Arbeitsrecht Teil I' })).toHaveAttribute(
      'href',
      '/seminare/t/arbeitsrecht-teil-i',
    );
    expect(within(next).getByText('1. Teilnehmer: Herr Anton Muster')).toBeInTheDocument();
    expect(within(next).getByText('gebucht')).toBeInTheDocument();

    const reserved = await screen.findByRole('region', { name: 'Ihre Reservierungen' });
    expect(
      within(reserved).getByText(
        /Neu im Betriebsrat, .*Online: Frau Rita Muster – reserviert bis 20\.01\.2026, 10:00 Uhr/,
      ),
    ).toBeInTheDocument();
    await userEvent.click(
      within(reserved).getByRole('button', { name: 'Verbindlich buchen: Frau Rita Muster, Neu im Betriebsrat' }),
    );
    expect(
      await screen.findByText('Der Platz von Frau Rita Muster ist jetzt verbindlich gebucht.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/order-api/confirm-reservation')?.body).toEqual({
      participantId: 21,
    });

    const waiting = screen.getByRole('region', { name: 'Ihre Plätze auf der Warteliste' });
    expect(within(waiting).getByText(/Der Betriebsratsvorsitz, .*Herr Willi Muster/)).toBeInTheDocument();

    const recommendations = await screen.findByRole('region', { name: 'Empfehlungen für Sie' });
    expect(within(recommendations).getByText('Seminare passend zu Ihren Betriebsratsfunktionen.')).toBeInTheDocument();
    expect(within(recommendations).getByText('Ausgewählt nach: Wirtschaftsausschuss')).toBeInTheDocument();
    expect(within(recommendations).getByRole('link', { name: 'Bilanzen lesen' })).toHaveAttribute(
      'href',
      '/seminare/t/bilanzen-lesen',
    );
    const articles = screen.getByRole('region', { name: 'Empfohlene Beiträge' });
    expect(
      within(articles).getByRole('link', { name: 'Wirtschaftsausschuss: Unterrichtung jedes Quartal' }),
    ).toHaveAttribute('href', '/news/wirtschaftsausschuss-unterrichtung-quartal');
    expect(within(articles).getByText(/News vom 02\.10\.2025, 3 Min\. Lesezeit/)).toBeInTheDocument();
    const links = screen.getByRole('navigation', { name: 'Weitere Seiten' });
    expect(within(links).getByRole('link', { name: 'Alle Buchungen ansehen' })).toHaveAttribute(
      'href',
      '/meinamb/buchungen',
    );
  });

  it('ohne kommendes Seminar: sagt es und verweist auf das Seminarprogramm', async () => {
    mockFetch({
      '/kundenportal/get-user': () => json({ user: MEMBER }),
      '/api-meinamb/next-event-recipients': () => json({ event: null }),
      '/api-meinamb/future-events': () => json({ events: [] }),
    });
    visit('/meinamb');
    renderWithProviders(<App />);
    expect(await screen.findByText('Sie haben derzeit kein kommendes Seminar gebucht.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ihre Reservierungen' })).not.toBeInTheDocument();
  });
});
