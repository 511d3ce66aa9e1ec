import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberPhotosResponse } from '@amb/shared-contracts/member';
import { apiError, json, mockFetch, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { browser } from '../../components/browser';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { MEMBER } from '../../testing/fixtures';

const photo = (photoId: number, eventId: number, ownUpload = false) => ({
  photoId,
  eventId,
  width: 1200,
  height: 800,
  uploadedAt: '2026-05-04T10:00:00.000Z',
  thumbnailUrl: `/api-meinamb/photos/${photoId}/thumbnail`,
  downloadUrl: `/api-meinamb/photos/${photoId}/download`,
  ownUpload,
});

const PHOTOS: MemberPhotosResponse = {
  events: [
    {
      eventId: 41,
      title: 'Betriebsverfassungsrecht Teil I',
      startDate: '2026-05-04',
      endDate: '2026-05-08',
      photos: [photo(7, 41), photo(9, 41, true)],
    },
    {
      eventId: 12,
      title: 'Arbeitsrecht kompakt',
      startDate: '2026-02-10',
      endDate: '2026-02-10',
      photos: [photo(3, 12)],
    },
  ],
};

function show(routes: Parameters<typeof mockFetch>[0] = {}) {
  const calls = mockFetch({
    '/kundenportal/get-user': () => json({ user: MEMBER }),
    '/api-meinamb/photos': () => json(PHOTOS),
    ...routes,
  });
  visit('/meinamb/fotos');
  renderWithProviders(<App />);
  return calls;
}

describe('Fotos Ihrer Seminare (/meinamb/fotos)', () => {
  it('zeigt die Fotos je Seminar mit Vorschaubild und Download', async () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Fotos Ihrer Seminare' })).toBeInTheDocument();
    const first = await screen.findByRole('region', { name: 'Betriebsverfassungsrecht Teil I' });
    expect(first).toHaveTextContent('04.05.2026 – 08.05.2026');
    const images = within(first).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      '/api-meinamb/photos/7/thumbnail',
      '/api-meinamb/photos/9/thumbnail',
    ]);
    expect(images[0]).toHaveAccessibleName('Gruppenfoto 1 vom Seminar „Betriebsverfassungsrecht Teil I“');
    const download = within(first).getByRole('link', { name: 'Foto 1 herunterladen' });
    expect(download).toHaveAttribute('href', '/api-meinamb/photos/7/download');
    expect(download).toHaveAttribute('download');
    const second = screen.getByRole('region', { name: 'Arbeitsrecht kompakt' });
    expect(second).toHaveTextContent('10.02.2026');
    // Only one's own upload can be deleted.
    expect(within(second).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(first)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Foto 2 löschen']);
  });

  it('löscht ein eigenes Foto erst nach der Rückfrage', async () => {
    const user = userEvent.setup();
    const calls = show({ 'DELETE /api-meinamb/photos/9': () => new Response(null, { status: 204 }) });
    await user.click(await screen.findByRole('button', { name: 'Foto 2 löschen' }));
    const dialog = screen.getByRole('dialog', { name: 'Foto löschen' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));
    expect(await screen.findByText('Das Foto wurde gelöscht.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api-meinamb/photos/9']);
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api-meinamb/photos' && c.method === 'GET')).toHaveLength(2),
    );
  });

  it('zeigt die Meldung des Servers, wenn das Löschen verweigert wird', async () => {
    const user = userEvent.setup();
    show({
      'DELETE /api-meinamb/photos/9': () =>
        apiError(403, 'Sie können nur Fotos löschen, die Sie selbst hochgeladen haben.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Foto 2 löschen' }));
    await user.click(screen.getByRole('button', { name: 'Endgültig löschen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sie können nur Fotos löschen, die Sie selbst hochgeladen haben.',
    );
  });

  it('sagt, wenn es noch keine Fotos gibt', async () => {
    show({ '/api-meinamb/photos': () => json({ events: [] }) });
    expect(await screen.findByText('Zu Ihren vergangenen Seminaren gibt es noch keine Fotos.')).toBeInTheDocument();
  });

  it('abgemeldet: lädt die Login-Seite mit redirect', async () => {
    mockFetch({ '/kundenportal/get-user': () => json({ user: {} }) });
    visit('/meinamb/fotos');
    renderWithProviders(<App />);
    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith('/kundenportal/login?redirect=%2Fmeinamb%2Ffotos'));
  });
});
