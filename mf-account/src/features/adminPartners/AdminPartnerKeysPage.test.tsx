import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PartnerKeySummary } from '@amb/shared-contracts/core';
import { json, mockFetch, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { ADMIN } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';

const KEY: PartnerKeySummary = {
  keyId: 3,
  partnerName: 'Bildungswerk Nord',
  prefix: 'ambpk_AbCdEf',
  scopes: ['export:events', 'import:events'],
  requestsPerMinute: 60,
  createdAt: '2026-11-30T09:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};
const SECRET = 'ambpk_AbCdEf0123456789012345678901234567890123';

function show() {
  let keys = [KEY];
  const calls = mockFetch({
    '/kundenportal/get-user': () => json({ user: ADMIN }),
    '/api/admin/partner-keys': () => json(keys),
    'POST /api/admin/partner-keys': () => {
      const created = { ...KEY, keyId: 4, partnerName: 'Seminarpartner Süd', scopes: ['export:themes' as const] };
      keys = [created, ...keys];
      return json({ key: created, secret: SECRET }, 201);
    },
    'POST /api/admin/partner-keys/3/revoke': () => {
      keys = [{ ...KEY, revokedAt: '2026-12-01T08:00:00.000Z' }];
      return json(keys[0]);
    },
  });
  visit('/kundenportal/admin/partner');
  renderWithProviders(<App />);
  return calls;
}

describe('Partner-Schnittstellen (/kundenportal/admin/partner)', () => {
  it('creates a key and shows it this once', async () => {
    const user = userEvent.setup();
    const calls = show();
    await user.click(await screen.findByRole('button', { name: 'Schlüssel anlegen' }));
    expect(await screen.findByText('Bitte wählen Sie mindestens eine Berechtigung aus')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Partner' }), 'Seminarpartner Süd');
    await user.click(screen.getByRole('checkbox', { name: 'Export Seminare' }));
    await user.click(screen.getByRole('button', { name: 'Schlüssel anlegen' }));
    const secret = await screen.findByRole('region', { name: 'Neuer Schlüssel für Seminarpartner Süd' });
    expect(secret).toHaveTextContent(SECRET);
    expect(secret).toHaveTextContent('Dieser Schlüssel wird nur jetzt angezeigt.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      partnerName: 'Seminarpartner Süd',
      scopes: ['export:themes'],
      requestsPerMinute: 60,
    });
    const table = screen.getByRole('table', { name: 'Partner-Schlüssel' });
    expect(await within(table).findByRole('rowheader', { name: 'Seminarpartner Süd' })).toBeInTheDocument();
    expect(table).not.toHaveTextContent(SECRET);
  });

  it('revokes a key after asking, the harmless choice first', async () => {
    const user = userEvent.setup();
    show();
    const row = (await screen.findByRole('rowheader', { name: 'Bildungswerk Nord' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Widerrufen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schlüssel widerrufen?' });
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Schlüssel von Bildungswerk Nord widerrufen' }));
    expect(await screen.findByText('widerrufen am 01.12.2026, 09:00 Uhr')).toBeInTheDocument();
  });
});
