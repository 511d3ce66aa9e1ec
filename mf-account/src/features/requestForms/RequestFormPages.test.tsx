import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_REQUESTS } from '@amb/shared-contracts/core';
import { apiError, json, mockFetch, visit, type Call } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { renderWithProviders } from '../../testing/renderWithProviders';

const DATES = {
  items: [
    {
      eventId: 41,
      title: 'Betriebsverfassungsrecht Teil I',
      startDate: '2027-02-01',
      endDate: '2027-02-05',
      city: 'Hamburg',
    },
    { eventId: 42, title: 'Arbeitsrecht Teil I', startDate: '2027-03-08', endDate: '2027-03-10', city: null },
  ],
  page: 1,
  pageSize: 100,
  total: 2,
  totalPages: 1,
};

function show(path: string, routes: Parameters<typeof mockFetch>[0] = {}) {
  const calls = mockFetch({
    '/kundenportal/get-user': () => json({ user: null }),
    '/api/get-seminars': () => json(DATES),
    ...routes,
  });
  visit(path);
  renderWithProviders(<App />);
  return calls;
}
const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST');

async function person(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByRole('combobox', { name: /Anrede/ }), 'Frau');
  await user.type(screen.getByRole('textbox', { name: /Vorname/ }), 'Sabine');
  await user.type(screen.getByRole('textbox', { name: /Nachname/ }), 'Koch');
  await user.type(screen.getByRole('textbox', { name: /E-Mail-Adresse/ }), 'sabine.koch@example.de');
}
async function address(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Firma/ }), 'Südstahl AG');
  await user.type(screen.getByRole('textbox', { name: /Straße/ }), 'Hüttenweg');
  await user.type(screen.getByRole('textbox', { name: /Hausnummer/ }), '12a');
  await user.type(screen.getByRole('textbox', { name: /PLZ/ }), '44135');
  await user.type(screen.getByRole('textbox', { name: /Ort/ }), 'Dortmund');
}

