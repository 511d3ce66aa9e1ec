import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { EMAIL_CONFIRMATION_MESSAGES } from '@amb/shared-contracts/core';
import { SALUTATIONS, VALIDATION_MESSAGES } from '@amb/shared-contracts/schemas';
import { App } from '../../App';
import { browser } from '../../components/browser';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { findErrorSummary, findFieldError, visit } from '@amb/remote-kit/testing';
import { TEST_CSRF_TOKEN, apiError, json, mockFetch } from '@amb/remote-kit/testing';
import { MEMBER } from '../../testing/fixtures';
import { installPageGlobals } from '../../testing/pageGlobals';

const REGISTER = 'POST /api/user-registration';
const NOTICE = EMAIL_CONFIRMATION_MESSAGES.registered('neu@example.de');

const LABELS = [
  'Anrede',
  'Titel (optional)',
  'Vorname',
  'Nachname',
  'Telefon',
  'Firma',
  'Straße',
  'Hausnummer',
  'PLZ',
  'Ort',
  'E-Mail-Adresse',
  'Passwort',
];

async function fillValid(user: UserEvent, email = 'neu@example.de') {
  await user.selectOptions(screen.getByLabelText('Anrede'), 'Frau');
  await user.type(screen.getByLabelText('Vorname'), 'Berta');
  await user.type(screen.getByLabelText('Nachname'), 'Beispiel');
  await user.type(screen.getByLabelText('Telefon'), '+49 40 123456');
  await user.type(screen.getByLabelText('Firma'), 'Nordwerk GmbH');
  await user.type(screen.getByLabelText('Straße'), 'Hafenstraße');
  await user.type(screen.getByLabelText('Hausnummer'), '12a');
  await user.type(screen.getByLabelText('PLZ'), '20457');
  await user.type(screen.getByLabelText('Ort'), 'Hamburg');
  const emailField = screen.getByLabelText('E-Mail-Adresse');
  await user.clear(emailField);
  await user.type(emailField, email);
  await user.type(screen.getByLabelText('Passwort'), 'Sicher2026!');
}

