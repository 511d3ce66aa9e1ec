import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACADEMY_CONTACT, CONTACT_TEXTS } from '@amb/shared-contracts/core';
import { apiError, json, mockFetch, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { renderWithProviders } from '../../testing/renderWithProviders';

function show(routes: Parameters<typeof mockFetch>[0] = {}) {
  const calls = mockFetch({
    '/kundenportal/get-user': () => json({ user: null }),
    'POST /api/contact-request': () => json({ requestId: 5, message: CONTACT_TEXTS.sent }, 201),
    ...routes,
  });
  visit('/service/kontakt');
  renderWithProviders(<App />);
  return calls;
}

const posts = (calls: ReturnType<typeof mockFetch>) => calls.filter((c) => c.method === 'POST');

async function fill(user: ReturnType<typeof userEvent.setup>, email = 'jonas.weber@example.de') {
  await user.selectOptions(await screen.findByRole('combobox', { name: /Betreff/ }), 'Inhouse-Seminar');
  await user.selectOptions(screen.getByRole('combobox', { name: /Anrede/ }), 'Herr');
  await user.type(screen.getByRole('textbox', { name: /Vorname/ }), 'Jonas');
  await user.type(screen.getByRole('textbox', { name: /Nachname/ }), 'Weber');
  await user.type(screen.getByRole('textbox', { name: /E-Mail-Adresse/ }), email);
  await user.type(screen.getByRole('textbox', { name: /Ihre Nachricht/ }), 'Bitte rufen Sie mich an.');
}

describe('Service & Kontakt (/service/kontakt)', () => {
  it('shows phone, e-mail, opening hours and address from the brand config', async () => {
    show();
    const facts = await screen.findByRole('region', { name: 'So erreichen Sie uns' });
    expect(within(facts).getByRole('link', { name: ACADEMY_CONTACT.phone })).toHaveAttribute(
      'href',
      'tel:+494055551230',
    );
    expect(within(facts).getByRole('link', { name: ACADEMY_CONTACT.email })).toHaveAttribute(
      'href',
      `mailto:${ACADEMY_CONTACT.email}`,
    );
    for (const line of ACADEMY_CONTACT.openingHours) expect(facts).toHaveTextContent(line);
    expect(facts).toHaveTextContent(`${ACADEMY_CONTACT.street}${ACADEMY_CONTACT.postalCode} ${ACADEMY_CONTACT.city}`);
  });

  it('checks before sending and shows the German messages at the fields, sending nothing', async () => {
    const user = userEvent.setup();
    const calls = show();
    await user.click(await screen.findByRole('button', { name: 'Nachricht senden' }));
    // Each message twice: in the error summary (a link to the field) and under the field.
    const summary = await screen.findByRole('alert', { name: 'Bitte prüfen Sie Ihre Angaben' });
    for (const message of [
      'Bitte wählen Sie ein Betreff aus',
      'Bitte wählen Sie eine Anrede aus',
      'Bitte tragen Sie einen Vornamen ein',
      'Bitte geben Sie eine E-Mail-Adresse an',
      'Bitte geben Sie eine Nachricht ein',
    ]) {
      expect(within(summary).getByRole('link', { name: message })).toBeInTheDocument();
      expect(screen.getAllByText(message)).toHaveLength(2);
    }
    expect(posts(calls)).toEqual([]);
  });

  it('sends the message, thanks and empties the form', async () => {
    const user = userEvent.setup();
    const calls = show();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText(CONTACT_TEXTS.sent)).toBeInTheDocument();
    expect(posts(calls).map((c) => c.body)).toEqual([
      {
        topic: 'Inhouse-Seminar',
        salutation: 'Herr',
        firstname: 'Jonas',
        lastname: 'Weber',
        email: 'jonas.weber@example.de',
        phone: '',
        message: 'Bitte rufen Sie mich an.',
      },
    ]);
    expect(screen.getByRole('textbox', { name: /Vorname/ })).toHaveValue('');
  });

  it('shows the api’s field messages in German', async () => {
    const user = userEvent.setup();
    show({
      'POST /api/contact-request': () =>
        apiError(400, 'Bitte prüfen Sie Ihre Eingaben.', { email: 'Bitte geben Sie eine gültige E-Mail-Adresse an' }),
    });
    await fill(user, 'jonas@example.de');
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findAllByText('Bitte geben Sie eine gültige E-Mail-Adresse an')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: /E-Mail-Adresse/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(CONTACT_TEXTS.sent)).not.toBeInTheDocument();
  });
});
