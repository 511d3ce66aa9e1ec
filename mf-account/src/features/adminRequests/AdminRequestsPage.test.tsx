import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES, type AdminFormRequestsResponse, type CurrentUser } from '@amb/shared-contracts/core';
import { json, mockFetch, visit, type Call } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { ADMIN, MEMBER } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';

const LIST: AdminFormRequestsResponse = {
  requests: [
    {
      requestId: 8,
      kind: 'catalogue',
      status: 'new',
      name: 'Sabine Koch',
      email: 'sabine.koch@example.de',
      createdAt: '2026-11-30T09:00:00.000Z',
      statusChangedAt: null,
      statusChangedBy: null,
      fields: [
        { label: 'PLZ', value: '44135' },
        { label: 'Exemplare', value: '2' },
      ],
    },
  ],
  total: 1,
  page: 1,
  pageSize: 25,
  counts: { new: 1, in_progress: 2, done: 4 },
};

function show(user: CurrentUser = ADMIN) {
  const calls = mockFetch({
    '/kundenportal/get-user': () => json({ user }),
    '/api/admin/requests': () => json(LIST),
    'PUT /api/admin/requests/8/status': () => json({ requestId: 8, status: 'in_progress' }),
  });
  visit('/kundenportal/admin/anfragen');
  renderWithProviders(<App />);
  return calls;
}

describe('Eingegangene Anfragen (/kundenportal/admin/anfragen)', () => {
  it('lists the requests with their fields, the counts per status and the CSV of the selection', async () => {
    const calls = show();
    const item = await screen.findByRole('article', { name: 'Katalogbestellung Nr. 8: Sabine Koch' });
    expect(item).toHaveTextContent('eingegangen am 30.11.2026, 10:00 Uhr');
    expect(within(item).getByText('PLZ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'in Bearbeitung (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'alle (7)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Auswahl als CSV exportieren' })).toHaveAttribute(
      'href',
      '/api/admin/requests/export.csv',
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Formular' }), 'Katalogbestellung');
    await user.click(screen.getByRole('button', { name: 'erledigt (4)' }));
    expect(screen.getByRole('link', { name: 'Auswahl als CSV exportieren' })).toHaveAttribute(
      'href',
      '/api/admin/requests/export.csv?kind=catalogue&status=done',
    );
    expect(calls.filter((c: Call) => c.path === '/api/admin/requests').at(-1)?.query).toEqual({
      kind: 'catalogue',
      status: 'done',
    });
  });

  it('saves a new status and says so', async () => {
    const user = userEvent.setup();
    const calls = show();
    const item = await screen.findByRole('article', { name: /Nr\. 8/ });
    await user.selectOptions(within(item).getByRole('combobox', { name: 'Status' }), 'in Bearbeitung');
    await user.click(within(item).getByRole('button', { name: 'Status speichern' }));
    expect(await within(item).findByText('Status „in Bearbeitung“ gespeichert.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'in_progress' });
    // The list is read again; the message stays with the request.
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/admin/requests')).toHaveLength(2));
    expect(within(item).getByText('Status „in Bearbeitung“ gespeichert.')).toBeInTheDocument();
  });

  it('is closed to members', async () => {
    show(MEMBER);
    expect(await screen.findByText(AUTH_MESSAGES.forbidden)).toBeInTheDocument();
  });
});
