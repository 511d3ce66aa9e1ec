import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VALIDATION_MESSAGES } from '@amb/shared-contracts/schemas';
import { EMAIL_CONFIRMATION_MESSAGES, type MemberSettingsResponse } from '@amb/shared-contracts/core';
import { App } from '../../App';
import { browser } from '../../components/browser';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { findFieldError, visit } from '@amb/remote-kit/testing';
import { apiError, json, mockFetch, type Call } from '@amb/remote-kit/testing';
import { MEMBER } from '../../testing/fixtures';

const SAVED = 'Ihre Änderungen wurden gespeichert.';

/** The shape of GET /api-meinamb/settings as the api sends it. */
const SETTINGS = {
  personalData: {
    salutation: 'Frau',
    title: '',
    firstname: 'Anna',
    lastname: 'Schneider',
    phone: '040 1234567',
    company: 'Nordwerk GmbH',
    street: 'Hafenstraße',
    streetNumber: '3',
    postalCode: '20457',
    city: 'Hamburg',
  },
  loginEmail: MEMBER.email,
  loginEmailConfirmed: true,
  pendingLoginEmail: null,
  advertisingOptIn: true,
  marketingPreferences: { newsletter: false, events: true, magazine: false },
  hotelPreferences: { singleRoom: true, nonSmoking: false, barrierFree: false, note: '' },
  brFunctions: ['Betriebsratsmitglied'],
  country: null,
  memberships: ['IG Metall'],
  options: {
    salutations: ['Frau', 'Herr'],
    countries: ['Deutschland', 'Österreich', 'Schweiz'],
    brFunctions: ['Betriebsratsvorsitz', 'Betriebsratsmitglied', 'JAV'],
    memberships: ['ver.di', 'IG Metall', 'keine'],
  },
} satisfies MemberSettingsResponse;

function settingsApi(extra: Record<string, (call: Call) => Response> = {}): Call[] {
  const ok = (call: Call) => json({ ...(call.body as object), message: SAVED });
  return mockFetch({
    '/kundenportal/get-user': () => json({ user: MEMBER }),
    '/api-meinamb/account-navigation': () =>
      json([{ title: 'Einstellungen', uri: '/meinamb/einstellungen', visible: true, active: true }]),
    '/api-meinamb/settings': () => json(SETTINGS),
    '/api-meinamb/countries': () => json(['Deutschland', 'Österreich', 'Schweiz']),
    'PUT /api-meinamb/personal-data': ok,
    'PUT /api-meinamb/login-email': ok,
    'PUT /api-meinamb/password': () => json({ message: 'Ihr Passwort wurde geändert.' }),
    'PUT /api-meinamb/advertising': ok,
    'PUT /api-meinamb/marketing-preferences': ok,
    'PUT /api-meinamb/hotel-preferences': ok,
    'PUT /api-meinamb/br-functions': ok,
    'PUT /api-meinamb/settings': ok,
    'PUT /api-meinamb/memberships': ok,
    ...extra,
  });
}

async function openSettings() {
  visit('/meinamb/einstellungen');
  renderWithProviders(<App />);
  await screen.findByRole('heading', { level: 2, name: 'Persönliche Daten' });
}

const section = (name: string) => screen.getByRole('region', { name });
const puts = (calls: Call[], path: string) => calls.filter((call) => call.method === 'PUT' && call.path === path);