describe('Registrierung (/registrierung)', () => {
  it('zeigt jedes Feld mit Beschriftung und die Anreden der SPEC', () => {
    mockFetch({});
    visit('/registrierung');
    renderWithProviders(<App />);
    expect(screen.getByRole('heading', { level: 1, name: 'Registrierung' })).toBeInTheDocument();
    for (const label of LABELS) expect(screen.getByLabelText(label)).toBeInTheDocument();
    const options = within(screen.getByLabelText('Anrede')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Bitte wählen', ...SALUTATIONS]);
    expect(screen.getByRole('button', { name: 'Registrieren' })).toBeInTheDocument();
  });

  it('übernimmt die E-Mail aus sessionStorage', () => {
    mockFetch({});
    window.sessionStorage.setItem('unusedRegistrationEmail', 'neu@example.de');
    visit('/registrierung');
    renderWithProviders(<App />);
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue('neu@example.de');
  });

  it('zeigt die Meldungen der SPEC §5 erst nach dem Absenden unter den Feldern', async () => {
    const user = userEvent.setup();
    const calls = mockFetch({});
    visit('/registrierung');
    renderWithProviders(<App />);
    await user.type(screen.getByLabelText('PLZ'), '12a');
    expect(screen.queryByText('Postleitzahlen dürfen nur Zahlen enthalten')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    const expected: Array<[string, string]> = [
      ['Anrede', 'Bitte wählen Sie eine Anrede aus'],
      ['Vorname', 'Bitte tragen Sie einen Vornamen ein'],
      ['Nachname', 'Bitte tragen Sie einen Nachnamen ein'],
      ['Telefon', 'Bitte geben Sie eine Telefonnummer an'],
      ['Firma', 'Bitte füllen Sie das Feld Firma aus'],
      ['Straße', 'Bitte füllen Sie das Feld Straße aus'],
      ['Hausnummer', 'Bitte füllen Sie das Feld Hausnummer aus'],
      ['PLZ', 'Postleitzahlen dürfen nur Zahlen enthalten'],
      ['Ort', 'Bitte füllen Sie das Feld Ort aus'],
      ['E-Mail-Adresse', 'Bitte geben Sie eine E-Mail-Adresse an'],
      ['Passwort', 'Bitte wählen Sie ein Passwort in dem vorgegebenen Format'],
    ];
    for (const [label, message] of expected) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(screen.getByLabelText('Titel (optional)')).not.toHaveAttribute('aria-invalid');
    // The error summary on top has the focus and lists every message in the form's order, each linked to its field.
    const summary = await findErrorSummary();
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(expected.map(([, message]) => message));
    for (const [label, message] of expected) expect(await findFieldError(message)).toBe(screen.getByLabelText(label));
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText('Straße'), 'Weg 5');
    expect(screen.getByLabelText('Straße')).toHaveAccessibleDescription('Die Straße darf keine Zahlen enthalten');
    await user.type(screen.getByLabelText('Ort'), 'Köln');
    expect(screen.getByLabelText('Ort')).not.toHaveAttribute('aria-invalid');
  });

  it('sendet das Formular, bittet um die Bestätigung der E-Mail-Adresse und führt weiter nach meinamb', async () => {
    const user = userEvent.setup();
    window.sessionStorage.setItem('unusedRegistrationEmail', 'neu@example.de');
    const calls = mockFetch({
      [REGISTER]: () => json({ user: { ...MEMBER, firstname: 'Berta', emailConfirmed: false }, message: NOTICE }, 201),
    });
    visit('/registrierung');
    renderWithProviders(<App />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));

    expect(await screen.findByRole('link', { name: 'Weiter' })).toHaveAttribute('href', '/kundenportal/meinamb');
    // A visitor without a session first gets a CSRF token, then registers with it.
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/session/csrf',
      'POST /api/user-registration',
    ]);
    expect(calls[1]).toMatchObject({
      method: 'POST',
      path: '/api/user-registration',
      headers: { 'x-csrf-token': TEST_CSRF_TOKEN },
      body: {
        salutation: 'Frau',
        firstname: 'Berta',
        lastname: 'Beispiel',
        email: 'neu@example.de',
        phone: '+49 40 123456',
        company: 'Nordwerk GmbH',
        street: 'Hafenstraße',
        streetNumber: '12a',
        postalCode: '20457',
        city: 'Hamburg',
        password: 'Sicher2026!',
      },
    });
    expect(window.sessionStorage.getItem('unusedRegistrationEmail')).toBeNull();
    // the notice of the api, in place of the form; the link loads the target page
    expect(screen.getByRole('status')).toHaveTextContent(
      'Bitte bestätigen Sie Ihre E-Mail-Adresse: Wir haben Ihnen einen Link an neu@example.de geschickt.',
    );
    // The form is gone: the focus is on the notice, never on the page's body.
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Registrieren' })).not.toBeInTheDocument();
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it('lehnt einen Nachnamen mit unsichtbaren oder Steuerzeichen im Browser ab, wie das Einstellungsformular', async () => {
    const user = userEvent.setup();
    const calls = mockFetch({ [REGISTER]: () => json({ user: MEMBER, message: NOTICE }, 201) });
    visit('/registrierung');
    renderWithProviders(<App />);
    await fillValid(user);
    await user.type(screen.getByLabelText('Nachname'), '\u2066x');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(screen.getByLabelText('Nachname')).toHaveAccessibleDescription(VALIDATION_MESSAGES.lastNameChars);
    expect(calls).toHaveLength(0);
  });

  it('folgt nach Erfolg dem redirect der Adresse', async () => {
    const user = userEvent.setup();
    mockFetch({ [REGISTER]: () => json({ user: MEMBER, message: NOTICE }, 201) });
    visit('/registrierung?redirect=%2Fseminare%2Fwarenkorb');
    renderWithProviders(<App />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByRole('link', { name: 'Weiter' })).toHaveAttribute('href', '/seminare/warenkorb');
  });

  it('folgt einem absoluten redirect auf eine der drei Websites (aus den Seiten-Globals)', async () => {
    const user = userEvent.setup();
    const remove = installPageGlobals();
    mockFetch({ [REGISTER]: () => json({ user: MEMBER, message: NOTICE }, 201) });
    visit('/registrierung?redirect=http%3A%2F%2Flocalhost%3A8082%2Fforum');
    renderWithProviders(<App />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByRole('link', { name: 'Weiter' })).toHaveAttribute('href', 'http://localhost:8082/forum');
    remove();
  });

  it.each([
    ['/..//evil.example'],
    ['/%2e%2e//evil.example'],
    ['https://evil.example/'],
    ['http://localhost:8080@evil.example'],
    ['JaVaScRiPt:alert(1)'],
  ])('lädt nach Erfolg nie ein fremdes Ziel: %j', async (redirect) => {
    const user = userEvent.setup();
    const remove = installPageGlobals();
    mockFetch({ [REGISTER]: () => json({ user: MEMBER, message: NOTICE }, 201) });
    visit(`/registrierung?redirect=${encodeURIComponent(redirect)}`);
    renderWithProviders(<App />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByRole('link', { name: 'Weiter' })).toHaveAttribute('href', '/kundenportal/meinamb');
    remove();
  });

  it('ein verbreitetes Passwort: die Meldung der api steht unter dem Passwortfeld', async () => {
    const user = userEvent.setup();
    const common = VALIDATION_MESSAGES.passwordCommon;
    mockFetch({ [REGISTER]: () => apiError(400, common, { password: common }) });
    visit('/registrierung');
    renderWithProviders(<App />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Passwort')).toHaveAccessibleDescription(expect.stringContaining(common)),
    );
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it('zeigt Feldfehler des Servers unter dem Feld und die Meldung als Alert', async () => {
    const user = userEvent.setup();
    const taken = 'Diese E-Mail-Adresse ist bereits registriert. Bitte melden Sie sich an.';
    mockFetch({ [REGISTER]: () => apiError(409, taken, { email: taken }) });
    visit('/registrierung');
    renderWithProviders(<App />);
    await fillValid(user, 'anna.schneider@example.de');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(taken);
    const email = screen.getByLabelText('E-Mail-Adresse');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(taken);
    expect(browser.assign).not.toHaveBeenCalled();

    await user.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
