import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACADEMY_CONTACT, CONTACT_TEXTS } from '@amb/shared-contracts/core';
import { apiError, findErrorSummary, findFieldError, json, mockFetch, visit } from '@amb/remote-kit/testing';
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

  it('checks before sending: the error summary with the focus, a link to each field, the messages at the fields', async () => {
    const user = userEvent.setup();
    const calls = show();
    await user.click(await screen.findByRole('button', { name: 'Nachricht senden' }));
    const summary = await findErrorSummary();
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Bitte wählen Sie ein Betreff aus',
      'Bitte wählen Sie eine Anrede aus',
      'Bitte tragen Sie einen Vornamen ein',
      'Bitte tragen Sie einen Nachnamen ein',
      'Bitte geben Sie eine E-Mail-Adresse an',
      'Bitte geben Sie eine Nachricht ein',
    ]);
    expect(await findFieldError('Bitte wählen Sie ein Betreff aus')).toBe(
      screen.getByRole('combobox', { name: /Betreff/ }),
    );
    expect(await findFieldError('Bitte geben Sie eine Nachricht ein')).toBe(
      screen.getByRole('textbox', { name: /Ihre Nachricht/ }),
    );
    await user.click(within(summary).getByRole('link', { name: 'Bitte geben Sie eine E-Mail-Adresse an' }));
    expect(screen.getByRole('textbox', { name: /E-Mail-Adresse/ })).toHaveFocus();
    expect(posts(calls)).toEqual([]);
  });

  it('sends the message, thanks and empties the form', async () => {
    const user = userEvent.setup();
    const calls = show();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    // The form starts anew: the focus is on the thanks, never on the page's body.
    expect(await screen.findByText(CONTACT_TEXTS.sent)).toHaveFocus();
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
    expect(await findFieldError('Bitte geben Sie eine gültige E-Mail-Adresse an')).toHaveValue('jonas@example.de');
    expect(await findErrorSummary()).toHaveTextContent('Bitte prüfen Sie Ihre Eingaben.');
    expect(screen.queryByText(CONTACT_TEXTS.sent)).not.toBeInTheDocument();
  });
});
