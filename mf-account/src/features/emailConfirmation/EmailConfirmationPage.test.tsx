import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMAIL_CONFIRMATION_MESSAGES } from '@amb/shared-contracts/core';
import { apiError, json, mockFetch, TEST_CSRF_TOKEN, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { MEMBER } from '../../testing/fixtures';

const CONFIRM = 'POST /api/email-confirmation';
const RESEND = 'POST /api-meinamb/email-confirmation/resend';

describe('E-Mail-Adresse bestätigen (/kundenportal/e-mail-bestaetigen/{token})', () => {
  it('sendet das Token des Links einmal und meldet die bestätigte Adresse', async () => {
    const calls = mockFetch({
      [CONFIRM]: () =>
        json({
          email: 'neu@example.de',
          kind: 'registration',
          message: EMAIL_CONFIRMATION_MESSAGES.confirmed('neu@example.de'),
        }),
    });
    visit('/kundenportal/e-mail-bestaetigen/abc_DEF-123');
    renderWithProviders(<App />);
    expect(screen.getByRole('heading', { level: 1, name: 'E-Mail-Adresse bestätigen' })).toBeInTheDocument();
    expect(
      await screen.findByText('Vielen Dank! Ihre E-Mail-Adresse neu@example.de ist bestätigt.'),
    ).toBeInTheDocument();
    const posts = calls.filter((call) => `${call.method} ${call.path}` === CONFIRM);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ body: { token: 'abc_DEF-123' }, headers: { 'x-csrf-token': TEST_CSRF_TOKEN } });
    expect(screen.getByRole('link', { name: 'Weiter zu meinamb' })).toHaveAttribute('href', '/kundenportal/meinamb');
  });

  it('ein ungültiger, abgelaufener oder benutzter Link: deutsche Meldung', async () => {
    mockFetch({ [CONFIRM]: () => apiError(400, EMAIL_CONFIRMATION_MESSAGES.invalidLink) });
    visit('/kundenportal/e-mail-bestaetigen/alt');
    renderWithProviders(<App />);
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_CONFIRMATION_MESSAGES.invalidLink);
  });
});

describe('Hinweis in meinamb bei unbestätigter Adresse', () => {
  const navigation = [{ title: 'Übersicht', uri: '/kundenportal/meinamb', visible: true, active: true }];

  it('erklärt, was fehlt, und sendet die Bestätigungs-E-Mail erneut', async () => {
    const user = userEvent.setup();
    const calls = mockFetch({
      '/kundenportal/get-user': () => json({ user: { ...MEMBER, emailConfirmed: false } }),
      '/api-meinamb/account-navigation': () => json(navigation),
      [RESEND]: () => json({ message: EMAIL_CONFIRMATION_MESSAGES.resent(MEMBER.email) }),
    });
    visit('/kundenportal/meinamb');
    renderWithProviders(<App />);
    const hint = await screen.findByRole('region', { name: 'E-Mail-Adresse bestätigen' });
    expect(hint).toHaveTextContent(EMAIL_CONFIRMATION_MESSAGES.unconfirmedHint(MEMBER.email));
    await user.click(within(hint).getByRole('button', { name: 'Bestätigungs-E-Mail erneut senden' }));
    await waitFor(() =>
      expect(within(hint).getByRole('status')).toHaveTextContent(
        'Wir haben Ihnen eine neue Bestätigungs-E-Mail an anna.schneider@example.de geschickt.',
      ),
    );
    expect(calls.filter((call) => `${call.method} ${call.path}` === RESEND)).toHaveLength(1);
  });

  it('zu viele Anfragen: die Meldung der api als Hinweis', async () => {
    const user = userEvent.setup();
    const tooMany = 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.';
    mockFetch({
      '/kundenportal/get-user': () => json({ user: { ...MEMBER, emailConfirmed: false } }),
      '/api-meinamb/account-navigation': () => json(navigation),
      [RESEND]: () => apiError(429, tooMany),
    });
    visit('/kundenportal/meinamb');
    renderWithProviders(<App />);
    const hint = await screen.findByRole('region', { name: 'E-Mail-Adresse bestätigen' });
    await user.click(within(hint).getByRole('button', { name: 'Bestätigungs-E-Mail erneut senden' }));
    expect(await within(hint).findByRole('alert')).toHaveTextContent(tooMany);
  });

  it('eine bestätigte Adresse: kein Hinweis', async () => {
    mockFetch({
      '/kundenportal/get-user': () => json({ user: MEMBER }),
      '/api-meinamb/account-navigation': () => json(navigation),
    });
    visit('/kundenportal/meinamb');
    renderWithProviders(<App />);
    expect(await screen.findByText('Hallo, Anna!')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'E-Mail-Adresse bestätigen' })).not.toBeInTheDocument();
  });
});
