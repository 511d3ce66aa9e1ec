import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES, CONFERENCE_MESSAGES, type ConferenceRegistrationResponse } from '@amb/shared-contracts/core';
import { ORDER_MESSAGES } from '@amb/shared-contracts/schemas';
import { json, mockFetch, renderInRemote, visit, type Call, type MockRoute } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../remote';
import { makeStore } from '../../store';
import { SUMMARY, conference } from '../../testing/conferenceFixtures';
import { withPagesLoaded } from '../../testing/pages';

withPagesLoaded();

const CONFERENCE = '/api/get-conference-by-url/jav-konferenz';
const REGISTER = `POST ${API_ROUTES.conferenceRegistrationRequest.path}`;

/** The api's answer: the new account, its message and the order, awaiting the e-mail confirmation. */
const REGISTERED = {
  user: { userId: 40, firstname: 'Lea' },
  message: 'Bitte bestätigen Sie Ihre E-Mail-Adresse.',
  order: {
    orderId: 70,
    orderNumber: 'AMB-2027-0070',
    items: [
      {
        participants: [
          {
            participantId: 81,
            salutation: 'Frau',
            title: '',
            firstname: 'Lea',
            lastname: 'Muster',
            workshops: [
              { slotId: 22, workshopId: 31, code: 'J1', title: 'Ausbildungsqualität prüfen' },
              { slotId: 23, workshopId: 35, code: 'J5', title: 'Digitale Ausbildung' },
            ],
          },
        ],
      },
    ],
  },
} as unknown as ConferenceRegistrationResponse;

function renderAt(
  url: string,
  user: Record<string, unknown> = {},
  register: MockRoute = () => json(REGISTERED, 201),
): Call[] {
  const calls = mockFetch({
    [CONFERENCE]: () => json(conference()),
    [API_ROUTES.conferences.path]: () => json({ conferences: [SUMMARY] }),
    [API_ROUTES.currentUser.path]: () => json({ user }),
    [REGISTER]: register,
  });
  visit(url);
  renderInRemote(REMOTE, <App />, makeStore());
  return calls;
}

const label = (text: string) => screen.getByLabelText(text, { exact: false });

async function fillAccount() {
  const user = userEvent.setup();
  await screen.findByRole('link', { name: 'JAV-Konferenz' });
  await user.type(label('Name Ihres Gremiums'), 'Betriebsrat der Muster GmbH');
  const account = screen.getByRole('group', { name: 'Gremium und Ansprechperson (Ihr Kundenkonto)' });
  await user.selectOptions(within(account).getByLabelText('Anrede'), 'Frau');
  await user.type(within(account).getByLabelText('Vorname'), 'Lea');
  await user.type(within(account).getByLabelText('Nachname'), 'Muster');
  await user.type(within(account).getByLabelText('Telefon'), '0341 123456');
  await user.type(label('E-Mail-Adresse (Ihre Anmeldung'), 'lea@example.de');
  await user.type(label('Passwort für meinamb'), 'geheim-genug');
  await user.type(label('Firma (Rechnungsadresse)'), 'Muster GmbH');
  await user.type(screen.getByLabelText('Straße'), 'Hauptstraße');
  await user.type(screen.getByLabelText('Hausnummer'), '1');
  await user.type(screen.getByLabelText('PLZ'), '04109');
  await user.type(screen.getByLabelText('Ort'), 'Leipzig');
  const participant = screen.getByRole('group', { name: '1. Teilnehmer' });
  await user.selectOptions(within(participant).getByLabelText('Anrede'), 'Frau');
  await user.type(within(participant).getByLabelText('Vorname'), 'Lea');
  await user.type(within(participant).getByLabelText('Nachname'), 'Muster');
  await user.type(within(participant).getByLabelText('E-Mail-Adresse'), 'lea@example.de');
  await user.click(within(participant).getByLabelText('Tagungspauschale ohne Übernachtung'));
  return { user, participant };
}

