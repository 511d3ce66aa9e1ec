import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch } from '../testing/fetchMock';
import { QuickLoginCard } from './index';

const AVAILABILITY = '/api/fetch-user-email-availability';
const SUPPORT = 'Es ist ein unerwarteter Fehler aufgetreten! Bitte wenden Sie sich an den Support.';

function renderCard(props: Parameters<typeof QuickLoginCard>[0] = {}) {
  const assign = jest.fn();
  render(<QuickLoginCard assign={assign} {...props} />);
  return { assign, field: screen.getByLabelText('E-Mail Adresse'), user: userEvent.setup() };
}

describe('QuickLoginCard (SPEC §2.6, §4, §8)', () => {
  it('has the two styles with their headers, the e-mail field and the submit arrow', () => {
    const { unmount } = render(<QuickLoginCard />);
    expect(screen.getByRole('heading', { name: 'Bei meinamb einloggen oder registrieren' })).toBeInTheDocument();
    expect(document.querySelector('.kit-quick-login--rounded')).not.toBeNull();
    unmount();
    render(<QuickLoginCard variant="navigation-bar" />);
    expect(screen.getByRole('heading', { name: 'anmelden/registrieren:' })).toBeInTheDocument();
    expect(document.querySelector('.kit-quick-login--navigation-bar')).not.toBeNull();
    expect(screen.getByLabelText('E-Mail Adresse')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Weiter' })).toHaveAttribute('type', 'submit');
  });

  it('stays silent until the first submit, then marks the field invalid with the message under it on every change', async () => {
    const calls = mockFetch({});
    const { field, user } = renderCard();
    await user.type(field, 'anna@');
    expect(field).not.toHaveClass('invalid');
    expect(screen.queryByText('Bitte geben Sie eine gültige E-Mail-Adresse an')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    const message = screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse an');
    expect(field).toHaveClass('invalid');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAttribute('aria-describedby', message.id);
    expect(calls).toHaveLength(0);

    await user.type(field, 'example.de');
    expect(field).not.toHaveClass('invalid');
    expect(screen.queryByText(/E-Mail-Adresse an$/)).not.toBeInTheDocument();
  });

  it('on the login page (withSummary) a failed submit shows the error summary with the focus, linked to the field', async () => {
    const { field, user } = renderCard({ withSummary: true, fieldId: 'login-email' });
    await user.type(field, 'kein-at{Enter}');
    const summary = screen.getByRole('alert', { name: 'Bitte prüfen Sie Ihre Angaben' });
    expect(summary).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Bitte geben Sie eine gültige E-Mail-Adresse an' })).toHaveAttribute(
      'href',
      '#login-email',
    );
    // The message stays under the field too (SPEC §5).
    expect(field).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse an');
  });

  it('an unused address (trimmed) is stored for the registration and leads there by a full page load', async () => {
    const calls = mockFetch({ [AVAILABILITY]: () => json(true) });
    const { assign, field, user } = renderCard({ redirect: '/seminare/warenkorb' });
    await user.type(field, '  neu@example.de  {Enter}');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/registrierung?redirect=%2Fseminare%2Fwarenkorb'));
    expect(calls[0]).toMatchObject({ method: 'GET', path: AVAILABILITY, query: { email: 'neu@example.de' } });
    expect(window.sessionStorage.getItem('unusedRegistrationEmail')).toBe('neu@example.de');
  });

  it('a registered address leads to the login-with-email page, URL-encoded, with and without redirect', async () => {
    mockFetch({ [AVAILABILITY]: () => json(false) });
    const { assign, field, user } = renderCard({ redirect: '/wishlist/list' });
    await user.type(field, 'anna+br@example.de');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/kundenportal/login/anna%2Bbr%40example.de?redirect=%2Fwishlist%2Flist'),
    );
    expect(window.sessionStorage.getItem('unusedRegistrationEmail')).toBeNull();
  });

  it('is loading while the availability call runs', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch({ [AVAILABILITY]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { assign, field, user } = renderCard();
    await user.type(field, 'anna@example.de{Enter}');
    // Busy, and still focusable (a disabled button would drop the focus to the page's body).
    expect(await screen.findByRole('button', { name: 'Einen Moment...' })).toHaveAttribute('aria-disabled', 'true');
    answer(json(false));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/kundenportal/login/anna%40example.de'));
  });

  it.each([
    ['a server error', () => json({ error: { code: 'INTERNAL', message: 'kaputt' } }, 500)],
    ['no answer at all', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('%s shows the support message, is logged and goes with the next edit', async (_label, route) => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ [AVAILABILITY]: route });
    const { assign, field, user } = renderCard();
    await user.type(field, 'anna@example.de{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(SUPPORT);
    expect(log).toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    await user.type(field, 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
