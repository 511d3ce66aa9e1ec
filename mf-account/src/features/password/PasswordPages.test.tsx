import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VALIDATION_MESSAGES } from '@amb/shared-contracts/schemas';
import { App } from '../../App';
import { browser } from '../../components/browser';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { visit } from '@amb/remote-kit/testing';
import { TEST_CSRF_TOKEN, apiError, findErrorSummary, findFieldError, json, mockFetch } from '@amb/remote-kit/testing';

const SENT =
  'Wenn diese E-Mail-Adresse bei uns registriert ist, haben wir Ihnen einen Link zum Zurücksetzen des Passworts geschickt.';
const INVALID = 'Der Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.';

describe('Passwort vergessen (/kundenportal/passwort-vergessen)', () => {
  it('übernimmt die E-Mail aus der Adresse und bestätigt die Anforderung', async () => {
    const user = userEvent.setup();
    const calls = mockFetch({ 'POST /api/password-reset-request': () => json({ message: SENT }, 202) });
    visit('/kundenportal/passwort-vergessen?email=anna%40example.de');
    renderWithProviders(<App />);
    expect(screen.getByRole('heading', { level: 1, name: 'Passwort vergessen' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue('anna@example.de');

    await user.click(screen.getByRole('button', { name: 'Link anfordern' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(SENT));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/session/csrf',
      'POST /api/password-reset-request',
    ]);
    expect(calls[1]).toMatchObject({
      body: { email: 'anna@example.de' },
      headers: { 'x-csrf-token': TEST_CSRF_TOKEN },
    });
  });

  it('prüft die E-Mail erst beim Absenden und zeigt 429 als Alert', async () => {
    const user = userEvent.setup();
    mockFetch({
      'POST /api/password-reset-request': () =>
        apiError(429, 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.'),
    });
    visit('/kundenportal/passwort-vergessen');
    renderWithProviders(<App />);
    expect(screen.queryByText('Bitte geben Sie eine E-Mail-Adresse an')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Link anfordern' }));
    expect(await findFieldError('Bitte geben Sie eine E-Mail-Adresse an')).toBe(
      screen.getByLabelText('E-Mail-Adresse'),
    );
    expect(await findErrorSummary()).toHaveFocus();
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'anna@example.de{Enter}');
    const summary = await findErrorSummary();
    expect(summary).toHaveTextContent('Zu viele Anfragen.');
    await waitFor(() => expect(summary).toHaveFocus());
  });
});

describe('Passwort zurücksetzen (/kundenportal/passwort-zuruecksetzen/:token)', () => {
  it('prüft Format und Wiederholung, sendet Token und Passwort und lädt meinamb', async () => {
    const user = userEvent.setup();
    const calls = mockFetch({ 'POST /api/password-reset': () => json({ ok: true }) });
    visit('/kundenportal/passwort-zuruecksetzen/abc123');
    renderWithProviders(<App />);
    expect(screen.getByRole('heading', { level: 1, name: 'Passwort zurücksetzen' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Neues Passwort'), 'kurz');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(screen.getByLabelText('Neues Passwort')).toHaveAccessibleDescription(
      expect.stringContaining('Bitte wählen Sie ein Passwort in dem vorgegebenen Format'),
    );
    expect(await findFieldError('Die Passwörter stimmen nicht überein')).toBe(
      screen.getByLabelText('Neues Passwort wiederholen'),
    );

    await user.type(screen.getByLabelText('Neues Passwort'), 'Genug2026!');
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'kurzGenug2026!');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));

    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith('/kundenportal/meinamb'));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/session/csrf',
      'POST /api/password-reset',
    ]);
    expect(calls[1]).toMatchObject({
      body: { token: 'abc123', password: 'kurzGenug2026!' },
      headers: { 'x-csrf-token': TEST_CSRF_TOKEN },
    });
  });

  it('ein verbreitetes Passwort: die Meldung der api steht unter "Neues Passwort"', async () => {
    const user = userEvent.setup();
    const common = VALIDATION_MESSAGES.passwordCommon;
    mockFetch({ 'POST /api/password-reset': () => apiError(400, common, { password: common }) });
    visit('/kundenportal/passwort-zuruecksetzen/abc123');
    renderWithProviders(<App />);
    await user.type(screen.getByLabelText('Neues Passwort'), 'password');
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'password');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Neues Passwort')).toHaveAccessibleDescription(expect.stringContaining(common)),
    );
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it('zeigt die Meldung zu einem ungültigen Link', async () => {
    const user = userEvent.setup();
    mockFetch({ 'POST /api/password-reset': () => apiError(400, INVALID) });
    visit('/kundenportal/passwort-zuruecksetzen/alt');
    renderWithProviders(<App />);
    await user.type(screen.getByLabelText('Neues Passwort'), 'Genug2026!');
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'Genug2026!{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute(
      'href',
      '/kundenportal/passwort-vergessen',
    );
    expect(browser.assign).not.toHaveBeenCalled();
  });
});
