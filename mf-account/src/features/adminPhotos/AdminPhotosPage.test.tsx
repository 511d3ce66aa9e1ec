import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPhotoEventsResponse, EventPhoto } from '@amb/shared-contracts/member';
import { apiError, json, mockFetch, TEST_CSRF_TOKEN, visit, type Call } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ADMIN, MEMBER } from '../../testing/fixtures';

const EVENTS: AdminPhotoEventsResponse = {
  events: [
    {
      eventId: 41,
      title: 'Betriebsverfassungsrecht Teil I',
      startDate: '2026-05-04',
      endDate: '2026-05-08',
      photoCount: 2,
    },
    { eventId: 12, title: 'Arbeitsrecht kompakt', startDate: '2026-02-10', endDate: '2026-02-10', photoCount: 0 },
  ],
};

const photo = (photoId: number, ownUpload: boolean): EventPhoto => ({
  photoId,
  eventId: 41,
  width: 1200,
  height: 800,
  uploadedAt: '2026-05-08T10:00:00.000Z',
  thumbnailUrl: `/api/admin/photos/${photoId}/thumbnail`,
  downloadUrl: `/api-meinamb/photos/${photoId}/download`,
  ownUpload,
});

const pngFile = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

function show(routes: Parameters<typeof mockFetch>[0] = {}, user: typeof ADMIN | typeof MEMBER = ADMIN): Call[] {
  const calls = mockFetch({
    '/kundenportal/get-user': () => json({ user }),
    '/api/admin/photo-events': () => json(EVENTS),
    '/api/admin/events/41/photos': () => json({ photos: [photo(7, false), photo(9, true)] }),
    ...routes,
  });
  visit('/kundenportal/admin/fotos');
  renderWithProviders(<App />);
  return calls;
}

async function chooseFirstEvent(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    await screen.findByRole('button', { name: 'Betriebsverfassungsrecht Teil I, 04.05.2026 – 08.05.2026 auswählen' }),
  );
  return screen.findByRole('region', { name: 'Betriebsverfassungsrecht Teil I' });
}

describe('Seminarfotos hochladen (/kundenportal/admin/fotos)', () => {
  it('sucht begonnene Termine und zeigt die Fotos des gewählten mit Vorschaubild', async () => {
    const user = userEvent.setup();
    const calls = show();
    expect(screen.getByRole('heading', { level: 1, name: 'Seminarfotos hochladen' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Begonnene Termine' });
    expect(list).toHaveTextContent('Betriebsverfassungsrecht Teil I – 04.05.2026 – 08.05.2026 – 2 Fotos');
    expect(list).toHaveTextContent('Arbeitsrecht kompakt – 10.02.2026 – 0 Fotos');
    await user.type(screen.getByRole('searchbox', { name: /Termin suchen/ }), ' Arbeitsrecht ');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(calls.some((c) => c.query.q === 'Arbeitsrecht')).toBe(true));

    const region = await chooseFirstEvent(user);
    const images = await within(region).findAllByRole('img');
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      '/api/admin/photos/7/thumbnail',
      '/api/admin/photos/9/thumbnail',
    ]);
    // Only the admin's own upload can be deleted.
    expect(
      within(region)
        .getAllByRole('button', { name: /löschen/ })
        .map((b) => b.textContent),
    ).toEqual(['Foto 2 löschen']);
    expect(screen.getByLabelText('Fotos auswählen')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  });

  it('lädt mehrere Fotos einzeln als multipart mit CSRF-Kopfzeile hoch und zeigt je Datei das Ergebnis', async () => {
    const user = userEvent.setup();
    const calls = show({
      'POST /api/admin/events/41/photos': (call) => {
        const file = (call.body as FormData).get('photo') as File;
        if (file.name === 'riesig.png') {
          return apiError(400, 'Das Foto ist zu groß: höchstens 10 MB sind erlaubt.', {
            photo: 'Das Foto ist zu groß: höchstens 10 MB sind erlaubt.',
          });
        }
        return json(photo(11, true), 201);
      },
    });
    await chooseFirstEvent(user);
    await user.upload(screen.getByLabelText('Fotos auswählen'), [pngFile('gruppe.png'), pngFile('riesig.png')]);
    await user.click(screen.getByRole('button', { name: 'Hochladen' }));

    const files = await screen.findByRole('list', { name: 'Hochgeladene Dateien' });
    await waitFor(() =>
      expect(files).toHaveTextContent(
        'gruppe.png: Hochgeladen.riesig.png: Das Foto ist zu groß: höchstens 10 MB sind erlaubt.',
      ),
    );
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    for (const post of posts) {
      expect(post.body).toBeInstanceOf(FormData);
      expect(post.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
      expect(post.headers['Content-Type']).toBeUndefined();
    }
    expect(posts.map((c) => ((c.body as FormData).get('photo') as File).name)).toEqual(['gruppe.png', 'riesig.png']);
    // The list is loaded again after a successful upload.
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/admin/events/41/photos')).toHaveLength(2),
    );
  });

  it('zeigt die deutsche Meldung der api zum Dateityp', async () => {
    const user = userEvent.setup({ applyAccept: false });
    show({
      'POST /api/admin/events/41/photos': () =>
        apiError(400, 'Die Datei ist kein Foto im Format JPEG, PNG oder WebP.', {
          photo: 'Die Datei ist kein Foto im Format JPEG, PNG oder WebP.',
        }),
    });
    await chooseFirstEvent(user);
    await user.upload(
      screen.getByLabelText('Fotos auswählen'),
      new File(['%PDF'], 'foto.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Hochladen' }));
    expect(await screen.findByText(/Die Datei ist kein Foto im Format JPEG, PNG oder WebP\./)).toBeInTheDocument();
  });

  it('verlangt eine Datei, bevor etwas gesendet wird', async () => {
    const user = userEvent.setup();
    const calls = show();
    await chooseFirstEvent(user);
    await user.click(screen.getByRole('button', { name: 'Hochladen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte wählen Sie ein Foto aus.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('löscht ein eigenes Foto erst nach der Rückfrage', async () => {
    const user = userEvent.setup();
    const calls = show({ 'DELETE /api-meinamb/photos/9': () => new Response(null, { status: 204 }) });
    const region = await chooseFirstEvent(user);
    await user.click(await within(region).findByRole('button', { name: 'Foto 2 löschen' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Foto löschen' })).getByRole('button', { name: 'Endgültig löschen' }),
    );
    expect(await screen.findByText('Das Foto wurde gelöscht.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api-meinamb/photos/9']);
    expect(calls.find((c) => c.method === 'DELETE')!.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
  });

  it('ist nur für Administratoren', async () => {
    show({}, MEMBER);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByLabelText('Fotos auswählen')).not.toBeInTheDocument();
  });
});
