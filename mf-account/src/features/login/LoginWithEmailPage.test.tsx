import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../App';
import { browser } from '../../components/browser';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { visit } from '@amb/remote-kit/testing';
import { TEST_CSRF_TOKEN, apiError, findErrorSummary, findFieldError, json, mockFetch } from '@amb/remote-kit/testing';
import { MEMBER } from '../../testing/fixtures';

const PATH = '/kundenportal/login/anna.schneider%40example.de?redirect=%2Fseminare%2Fp%2F101';

describe('Login mit E-Mail (/kundenportal/login/:email)', () => {
  afterEach(() => {
    document.cookie = 'amb_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('zeigt die E-Mail, den Änderungs-Link, das Passwortfeld und "Passwort vergessen?"', () => {
    mockFetch({});
    visit(PATH);
    renderWithProviders(<App />);
    expect(screen.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByText('anna.schneider@example.de')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'E-Mail-Adresse ändern' })).toHaveAttribute(
      'href',
      '/kundenportal/login?redirect=%2Fseminare%2Fp%2F101',
    );
    expect(screen.getByLabelText('Passwort')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute(
      'href',
      '/kundenportal/passwort-vergessen?email=anna.schneider%40example.de',
    );
  });

  it('verlangt ein Passwort erst nach dem Absenden', async () => {
    const user = userEvent.setup();
    const calls = mockFetch({});
    visit(PATH);
    renderWithProviders(<App />);
    // SPEC §5's password message, the one the api answers for an empty password (same schema).
    expect(screen.queryByText('Bitte geben Sie Ihr Passwort ein')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await findFieldError('Bitte geben Sie Ihr Passwort ein')).toBe(screen.getByLabelText('Passwort'));
    expect(await findErrorSummary()).toHaveFocus();
    // The registration's format rule is not the login's message.
    expect(screen.queryByText(/vorgegebenen Format/)).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('meldet an (mit CSRF-Header) und lädt das Ziel der Antwort', async () => {
    const user = userEvent.setup();
    document.cookie = 'amb_csrf=token-123; path=/';
    const calls = mockFetch({
      'POST /kundenportal/local-login': () => json({ user: MEMBER, redirect: '/seminare/p/101' }),
    });
    visit(PATH);
    renderWithProviders(<App />);
    await user.type(screen.getByLabelText('Passwort'), 'Mitbestimmung2026!{Enter}');

    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith('/seminare/p/101'));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/kundenportal/local-login',
      body: { email: 'anna.schneider@example.de', password: 'Mitbestimmung2026!', redirect: '/seminare/p/101' },
      headers: { 'x-csrf-token': 'token-123' },
    });
  });

  it('401: zeigt die deutsche Meldung des Servers als Alert und setzt den Fokus darauf', async () => {
    const user = userEvent.setup();
    mockFetch({
      'POST /kundenportal/local-login': () => apiError(401, 'E-Mail-Adresse oder Passwort ist nicht korrekt.'),
    });
    visit(PATH);
    renderWithProviders(<App />);
    await user.type(screen.getByLabelText('Passwort'), 'falsch-falsch{Enter}');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('E-Mail-Adresse oder Passwort ist nicht korrekt.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it('429: zeigt die Meldung zu vielen Versuchen', async () => {
    const user = userEvent.setup();
    mockFetch({
      'POST /kundenportal/local-login': () =>
        apiError(429, 'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.'),
    });
    visit(PATH);
    renderWithProviders(<App />);
    await user.type(screen.getByLabelText('Passwort'), 'irgendwas1{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Zu viele Anmeldeversuche.');
  });

  it('reicht ein absolutes redirect an die api weiter, die es prüft, und folgt deren Antwort', async () => {
    const user = userEvent.setup();
    const calls = mockFetch({
      'POST /kundenportal/local-login': () => json({ user: MEMBER, redirect: '/kundenportal/meinamb' }),
    });
    visit('/kundenportal/login/anna%40example.de?redirect=https%3A%2F%2Fevil.example%2F');
    renderWithProviders(<App />);
    await user.type(screen.getByLabelText('Passwort'), 'Mitbestimmung2026!{Enter}');
    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith('/kundenportal/meinamb'));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/session/csrf',
      'POST /kundenportal/local-login',
    ]);
    expect(calls[1]!.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(calls[1]!.body).toEqual({
      email: 'anna@example.de',
      password: 'Mitbestimmung2026!',
      redirect: 'https://evil.example/',
    });
  });

  it.each([['//evil.example'], ['/..//evil.example'], ['https://evil.example/'], ['javascript:alert(1)']])(
    'folgt keinem fremden Ziel, auch wenn die Antwort eines nennt: %j',
    async (redirect) => {
      const user = userEvent.setup();
      mockFetch({ 'POST /kundenportal/local-login': () => json({ user: MEMBER, redirect }) });
      visit(PATH);
      renderWithProviders(<App />);
      await user.type(screen.getByLabelText('Passwort'), 'Mitbestimmung2026!{Enter}');
      await waitFor(() => expect(browser.assign).toHaveBeenCalledWith('/kundenportal/meinamb'));
    },
  );
});