describe('request form pages', () => {
  it.each([
    ['/service/sbv-anfrage', 'Anfrage für die Schwerbehindertenvertretung', 'Anfrage senden'],
    ['/service/katalog-bestellen', 'Gedrucktes Seminarprogramm bestellen', 'Kostenlos bestellen'],
    ['/service/anwaltliche-beratung', 'Anwaltliche Beratung anfragen', 'Rückruf anfordern'],
    ['/service/anmeldung', 'Anmeldung per Formular', 'Anmeldung senden'],
    ['/service/digitalen-wandel-gestalten', 'Digitalen Wandel gestalten', 'Kostenlos anmelden'],
  ])(
    '%s: its heading, and German messages in a summary that takes the focus, sending nothing',
    async (path, title, submit) => {
      const user = userEvent.setup();
      const calls = show(path);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      await user.click(await screen.findByRole('button', { name: submit }));
      const summary = await screen.findByRole('alert', { name: 'Bitte prüfen Sie Ihre Angaben' });
      expect(within(summary).getByRole('link', { name: 'Bitte wählen Sie eine Anrede aus' })).toBeInTheDocument();
      expect(within(summary).getByRole('link', { name: 'Bitte geben Sie eine E-Mail-Adresse an' })).toBeInTheDocument();
      expect(summary).toHaveFocus();
      expect(posts(calls)).toEqual([]);
    },
  );

  it('orders the printed catalogue: the checked values go to the api, the page thanks', async () => {
    const user = userEvent.setup();
    const calls = show('/service/katalog-bestellen', {
      'POST /api/catalogue-request': () => json({ requestId: 3, message: FORM_REQUESTS.catalogue.sent }, 201),
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Anzahl' }), '3 Exemplare');
    await person(user);
    await address(user);
    await user.click(screen.getByRole('button', { name: 'Kostenlos bestellen' }));
    expect(await screen.findByText(FORM_REQUESTS.catalogue.sent)).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toEqual({
      salutation: 'Frau',
      firstname: 'Sabine',
      lastname: 'Koch',
      email: 'sabine.koch@example.de',
      phone: '',
      company: 'Südstahl AG',
      street: 'Hüttenweg',
      streetNumber: '12a',
      postalCode: '44135',
      city: 'Dortmund',
      copies: 3,
    });
    expect(screen.getByRole('textbox', { name: /Vorname/ })).toHaveValue('');
  });

  it('shows the api’s German field messages at the fields', async () => {
    const user = userEvent.setup();
    show('/service/katalog-bestellen', {
      'POST /api/catalogue-request': () =>
        apiError(400, 'Bitte prüfen Sie Ihre Eingaben.', { postalCode: 'Die Postleitzahl ist ungültig' }),
    });
    await person(user);
    await address(user);
    await user.click(screen.getByRole('button', { name: 'Kostenlos bestellen' }));
    expect(await screen.findAllByText('Die Postleitzahl ist ungültig')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: /PLZ/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(FORM_REQUESTS.catalogue.sent)).not.toBeInTheDocument();
  });

  it('says so when the api refuses without field messages (too many requests)', async () => {
    const user = userEvent.setup();
    show('/service/katalog-bestellen', {
      'POST /api/catalogue-request': () => apiError(429, 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.'),
    });
    await person(user);
    await address(user);
    await user.click(screen.getByRole('button', { name: 'Kostenlos bestellen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zu viele Anfragen');
  });

  it('the registration offers the next dates, takes ?termin= from a theme page and sends the id as a number', async () => {
    const user = userEvent.setup();
    const calls = show('/service/anmeldung?termin=42', {
      'POST /api/general-registration-request': () =>
        json({ requestId: 9, message: FORM_REQUESTS.generalRegistration.sent }, 201),
    });
    const date = await screen.findByRole('combobox', { name: 'Termin' });
    expect(date).toHaveValue('42');
    expect(
      within(date).getByRole('option', { name: 'Arbeitsrecht Teil I, 08.03.2027 – 10.03.2027, Online' }),
    ).toBeInTheDocument();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Verpflegung und Übernachtung' }),
      'Tagungspauschale ohne Übernachtung',
    );
    await person(user);
    await user.type(screen.getByRole('textbox', { name: /^Telefon/ }), '0231 9876543');
    await address(user);
    await user.click(screen.getByRole('button', { name: 'Anmeldung senden' }));
    expect(await screen.findByText(FORM_REQUESTS.generalRegistration.sent)).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toMatchObject({
      eventId: 42,
      hotelOverNightOption: 'dayRate',
      phone: '0231 9876543',
    });
  });

  it('"Digitalen Wandel gestalten" needs at least one topic and sends the chosen ones', async () => {
    const user = userEvent.setup();
    const calls = show('/service/digitalen-wandel-gestalten', {
      'POST /api/digitalen-wandel-registration-request': () =>
        json({ requestId: 4, message: FORM_REQUESTS.digitalChangeRegistration.sent }, 201),
    });
    await person(user);
    await user.type(screen.getByRole('textbox', { name: /Firma/ }), 'Südstahl AG');
    await user.selectOptions(screen.getByRole('combobox', { name: /Beschäftigte/ }), '51 bis 200');
    await user.click(screen.getByRole('button', { name: 'Kostenlos anmelden' }));
    const summary = await screen.findByRole('alert', { name: 'Bitte prüfen Sie Ihre Angaben' });
    const link = within(summary).getByRole('link', { name: 'Bitte wählen Sie mindestens ein Thema aus' });
    await user.click(link);
    expect(screen.getByRole('checkbox', { name: 'Künstliche Intelligenz im Betrieb' })).toHaveFocus();
    await user.click(screen.getByRole('checkbox', { name: 'Mobile Arbeit und Homeoffice' }));
    await user.click(screen.getByRole('checkbox', { name: 'Beschäftigtendatenschutz' }));
    await user.click(screen.getByRole('button', { name: 'Kostenlos anmelden' }));
    expect(await screen.findByText(FORM_REQUESTS.digitalChangeRegistration.sent)).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toMatchObject({
      interests: ['Mobile Arbeit und Homeoffice', 'Beschäftigtendatenschutz'],
      employees: '51 bis 200',
    });
  });
});
