import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../App';
import { browser } from '../../components/browser';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { visit } from '@amb/remote-kit/testing';
import { findFieldError, json, mockFetch } from '@amb/remote-kit/testing';

const AVAILABILITY = '/api/fetch-user-email-availability';

describe('Login (/kundenportal/login)', () => {
  it('zeigt Überschrift, Karte und das Feld "E-Mail Adresse"', () => {
    mockFetch({});
    visit('/kundenportal/login');
    renderWithProviders(<App />);
    expect(screen.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Bei meinamb einloggen oder registrieren' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail Adresse')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeInTheDocument();
  });

  it('prüft erst nach dem ersten Absenden, dann bei jeder Änderung', async () => {
    const user = userEvent.setup();
    const calls = mockFetch({});
    visit('/kundenportal/login');
    renderWithProviders(<App />);
    const field = screen.getByLabelText('E-Mail Adresse');

    await user.type(field, 'anna@');
    expect(screen.queryByText('Bitte geben Sie eine gültige E-Mail-Adresse an')).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    // The login page's card has the error summary on top: it takes the focus and leads to the field.
    expect(await findFieldError('Bitte geben Sie eine gültige E-Mail-Adresse an')).toBe(field);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByRole('alert', { name: 'Bitte prüfen Sie Ihre Angaben' })).toHaveFocus());
    expect(calls).toHaveLength(0);

    await user.clear(field);
    expect(field).toHaveAccessibleDescription('Bitte geben Sie eine E-Mail-Adresse an');
    await user.type(field, 'anna@example.de');
    expect(screen.queryByText(/E-Mail-Adresse an$/)).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('unbenutzte Adresse: merkt sie in sessionStorage und lädt /registrierung mit redirect', async () => {
    const user = userEvent.setup();
    const calls = mockFetch({ [AVAILABILITY]: () => json(true) });
    visit('/kundenportal/login?redirect=%2Fseminare%2Fwarenkorb');
    renderWithProviders(<App />);
    await user.type(screen.getByLabelText('E-Mail Adresse'), '  neu@example.de {Enter}');

    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith('/registrierung?redirect=%2Fseminare%2Fwarenkorb'));
    expect(calls[0]).toMatchObject({ method: 'GET', path: AVAILABILITY, query: { email: 'neu@example.de' } });
    expect(window.sessionStorage.getItem('unusedRegistrationEmail')).toBe('neu@example.de');
  });

  it('registrierte Adresse: lädt die Login-Seite mit kodierter E-Mail und redirect', async () => {
    const user = userEvent.setup();
    mockFetch({ [AVAILABILITY]: () => json(false) });
    visit('/kundenportal/login?redirect=/seminare');
    renderWithProviders(<App />);
    await user.type(screen.getByLabelText('E-Mail Adresse'), 'anna+br@example.de');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    await waitFor(() =>
      expect(browser.assign).toHaveBeenCalledWith('/kundenportal/login/anna%2Bbr%40example.de?redirect=%2Fseminare'),
    );
    expect(window.sessionStorage.getItem('unusedRegistrationEmail')).toBeNull();
  });

  it('ohne redirect führt eine unbenutzte Adresse auf /registrierung', async () => {
    const user = userEvent.setup();
    mockFetch({ [AVAILABILITY]: () => json(true) });
    visit('/kundenportal/login');
    renderWithProviders(<App />);
    await user.type(screen.getByLabelText('E-Mail Adresse'), 'neu@example.de{Enter}');
    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith('/registrierung'));
  });

  it('zeigt während der Prüfung einen Ladezustand', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    mockFetch({ [AVAILABILITY]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    visit('/kundenportal/login');
    renderWithProviders(<App />);
    await user.type(screen.getByLabelText('E-Mail Adresse'), 'anna@example.de{Enter}');

    const button = await screen.findByRole('button', { name: 'Einen Moment...' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    answer(json(false));
    await waitFor(() => expect(browser.assign).toHaveBeenCalled());
  });

  it('ein Fehler der Prüfung zeigt die Support-Meldung, die bei der nächsten Eingabe verschwindet', async () => {
    const user = userEvent.setup();
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ [AVAILABILITY]: () => json({ error: { code: 'X', message: 'kaputt' } }, 500) });
    visit('/kundenportal/login');
    renderWithProviders(<App />);
    await user.type(screen.getByLabelText('E-Mail Adresse'), 'anna@example.de{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Es ist ein unerwarteter Fehler aufgetreten! Bitte wenden Sie sich an den Support.',
    );
    expect(log).toHaveBeenCalled();
    expect(browser.assign).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('E-Mail Adresse'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
