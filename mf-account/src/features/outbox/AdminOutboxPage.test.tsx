import { screen, waitFor, within } from '@testing-library/react';
import { AUTH_MESSAGES, type OutboxMail } from '@amb/shared-contracts/core';
import { App } from '../../App';
import { browser } from '../../components/browser';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { visit } from '@amb/remote-kit/testing';
import { apiError, json, mockFetch, type Call } from '@amb/remote-kit/testing';
import { ADMIN, MEMBER } from '../../testing/fixtures';

const RESET_LINK = 'http://localhost:8080/kundenportal/passwort-zuruecksetzen/AbC_123-xyz';

// As the api answers: newest id first; the oldest one deliberately in the middle to check the order.
const MAILS = [
  {
    mailId: 3,
    recipient: 'anna.schneider@example.de',
    subject: 'Passwort zurücksetzen – Akademie für Mitbestimmung',
    bodyText: `Hallo Anna,\n\nÜber diesen Link vergeben Sie ein neues Passwort:\n\n${RESET_LINK}\n\nIhre Akademie für Mitbestimmung`,
    createdAt: '2026-11-25T22:40:00.000Z',
    sentAt: null,
  },
  {
    mailId: 1,
    recipient: 'jonas.weber@example.de',
    subject: 'Älteste Nachricht',
    bodyText: 'Ohne Link.',
    createdAt: '2026-03-01T08:05:00.000Z',
    sentAt: null,
  },
  {
    mailId: 2,
    recipient: 'jonas.weber@example.de',
    subject: 'Willkommen bei meinamb',
    bodyText: 'Mehr unter https://www.example.de/seminare.',
    createdAt: '2026-07-14T10:00:00.000Z',
    sentAt: '2026-07-14T10:00:02.000Z',
  },
] satisfies OutboxMail[];

function outboxApi(outbox: (call: Call) => Response = () => json({ mails: MAILS })): Call[] {
  return mockFetch({
    '/kundenportal/get-user': () => json({ user: ADMIN }),
    '/api/admin/outbox': outbox,
  });
}

function showOutbox() {
  visit('/kundenportal/admin/postausgang');
  renderWithProviders(<App />);
}

describe('Postausgang (/kundenportal/admin/postausgang)', () => {
  it('listet die Mails, die neueste zuerst, mit Empfänger, Betreff, Datum und Status', async () => {
    const calls = outboxApi();
    showOutbox();
    expect(screen.getByRole('heading', { level: 1, name: 'Postausgang' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '3 E-Mails' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Passwort zurücksetzen – Akademie für Mitbestimmung',
      'Willkommen bei meinamb',
      'Älteste Nachricht',
    ]);

    const [newest, sent, oldest] = screen.getAllByRole('article');
    // 22:40 UTC is 23:40 in Berlin (winter time), 10:00 UTC in July is 12:00 (summer time)
    expect(newest).toHaveTextContent('Ananna.schneider@example.de');
    expect(newest).toHaveTextContent('Erstellt25.11.2026, 23:40 Uhr');
    expect(newest).toHaveTextContent('Statusnur im Postausgang');
    expect(within(sent!).getByText('versendet am 14.07.2026, 12:00 Uhr')).toBeInTheDocument();
    expect(oldest).toHaveTextContent('Anjonas.weber@example.de');
    expect(oldest).toHaveTextContent('01.03.2026, 09:05 Uhr');
    expect(within(oldest!).queryByRole('link')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/admin/outbox')).toHaveLength(1);
  });

  it('macht den Link zum Zurücksetzen des Passworts klickbar und zeigt den ganzen Text', async () => {
    outboxApi();
    showOutbox();
    const newest = (await screen.findAllByRole('article'))[0]!;
    const link = within(newest).getByRole('link', { name: RESET_LINK });
    expect(link).toHaveAttribute('href', RESET_LINK);
    const body = newest.querySelector('pre')!;
    expect(body.textContent).toBe(MAILS[0]!.bodyText);

    // the full stop after an address belongs to the sentence, not to the link
    const sent = screen.getAllByRole('article')[1]!;
    expect(within(sent).getByRole('link', { name: 'https://www.example.de/seminare' })).toHaveAttribute(
      'href',
      'https://www.example.de/seminare',
    );
  });

  it('verlinkt zurück auf "Mitglieder verwalten"', async () => {
    outboxApi();
    showOutbox();
    expect(await screen.findByRole('link', { name: 'Mitglieder verwalten' })).toHaveAttribute(
      'href',
      '/kundenportal/admin/mitglieder',
    );
  });

  it('sagt, wenn der Postausgang leer ist', async () => {
    outboxApi(() => json({ mails: [] }));
    showOutbox();
    expect(await screen.findByText('Der Postausgang ist leer.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('zeigt die Meldung des Servers, wenn der Postausgang nicht geladen werden kann', async () => {
    outboxApi(() => apiError(403, 'Dafür fehlt Ihnen die Berechtigung.'));
    showOutbox();
    expect(await screen.findByRole('alert')).toHaveTextContent('Dafür fehlt Ihnen die Berechtigung.');
  });

  it('im Produktionsmodus (api antwortet 404) erklärt ein Hinweis, dass es den Postausgang nur lokal gibt', async () => {
    outboxApi(() => apiError(404, 'Die angeforderte Ressource wurde nicht gefunden.'));
    showOutbox();
    const notice = await screen.findByText(AUTH_MESSAGES.outboxDevelopmentOnly);
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveTextContent('Der Postausgang ist nur in der lokalen Entwicklungsumgebung verfügbar.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('ein Mitglied ohne Admin-Rolle sieht nur den Hinweis auf fehlende Berechtigung', async () => {
    const calls = mockFetch({ '/kundenportal/get-user': () => json({ user: MEMBER }) });
    showOutbox();
    expect(await screen.findByRole('alert')).toHaveTextContent('Dafür fehlt Ihnen die Berechtigung.');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/admin/outbox')).toBe(false);
  });

  it('während einer Impersonation bleibt der Postausgang gesperrt, auch bei Admin-Rolle', async () => {
    // Only the real (impersonating) user counts: the page refuses whenever `impersonated` is set.
    const calls = mockFetch({
      '/kundenportal/get-user': () =>
        json({ user: { ...ADMIN, impersonated: true, impersonator: { firstname: 'Ada', lastname: 'Admin' } } }),
    });
    showOutbox();
    expect(await screen.findByRole('alert')).toHaveTextContent('Dafür fehlt Ihnen die Berechtigung.');
    expect(calls.some((call) => call.path === '/api/admin/outbox')).toBe(false);
  });

  it('abgemeldet: lädt die Login-Seite mit redirect', async () => {
    const calls = mockFetch({ '/kundenportal/get-user': () => json({ user: {} }) });
    showOutbox();
    await waitFor(() =>
      expect(browser.assign).toHaveBeenCalledWith('/kundenportal/login?redirect=%2Fkundenportal%2Fadmin%2Fpostausgang'),
    );
    expect(calls.some((call) => call.path === '/api/admin/outbox')).toBe(false);
  });
});
