import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockFetch } from '@amb/remote-kit/testing';
import { Newsletter } from './Newsletter';

const SIGN_UP = 'POST /api/newsletter-subscription-request';
const REQUESTED =
  'Fast geschafft: Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail, die wir Ihnen gerade geschickt haben.';

function renderForm() {
  render(<Newsletter />);
  return {
    field: screen.getByLabelText('E-Mail-Adresse'),
    submit: screen.getByRole('button', { name: 'Newsletter abonnieren' }),
  };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('footer newsletter sign-up', () => {
  it('checks the e-mail only from the first submit on, then on every change, and sends nothing invalid', async () => {
    const user = userEvent.setup();
    const calls = mockFetch({});
    const { field, submit } = renderForm();
    await user.type(field, 'anna@');
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(submit);
    const message = await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse an');
    expect(field).toHaveClass('invalid');
    expect(field).toHaveAttribute('aria-describedby', message.id);
    expect(field).toHaveFocus();
    await user.clear(field);
    expect(screen.getByText('Bitte geben Sie eine E-Mail-Adresse an')).toBeInTheDocument();
    await user.type(field, 'anna@example.de');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('signs up (trimmed) and says to confirm by the mail', async () => {
    const user = userEvent.setup();
    const calls = mockFetch({ [SIGN_UP]: () => json({ message: REQUESTED }, 202) });
    const { field } = renderForm();
    await user.type(field, ' anna@example.de {Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(REQUESTED);
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ body: { email: 'anna@example.de' } });
    expect(field).toHaveValue('');
  });

  it('shows the server field message or its German error', async () => {
    const user = userEvent.setup();
    mockFetch({
      [SIGN_UP]: ({ body }) =>
        (body as { email: string }).email === 'a@b.de'
          ? apiError(400, 'Die Eingaben sind ungültig.', { email: 'Bitte geben Sie eine gültige E-Mail-Adresse an' })
          : apiError(429, 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.'),
    });
    const { field } = renderForm();
    await user.type(field, 'a@b.de{Enter}');
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse an')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'anna@example.de{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Zu viele Anfragen.');
    await user.type(field, 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['bestaetigt', 'Vielen Dank! Ihre Anmeldung zum Newsletter ist bestätigt.'],
    ['ungueltig', 'Der Bestätigungslink ist ungültig oder abgelaufen. Bitte melden Sie sich erneut an.'],
  ])('after the confirm link (?newsletter=%s) says how it went', async (outcome, text) => {
    mockFetch({});
    window.history.replaceState(null, '', `/?newsletter=${outcome}`);
    renderForm();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text));
  });
});
