import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUsersResponse, ImpersonationStartResponse } from '@amb/shared-contracts/core';
import { App } from '../../App';
import { browser } from '../../components/browser';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { visit } from '@amb/remote-kit/testing';
import { apiError, json, mockFetch, type Call } from '@amb/remote-kit/testing';
import { ADMIN, MEMBER } from '../../testing/fixtures';

const MEMBERS = [
  {
    userId: 7,
    salutation: 'Frau',
    firstname: 'Anna',
    lastname: 'Schneider',
    email: 'anna.schneider@example.de',
    company: 'Nordwerk GmbH',
    committee: 'Betriebsrat Nordwerk GmbH',
  },
  {
    userId: 9,
    salutation: 'Herr',
    firstname: 'Jonas',
    lastname: 'Weber',
    email: 'jonas.weber@example.de',
    company: 'Südstahl AG',
    committee: null,
  },
] satisfies AdminUsersResponse;

function adminApi(extra: Record<string, (call: Call) => Response> = {}): Call[] {
  return mockFetch({
    '/kundenportal/get-user': () => json({ user: ADMIN }),
    '/api/admin/users': (call) =>
      json(
        MEMBERS.filter((member) =>
          `${member.firstname} ${member.lastname}`.toLowerCase().includes((call.query.q ?? '').toLowerCase()),
        ),
      ),
    'POST /api/admin/impersonation': () =>
      json({
        ok: true,
        user: { userId: 7, firstname: 'Anna', lastname: 'Schneider' },
        redirect: '/kundenportal/meinamb',
      } satisfies ImpersonationStartResponse),
    ...extra,
  });
}

describe('Mitglieder verwalten (/kundenportal/admin/mitglieder)', () => {
  it('listet Mitglieder und sucht nach ihnen', async () => {
    const user = userEvent.setup();
    const calls = adminApi();
    visit('/kundenportal/admin/mitglieder');
    renderWithProviders(<App />);
    expect(screen.getByRole('heading', { level: 1, name: 'Mitglieder verwalten' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '2 Mitglieder' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Postausgang ansehen' })).toHaveAttribute(
      'href',
      '/kundenportal/admin/postausgang',
    );
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      'Anna Schneider – anna.schneider@example.de – Nordwerk GmbH – Betriebsrat Nordwerk GmbH',
    );

    await user.type(screen.getByRole('searchbox', { name: 'Mitglied suchen' }), 'weber{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: '1 Mitglied' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Als Jonas Weber handeln' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/admin/users').map((call) => call.query)).toEqual([
      {},
      { q: 'weber' },
    ]);
  });

  it('"Als {Name} handeln" startet die Impersonation und lädt meinamb', async () => {
    const user = userEvent.setup();
    const calls = adminApi();
    visit('/kundenportal/admin/mitglieder');
    renderWithProviders(<App />);
    const item = (await screen.findAllByRole('listitem'))[0]!;
    await user.click(within(item).getByRole('button', { name: 'Als Anna Schneider handeln' }));
    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith('/kundenportal/meinamb'));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/admin/impersonation',
      body: { userId: 7 },
    });
  });

  it('zeigt die Meldung des Servers, wenn das Handeln abgelehnt wird', async () => {
    const user = userEvent.setup();
    adminApi({ 'POST /api/admin/impersonation': () => apiError(403, 'Dafür fehlt Ihnen die Berechtigung.') });
    visit('/kundenportal/admin/mitglieder');
    renderWithProviders(<App />);
    await user.click(await screen.findByRole('button', { name: 'Als Jonas Weber handeln' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dafür fehlt Ihnen die Berechtigung.');
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it('ein Mitglied ohne Admin-Rolle sieht nur den Hinweis auf fehlende Berechtigung', async () => {
    const calls = mockFetch({ '/kundenportal/get-user': () => json({ user: MEMBER }) });
    visit('/kundenportal/admin/mitglieder');
    renderWithProviders(<App />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Dafür fehlt Ihnen die Berechtigung.');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Postausgang ansehen' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/admin/users')).toBe(false);
  });

  it('abgemeldet: lädt die Login-Seite mit redirect', async () => {
    mockFetch({ '/kundenportal/get-user': () => json({ user: {} }) });
    visit('/kundenportal/admin/mitglieder');
    renderWithProviders(<App />);
    await waitFor(() =>
      expect(browser.assign).toHaveBeenCalledWith('/kundenportal/login?redirect=%2Fkundenportal%2Fadmin%2Fmitglieder'),
    );
  });
});
