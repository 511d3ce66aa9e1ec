import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CSRF_HEADER } from '@amb/shared-contracts/core';
import { json, mockFetch, renderInRemote, TEST_CSRF_TOKEN, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../lifecycles';
import { makeStore } from '../../store';
import { themeRoutes } from './themeFixtures';
import { withPagesLoaded } from '../../testing/pages';

const renderApp = () => renderInRemote(REMOTE, <App />, makeStore());

withPagesLoaded();

const FILLED: Array<[string, string]> = [
  ['Vorname', 'Sabine'],
  ['Nachname', 'Koch'],
  ['E-Mail-Adresse', ' sabine.koch@betrieb.example.de '],
  ['Telefon', '+49 30 1234567'],
  ['Firma', 'Südstahl AG'],
  ['Straße', 'Hüttenweg'],
  ['Hausnummer', '12a'],
  ['PLZ', '44135'],
  ['Ort', 'Dortmund'],
  ['Anzahl der Teilnehmenden', '14'],
  ['Ihre Nachricht', 'Wir wünschen das Seminar im zweiten Quartal bei uns im Haus.'],
];

async function openForm() {
  visit('/seminare/t/arbeitsrecht-1/inhouse');
  renderApp();
  expect(await screen.findByRole('heading', { level: 2, name: '„Arbeitsrecht I“ als Inhouse-Seminar' })).toBeVisible();
  return screen.findByRole('form', { name: 'Ihre Anfrage' });
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Anrede'), 'Frau');
  for (const [label, value] of FILLED) await user.type(screen.getByLabelText(label), value);
}

describe('in-house request (/seminare/t/:theme/inhouse)', () => {
  it('sends the request with the CSRF token and confirms it in German', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(themeRoutes({ 'POST /api/inhouse-request': () => json({ requestId: 5 }, 201) }));
    await openForm();
    expect(document.title).toBe('Inhouse-Seminar: Arbeitsrecht I | Akademie für Mitbestimmung');
    const tabs = screen.getByRole('navigation', { name: 'Seiten zum Seminar' });
    expect(within(tabs).getByRole('link', { name: 'Inhouse' })).toHaveAttribute('aria-current', 'page');

    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));

    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent(
      'Vielen Dank für Ihre Anfrage! Wir haben Ihre Inhouse-Anfrage zum Seminar „Arbeitsrecht I“ erhalten und eine Bestätigung an sabine.koch@betrieb.example.de geschickt.',
    );
    expect(confirmation).toHaveFocus();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe('/api/inhouse-request');
    expect(post.headers[CSRF_HEADER]).toBe(TEST_CSRF_TOKEN);
    expect(post.body).toEqual({
      themeId: 11,
      salutation: 'Frau',
      firstname: 'Sabine',
      lastname: 'Koch',
      email: 'sabine.koch@betrieb.example.de',
      phone: '+49 30 1234567',
      company: 'Südstahl AG',
      street: 'Hüttenweg',
      streetNumber: '12a',
      postalCode: '44135',
      city: 'Dortmund',
      participants: 14,
      message: 'Wir wünschen das Seminar im zweiten Quartal bei uns im Haus.',
    });
  });

  it('shows the SPEC §5 messages under the fields and sends nothing while the form is invalid', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(themeRoutes());
    await openForm();
    await user.type(screen.getByLabelText('PLZ'), '4413');
    await user.type(screen.getByLabelText('Anzahl der Teilnehmenden'), '0');
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));

    expect(screen.getByLabelText('Anrede')).toHaveAccessibleDescription('Bitte wählen Sie eine Anrede aus');
    expect(screen.getByLabelText('Vorname')).toHaveAccessibleDescription('Bitte tragen Sie einen Vornamen ein');
    expect(screen.getByLabelText('PLZ')).toHaveAccessibleDescription('Die Postleitzahl ist ungültig');
    expect(screen.getByLabelText('PLZ')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Anzahl der Teilnehmenden')).toHaveAccessibleDescription(
      'Bitte geben Sie die Zahl der Teilnehmenden an (1 bis 500)',
    );
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveAccessibleDescription(
      'Bitte geben Sie eine E-Mail-Adresse an',
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows the server's field messages and its general error", async () => {
    const user = userEvent.setup();
    let answer = () =>
      json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Bitte prüfen Sie Ihre Angaben.',
            fields: { company: 'Bitte füllen Sie das Feld Firma aus' },
          },
        },
        400,
      );
    mockFetch(themeRoutes({ 'POST /api/inhouse-request': () => answer() }));
    await openForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte prüfen Sie Ihre Angaben.');
    expect(screen.getByLabelText('Firma')).toHaveAccessibleDescription('Bitte füllen Sie das Feld Firma aus');

    answer = () =>
      json({ error: { code: 'RATE_LIMITED', message: 'Zu viele Anfragen. Bitte versuchen Sie es später.' } }, 429);
    await user.type(screen.getByLabelText('Firma'), ' Nord');
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zu viele Anfragen. Bitte versuchen Sie es später.');
    expect(screen.queryByRole('status', { name: /Vielen Dank/ })).not.toBeInTheDocument();
  });

  it('is the not-found page for a theme that does not exist', async () => {
    mockFetch(themeRoutes());
    visit('/seminare/t/gibt-es-nicht/inhouse');
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
  });
});