describe('Anmeldung ohne Kundenkonto (/fachtagung/anmeldung)', () => {
  it('lässt ohne gewählte Fachtagung erst eine wählen', async () => {
    renderAt('/fachtagung/anmeldung');
    expect(await screen.findByRole('heading', { level: 2, name: 'Fachtagung wählen' })).toBeInTheDocument();
    const choice = await screen.findByRole('link', { name: /Zur Anmeldung/ });
    expect(choice).toHaveAttribute('href', '/fachtagung/anmeldung?tagung=jav-konferenz');
  });

  it('schickt angemeldete Mitglieder zur Buchung der Fachtagung', async () => {
    renderAt('/fachtagung/anmeldung?tagung=jav-konferenz', { userId: 7, firstname: 'Tim' });
    expect(await screen.findByText(CONFERENCE_MESSAGES.registrationLoggedIn)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jetzt buchen' })).toHaveAttribute(
      'href',
      '/fachtagung/jav-konferenz/buchung',
    );
    expect(screen.queryByRole('button', { name: 'Konto anlegen und anmelden' })).not.toBeInTheDocument();
  });

  it('verlangt je Zeitfenster einen Workshop und die Stornobedingungen, bevor etwas gesendet wird', async () => {
    const calls = renderAt('/fachtagung/anmeldung?tagung=jav-konferenz');
    const { user } = await fillAccount();
    await user.click(screen.getByRole('button', { name: 'Konto anlegen und anmelden' }));
    expect(await screen.findAllByText(CONFERENCE_MESSAGES.workshopsMissing('Frau Lea Muster'))).not.toHaveLength(0);
    expect(screen.getAllByText(ORDER_MESSAGES.acceptTerms)).not.toHaveLength(0);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('legt Konto und Anmeldung in einem an und nennt die Bestätigung per E-Mail', async () => {
    const calls = renderAt('/fachtagung/anmeldung?tagung=jav-konferenz');
    const { user, participant } = await fillAccount();
    await user.click(within(participant).getByLabelText(/^J1 Ausbildungsqualität/));
    await user.click(within(participant).getByLabelText(/^J5 Digitale Ausbildung/));
    await user.click(screen.getByLabelText(/Ich habe die/));
    await user.click(screen.getByRole('button', { name: 'Konto anlegen und anmelden' }));
    expect(await screen.findByRole('heading', { name: 'Ihre Anmeldung ist vorgemerkt' })).toBeInTheDocument();
    expect(screen.getByText(REGISTERED.message)).toBeInTheDocument();
    expect(screen.getByText(/J1 Ausbildungsqualität prüfen, J5 Digitale Ausbildung/)).toBeInTheDocument();
    const sent = calls.find(
      (call) => call.method === 'POST' && call.path === API_ROUTES.conferenceRegistrationRequest.path,
    );
    expect(sent?.body).toMatchObject({
      conference: 'jav-konferenz',
      committeeName: 'Betriebsrat der Muster GmbH',
      email: 'lea@example.de',
      acceptTerms: true,
      waitlist: false,
      participants: [
        {
          firstname: 'Lea',
          hotelOverNightOption: 'dayRate',
          workshops: [
            { slotId: 22, workshopId: 31, waitlist: false },
            { slotId: 23, workshopId: 35, waitlist: false },
          ],
          unionMember: false,
        },
      ],
    });
  });

  it('zeigt die Meldung der api, wenn die Adresse schon ein Konto hat', async () => {
    renderAt('/fachtagung/anmeldung?tagung=jav-konferenz', {}, () =>
      json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Bitte prüfen Sie Ihre Eingaben.',
            fields: { email: 'Zu dieser E-Mail-Adresse gibt es schon ein Konto.' },
          },
        },
        400,
      ),
    );
    const { user, participant } = await fillAccount();
    await user.click(within(participant).getByLabelText(/^J1 Ausbildungsqualität/));
    await user.click(within(participant).getByLabelText(/^J5 Digitale Ausbildung/));
    await user.click(screen.getByLabelText(/Ich habe die/));
    await user.click(screen.getByRole('button', { name: 'Konto anlegen und anmelden' }));
    await waitFor(() =>
      expect(screen.getAllByText('Zu dieser E-Mail-Adresse gibt es schon ein Konto.')).not.toHaveLength(0),
    );
    expect(screen.queryByRole('heading', { name: 'Ihre Anmeldung ist vorgemerkt' })).not.toBeInTheDocument();
  });
});