describe('Einstellungen (/meinamb/einstellungen)', () => {
  it('zeigt alle Abschnitte mit den gespeicherten Werten und die Konto-Navigation', async () => {
    settingsApi();
    await openSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Persönliche Daten',
      'Login-E-Mail ändern',
      'Passwort ändern',
      'Werbung & Marketing',
      'Hotelpräferenzen',
      'BR-Funktionen',
      'Land',
      'Mitgliedschaften',
    ]);
    const personal = section('Persönliche Daten');
    expect(within(personal).getByLabelText('Anrede')).toHaveValue('Frau');
    expect(within(personal).getByLabelText('PLZ')).toHaveValue('20457');
    expect(section('Login-E-Mail ändern')).toHaveTextContent('Aktuelle Login-E-Mail: anna.schneider@example.de');
    expect(within(section('Werbung & Marketing')).getByLabelText('Hinweise auf Veranstaltungen')).toBeChecked();
    expect(within(section('Hotelpräferenzen')).getByLabelText('Einzelzimmer')).toBeChecked();
    const br = section('BR-Funktionen');
    expect(within(br).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(br).getByLabelText('Betriebsratsmitglied')).toBeChecked();
    expect(within(section('Land')).getByLabelText('Land')).toHaveValue('');
    expect(within(section('Mitgliedschaften')).getByLabelText('IG Metall')).toBeChecked();
    expect(screen.getByRole('link', { name: 'Einstellungen' })).toHaveAttribute('aria-current', 'page');
  });

  it('abgemeldet: lädt die Login-Seite mit redirect', async () => {
    mockFetch({ '/kundenportal/get-user': () => json({ user: {} }) });
    visit('/meinamb/einstellungen');
    renderWithProviders(<App />);
    await waitFor(() =>
      expect(browser.assign).toHaveBeenCalledWith('/kundenportal/login?redirect=%2Fmeinamb%2Feinstellungen'),
    );
  });

  it('Persönliche Daten: prüft nach dem Absenden, speichert und meldet den Erfolg', async () => {
    const user = userEvent.setup();
    const calls = settingsApi();
    await openSettings();
    const personal = section('Persönliche Daten');
    const postalCode = within(personal).getByLabelText('PLZ');
    await user.clear(postalCode);
    await user.type(postalCode, '2045');
    expect(postalCode).not.toHaveAttribute('aria-invalid');
    await user.click(within(personal).getByRole('button', { name: 'Speichern' }));
    expect(postalCode).toHaveAccessibleDescription('Die Postleitzahl ist ungültig');
    expect(puts(calls, '/api-meinamb/personal-data')).toHaveLength(0);

    await user.type(postalCode, '8');
    await user.click(within(personal).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(within(personal).getByRole('status')).toHaveTextContent(SAVED));
    expect(puts(calls, '/api-meinamb/personal-data')[0]!.body).toEqual({
      ...SETTINGS.personalData,
      postalCode: '20458',
    });
  });

  it.each([
    ['ein Rechts-nach-links-Steuerzeichen', 'Anna\u202Eanna'],
    ['ein unsichtbares Leerzeichen', 'An\u200Bna'],
    ['Anführungszeichen', '"Anna"'],
  ])('Persönliche Daten: ein Vorname mit %s wird im Browser abgelehnt', async (_name, firstname) => {
    const user = userEvent.setup();
    const calls = settingsApi();
    await openSettings();
    const personal = section('Persönliche Daten');
    const field = within(personal).getByLabelText('Vorname');
    await user.clear(field);
    await user.type(field, firstname);
    await user.click(within(personal).getByRole('button', { name: 'Speichern' }));
    expect(field).toHaveAccessibleDescription(VALIDATION_MESSAGES.firstNameChars);
    expect(puts(calls, '/api-meinamb/personal-data')).toHaveLength(0);
  });

  it('Persönliche Daten: zeigt Feldfehler des Servers unter dem Feld', async () => {
    const user = userEvent.setup();
    settingsApi({
      'PUT /api-meinamb/personal-data': () =>
        apiError(400, 'Die Eingaben sind ungültig.', { city: 'Der Ort enthält ungültige Zeichen' }),
    });
    await openSettings();
    const personal = section('Persönliche Daten');
    await user.click(within(personal).getByRole('button', { name: 'Speichern' }));
    expect(await within(personal).findByRole('alert')).toHaveTextContent('Die Eingaben sind ungültig.');
    expect(within(personal).getByLabelText('Ort')).toHaveAccessibleDescription('Der Ort enthält ungültige Zeichen');
  });

  it('Login-E-Mail: verlangt das Passwort, sendet beides und zeigt die neue Adresse bis zur Bestätigung als offen', async () => {
    const user = userEvent.setup();
    const requested = EMAIL_CONFIRMATION_MESSAGES.changeRequested('anna.neu@example.de');
    const calls = settingsApi({
      'PUT /api-meinamb/login-email': () =>
        json({ email: MEMBER.email, pendingEmail: 'anna.neu@example.de', message: requested }),
    });
    await openSettings();
    const area = section('Login-E-Mail ändern');
    expect(area).not.toHaveTextContent('noch nicht bestätigt');
    await user.type(within(area).getByLabelText('Neue E-Mail-Adresse'), 'anna.neu@example.de');
    await user.click(within(area).getByRole('button', { name: 'Speichern' }));
    // The api's message (SETTINGS_MESSAGES.passwordRequired): the browser checks with the api's schema.
    expect(within(area).getByLabelText('Passwort zur Bestätigung')).toHaveAccessibleDescription(
      'Bitte geben Sie Ihr Passwort ein',
    );
    await user.type(within(area).getByLabelText('Passwort zur Bestätigung'), 'Mitbestimmung2026!');
    await user.click(within(area).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(within(area).getByRole('status')).toHaveTextContent(requested));
    expect(puts(calls, '/api-meinamb/login-email')[0]!.body).toEqual({
      email: 'anna.neu@example.de',
      password: 'Mitbestimmung2026!',
    });
    expect(within(area).getByLabelText('Passwort zur Bestätigung')).toHaveValue('');
    // the login stays the old address until the link in the mail to the new one is used
    expect(area).toHaveTextContent('Aktuelle Login-E-Mail: anna.schneider@example.de');
    expect(area).toHaveTextContent('Neue Adresse anna.neu@example.de – noch nicht bestätigt');
  });

  it('Login-E-Mail: eine offene neue Adresse der Einstellungen steht beim Laden da', async () => {
    settingsApi({ '/api-meinamb/settings': () => json({ ...SETTINGS, pendingLoginEmail: 'anna.neu@example.de' }) });
    await openSettings();
    expect(section('Login-E-Mail ändern')).toHaveTextContent(
      EMAIL_CONFIRMATION_MESSAGES.pendingChange('anna.neu@example.de'),
    );
  });

  it('Login-E-Mail: eine vergebene Adresse erscheint unter dem Feld', async () => {
    const user = userEvent.setup();
    const taken = 'Diese E-Mail-Adresse ist bereits registriert. Bitte melden Sie sich an.';
    settingsApi({ 'PUT /api-meinamb/login-email': () => apiError(409, taken, { email: taken }) });
    await openSettings();
    const area = section('Login-E-Mail ändern');
    await user.type(within(area).getByLabelText('Neue E-Mail-Adresse'), 'max@example.de');
    await user.type(within(area).getByLabelText('Passwort zur Bestätigung'), 'Mitbestimmung2026!{Enter}');
    await waitFor(() => expect(within(area).getByLabelText('Neue E-Mail-Adresse')).toHaveAccessibleDescription(taken));
  });

  it('Passwort ändern: prüft das neue Passwort und zeigt ein falsches aktuelles Passwort', async () => {
    const user = userEvent.setup();
    const wrong = 'Das aktuelle Passwort ist nicht korrekt.';
    const calls = settingsApi({
      'PUT /api-meinamb/password': () => apiError(400, wrong, { currentPassword: wrong }),
    });
    await openSettings();
    const area = section('Passwort ändern');
    await user.type(within(area).getByLabelText('Aktuelles Passwort'), 'alt-passwort');
    await user.type(within(area).getByLabelText('Neues Passwort'), 'kurz{Enter}');
    expect(within(area).getByLabelText('Neues Passwort')).toHaveAccessibleDescription(
      expect.stringContaining('Bitte wählen Sie ein Passwort in dem vorgegebenen Format'),
    );
    expect(puts(calls, '/api-meinamb/password')).toHaveLength(0);

    await user.type(within(area).getByLabelText('Neues Passwort'), 'UndLaenger2026{Enter}');
    await waitFor(() => expect(within(area).getByLabelText('Aktuelles Passwort')).toHaveAccessibleDescription(wrong));
    expect(puts(calls, '/api-meinamb/password')[0]!.body).toEqual({
      currentPassword: 'alt-passwort',
      newPassword: 'kurzUndLaenger2026',
    });
  });

  it('Passwort ändern: ein verbreitetes Passwort zeigt die Meldung der api unter "Neues Passwort"', async () => {
    const user = userEvent.setup();
    const common = VALIDATION_MESSAGES.passwordCommon;
    settingsApi({ 'PUT /api-meinamb/password': () => apiError(400, common, { newPassword: common }) });
    await openSettings();
    const area = section('Passwort ändern');
    await user.type(within(area).getByLabelText('Aktuelles Passwort'), 'Mitbestimmung2026!');
    await user.type(within(area).getByLabelText('Neues Passwort'), 'passwort{Enter}');
    await waitFor(() =>
      expect(within(area).getByLabelText('Neues Passwort')).toHaveAccessibleDescription(
        expect.stringContaining(common),
      ),
    );
  });

  it('Passwort ändern: Erfolg meldet "Ihr Passwort wurde geändert."', async () => {
    const user = userEvent.setup();
    settingsApi();
    await openSettings();
    const area = section('Passwort ändern');
    await user.type(within(area).getByLabelText('Aktuelles Passwort'), 'Mitbestimmung2026!');
    await user.type(within(area).getByLabelText('Neues Passwort'), 'Neues2026Passwort{Enter}');
    await waitFor(() => expect(within(area).getByRole('status')).toHaveTextContent('Ihr Passwort wurde geändert.'));
  });

  it('Werbung & Marketing speichert Werbe-Einwilligung und Präferenzen', async () => {
    const user = userEvent.setup();
    const calls = settingsApi();
    await openSettings();
    const area = section('Werbung & Marketing');
    await user.click(within(area).getByLabelText('Ich möchte Werbung und Angebote per E-Mail erhalten'));
    await user.click(within(area).getByLabelText('Newsletter'));
    await user.click(within(area).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(within(area).getByRole('status')).toHaveTextContent(SAVED));
    expect(puts(calls, '/api-meinamb/advertising')[0]!.body).toEqual({ advertisingOptIn: false });
    expect(puts(calls, '/api-meinamb/marketing-preferences')[0]!.body).toEqual({
      newsletter: true,
      events: true,
      magazine: false,
    });
  });

  it('Hotelpräferenzen: die Anmerkung darf höchstens 500 Zeichen haben', async () => {
    const user = userEvent.setup();
    const calls = settingsApi();
    await openSettings();
    const area = section('Hotelpräferenzen');
    const note = within(area).getByLabelText('Anmerkungen zum Hotel');
    await user.click(note);
    await user.paste('x'.repeat(501));
    await user.click(within(area).getByRole('button', { name: 'Speichern' }));
    expect(note).toHaveAccessibleDescription(
      expect.stringContaining('Die Anmerkung darf höchstens 500 Zeichen lang sein'),
    );
    await user.type(note, '{Backspace}');
    await user.click(within(area).getByLabelText('Barrierefreies Zimmer'));
    await user.click(within(area).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(within(area).getByRole('status')).toHaveTextContent(SAVED));
    expect(puts(calls, '/api-meinamb/hotel-preferences')[0]!.body).toEqual({
      singleRoom: true,
      nonSmoking: false,
      barrierFree: true,
      note: 'x'.repeat(500),
    });
  });

  it('BR-Funktionen, Land und Mitgliedschaften speichern über ihre Routen', async () => {
    const user = userEvent.setup();
    const calls = settingsApi();
    await openSettings();

    const br = section('BR-Funktionen');
    await user.click(within(br).getByLabelText('JAV'));
    await user.click(within(br).getByLabelText('Betriebsratsvorsitz'));
    await user.click(within(br).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(within(br).getByRole('status')).toHaveTextContent(SAVED));
    expect(puts(calls, '/api-meinamb/br-functions')[0]!.body).toEqual({
      brFunctions: ['Betriebsratsvorsitz', 'Betriebsratsmitglied', 'JAV'],
    });

    const country = section('Land');
    await user.click(within(country).getByRole('button', { name: 'Speichern' }));
    expect(within(country).getByLabelText('Land')).toHaveAccessibleDescription(
      'Bitte wählen Sie ein Land aus der Liste aus',
    );
    await user.selectOptions(within(country).getByLabelText('Land'), 'Österreich');
    await user.click(within(country).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(within(country).getByRole('status')).toHaveTextContent(SAVED));
    expect(puts(calls, '/api-meinamb/settings')[0]!.body).toEqual({ country: 'Österreich' });

    const memberships = section('Mitgliedschaften');
    await user.click(within(memberships).getByLabelText('ver.di'));
    await user.click(within(memberships).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(within(memberships).getByRole('status')).toHaveTextContent(SAVED));
    expect(puts(calls, '/api-meinamb/memberships')[0]!.body).toEqual({ memberships: ['ver.di', 'IG Metall'] });
  });

  it('Mitgliedschaften: der Fehler des Servers erscheint unter der Auswahl', async () => {
    const user = userEvent.setup();
    const none = '„keine“ kann nicht zusammen mit einer Gewerkschaft gewählt werden';
    settingsApi({
      'PUT /api-meinamb/memberships': () => apiError(400, 'Die Eingaben sind ungültig.', { memberships: none }),
    });
    await openSettings();
    const memberships = section('Mitgliedschaften');
    await user.click(within(memberships).getByLabelText('IG Metall'));
    await user.click(within(memberships).getByLabelText('keine'));
    await user.click(within(memberships).getByRole('button', { name: 'Speichern' }));
    // The summary leads to the group's first choice.
    expect(await findFieldError(none)).toBe(within(memberships).getAllByRole('checkbox')[0]);
    expect(
      within(memberships).getByRole('group', { name: 'Gewerkschaftliche Mitgliedschaften' }),
    ).toHaveAccessibleDescription(none);
  });

  it('Hotelpräferenzen: Zeichen, die die api ablehnt, lehnt schon der Browser mit derselben Meldung ab', async () => {
    const user = userEvent.setup();
    const calls = settingsApi();
    await openSettings();
    const area = section('Hotelpräferenzen');
    const note = within(area).getByLabelText('Anmerkungen zum Hotel');
    await user.type(note, 'ruhig <b>bitte</b>');
    await user.click(within(area).getByRole('button', { name: 'Speichern' }));
    expect(note).toHaveAccessibleDescription(expect.stringContaining('Die Anmerkung enthält ungültige Zeichen'));
    expect(puts(calls, '/api-meinamb/hotel-preferences')).toHaveLength(0);
  });

  it('Mitgliedschaften: „keine“ neben einer Gewerkschaft lehnt schon der Browser ab, wie die api', async () => {
    const user = userEvent.setup();
    const calls = settingsApi();
    await openSettings();
    const memberships = section('Mitgliedschaften');
    await user.click(within(memberships).getByLabelText('keine'));
    await user.click(within(memberships).getByRole('button', { name: 'Speichern' }));
    expect(
      within(memberships).getByRole('group', { name: 'Gewerkschaftliche Mitgliedschaften' }),
    ).toHaveAccessibleDescription('„keine“ kann nicht zusammen mit einer Gewerkschaft gewählt werden');
    expect(puts(calls, '/api-meinamb/memberships')).toHaveLength(0);
  });
});
