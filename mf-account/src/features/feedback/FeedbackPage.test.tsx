import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeedbackEventsResponse } from '@amb/shared-contracts/member';
import { apiError, findFieldError, json, mockFetch, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { MEMBER } from '../../testing/fixtures';

const EVENTS: FeedbackEventsResponse = {
  events: [
    {
      eventId: 41,
      title: 'Betriebsverfassungsrecht Teil I',
      startDate: '2026-05-04',
      endDate: '2026-05-08',
      feedbackGiven: false,
    },
    { eventId: 12, title: 'Arbeitsrecht kompakt', startDate: '2026-02-10', endDate: '2026-02-10', feedbackGiven: true },
  ],
};

function show(routes: Parameters<typeof mockFetch>[0] = {}) {
  const calls = mockFetch({
    '/kundenportal/get-user': () => json({ user: MEMBER }),
    '/api-meinamb/feedback': () => json(EVENTS),
    'POST /api-meinamb/feedback': () => json({ feedbackId: 3, eventId: 41, rating: 4 }, 201),
    ...routes,
  });
  visit('/kundenportal/send-feedback');
  renderWithProviders(<App />);
  return calls;
}

const posts = (calls: ReturnType<typeof mockFetch>) => calls.filter((c) => c.method === 'POST');

describe('Feedback zum Seminar (/kundenportal/send-feedback)', () => {
  it('bietet nur noch nicht bewertete Seminare an und nennt die bewerteten', async () => {
    show();
    const select = await screen.findByRole('combobox', { name: 'Seminar' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Bitte wählen', 'Betriebsverfassungsrecht Teil I (04.05.2026 – 08.05.2026)']);
    expect(screen.getByRole('region', { name: 'Bereits bewertet' })).toHaveTextContent(
      'Arbeitsrecht kompakt (10.02.2026)',
    );
  });

  it('prüft vor dem Senden und zeigt die deutschen Meldungen unter den Feldern', async () => {
    const user = userEvent.setup();
    const calls = show();
    await user.click(await screen.findByRole('button', { name: 'Feedback senden' }));
    expect(await findFieldError('Bitte wählen Sie ein Seminar aus')).toBe(
      screen.getByRole('combobox', { name: 'Seminar' }),
    );
    expect(await findFieldError('Bitte vergeben Sie 1 bis 5 Sterne')).toBe(
      screen.getByRole('radio', { name: /^1 Stern/ }),
    );
    expect(await findFieldError('Bitte geben Sie eine Nachricht ein')).toBe(
      screen.getByRole('textbox', { name: 'Ihre Nachricht' }),
    );
    expect(posts(calls)).toEqual([]);
  });

  it('sendet Seminar, Sterne und Nachricht und dankt', async () => {
    const user = userEvent.setup();
    const calls = show();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Seminar' }), '41');
    await user.click(screen.getByRole('radio', { name: '4 Sterne' }));
    await user.type(screen.getByRole('textbox', { name: 'Ihre Nachricht' }), 'Sehr praxisnah.');
    await user.click(screen.getByRole('button', { name: 'Feedback senden' }));
    expect(await screen.findByText('Vielen Dank für Ihr Feedback!')).toBeInTheDocument();
    expect(posts(calls).map((c) => c.body)).toEqual([{ eventId: 41, rating: 4, message: 'Sehr praxisnah.' }]);
  });

  it('zeigt die Meldung des Servers bei einer zweiten Bewertung', async () => {
    const user = userEvent.setup();
    show({
      'POST /api-meinamb/feedback': () =>
        apiError(409, 'Sie haben dieses Seminar bereits bewertet. Vielen Dank!', undefined, 'FEEDBACK_EXISTS'),
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Seminar' }), '41');
    await user.click(screen.getByRole('radio', { name: '5 Sterne – sehr zufrieden' }));
    await user.type(screen.getByRole('textbox', { name: 'Ihre Nachricht' }), 'Gern wieder.');
    await user.click(screen.getByRole('button', { name: 'Feedback senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sie haben dieses Seminar bereits bewertet. Vielen Dank!',
    );
  });

  it('sagt, wenn es noch kein vergangenes Seminar gibt', async () => {
    show({ '/api-meinamb/feedback': () => json({ events: [] }) });
    expect(
      await screen.findByText('Es gibt noch kein vergangenes Seminar, an dem Sie teilgenommen haben.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Feedback senden' })).not.toBeInTheDocument();
  });
});
