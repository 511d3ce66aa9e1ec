import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAW_EDIT_MESSAGES, type LawParagraphHistoryResponse } from '@amb/shared-contracts/content';
import { apiError, json, mockFetch, renderInRemote, visit, type Call } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../remote';
import { makeStore } from '../../store';
import { LAW, LAW_ROUTES, P87_HISTORY } from './lawFixtures';

/** The page at `path`: the editors' pages are chunks of their own, loaded in `act` as the kit loads them. */
async function renderAt(path: string) {
  visit(path);
  await act(async () => {
    renderInRemote(REMOTE, <App />, makeStore());
    await Promise.resolve();
  });
}

/** The api of one paragraph: its history, a save and a restore that each add a version. */
function paragraphApi(start: LawParagraphHistoryResponse = P87_HISTORY) {
  let state = start;
  const next = (title: string, absaetze: string[], action: 'edit' | 'restore', restoredFrom: number | null) => {
    const version = state.version + 1;
    state = {
      ...state,
      title,
      absaetze,
      version,
      versions: [
        {
          version,
          title,
          absaetze,
          savedAt: '2026-03-03T10:00:00.000Z',
          savedBy: 'Claudia Brandt',
          action,
          restoredFrom,
        },
        ...state.versions,
      ],
    };
    return json(state);
  };
  return mockFetch({
    ...LAW_ROUTES,
    '/api/manage/laws/betrvg/paragraphs/87': () => json(state),
    'PUT /api/manage/laws/betrvg/paragraphs/87': (call: Call) => {
      const body = call.body as { title: string; absaetze: string[]; version: number };
      if (body.version !== state.version)
        return apiError(409, LAW_EDIT_MESSAGES.changed, undefined, 'LAW_PARAGRAPH_CHANGED');
      return next(body.title, body.absaetze, 'edit', null);
    },
    'POST /api/manage/laws/betrvg/paragraphs/87/restore': (call: Call) => {
      const { restore } = call.body as { restore: number };
      const old = state.versions.find((version) => version.version === restore)!;
      return next(old.title, old.absaetze, 'restore', restore);
    },
  });
}

describe('/manage/legislation', () => {
  it('shows the chosen paragraph in the form and its history with what each version changed', async () => {
    paragraphApi();
    await renderAt('/manage/legislation?gesetz=betrvg&paragraf=87');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gesetze bearbeiten' })).toBeInTheDocument();
    // The heading stands while the law loads: the form comes with it.
    expect(await screen.findByLabelText('Gesetz')).toHaveValue('betrvg');
    expect(screen.getByLabelText('Paragraf')).toHaveValue('87');
    expect(within(screen.getByLabelText('Paragraf')).getAllByRole('option')).toHaveLength(LAW.paragraphs.length + 1);
    expect(screen.getByLabelText('Überschrift')).toHaveValue('Mitbestimmungsrechte');
    expect(screen.getByLabelText('Absatz 1')).toHaveValue('Neu gefasster erster Absatz.');
    const history = screen.getByRole('region', { name: 'Versionsgeschichte' });
    const [v2, v1] = within(history)
      .getAllByRole('listitem')
      .filter((item) => item.dataset.version);
    expect(v2).toHaveTextContent('Fassung 2 (aktuell)');
    expect(v2).toHaveTextContent('Bearbeitet am 02.03.2026 um 10:30 Uhr von Claudia Brandt');
    expect(v2).toHaveTextContent('Absatz 1 geändert');
    expect(v2).toHaveTextContent('Vorher: Erster Absatz.');
    expect(v2).toHaveTextContent('Nachher: Neu gefasster erster Absatz.');
    expect(v2).not.toHaveTextContent('Absatz 2 geändert');
    expect(within(v2!).queryByRole('button', { name: 'Diese Fassung wiederherstellen' })).toBeNull();
    expect(v1).toHaveTextContent('Erstfassung am 01.01.2025 um 01:00 Uhr von Redaktion (Erstfassung)');
    expect(within(v1!).getByRole('button', { name: 'Diese Fassung wiederherstellen' })).toBeInTheDocument();
  });

  it('saves the edited text as a new version from the version shown, then shows it', async () => {
    const calls = paragraphApi();
    await renderAt('/manage/legislation?gesetz=betrvg&paragraf=87');
    const second = await screen.findByLabelText('Absatz 2');
    await userEvent.clear(second);
    await userEvent.type(second, 'Zweiter Absatz, neu.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Absatz hinzufügen' }));
    await userEvent.type(screen.getByLabelText('Absatz 3'), 'Dritter Absatz.');
    await userEvent.click(screen.getByRole('button', { name: 'Neue Fassung speichern' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(LAW_EDIT_MESSAGES.saved);
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.body).toEqual({
      title: 'Mitbestimmungsrechte',
      absaetze: ['Neu gefasster erster Absatz.', 'Zweiter Absatz, neu.', 'Dritter Absatz.'],
      version: 2,
    });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 3, name: 'Fassung 3 (aktuell)' })).toBeInTheDocument(),
    );
    expect(screen.getByLabelText('Absatz 3')).toHaveValue('Dritter Absatz.');
  });

  it('checks the form before sending: an empty title and an empty Absatz get German messages, nothing is sent', async () => {
    const calls = paragraphApi();
    await renderAt('/manage/legislation?gesetz=betrvg&paragraf=87');
    await userEvent.clear(await screen.findByLabelText('Überschrift'));
    await userEvent.clear(screen.getByLabelText('Absatz 1'));
    await userEvent.click(screen.getByRole('button', { name: 'Neue Fassung speichern' }));
    expect(screen.getByLabelText('Überschrift')).toHaveAccessibleDescription(
      expect.stringContaining(LAW_EDIT_MESSAGES.titleRequired),
    );
    expect(screen.getByLabelText('Absatz 1')).toHaveAccessibleDescription(
      expect.stringContaining(LAW_EDIT_MESSAGES.absatzRequired),
    );
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('restores an old version as a new one', async () => {
    const calls = paragraphApi();
    await renderAt('/manage/legislation?gesetz=betrvg&paragraf=87');
    await userEvent.click(await screen.findByRole('button', { name: 'Diese Fassung wiederherstellen' }));
    expect(await screen.findByText(LAW_EDIT_MESSAGES.restored)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ restore: 1, version: 2 });
    await waitFor(() => expect(screen.getByLabelText('Absatz 1')).toHaveValue('Erster Absatz.'));
    expect(screen.getByRole('heading', { level: 3, name: 'Fassung 3 (aktuell)' }).parentElement).toHaveTextContent(
      'Wiederhergestellt aus Fassung 1',
    );
  });

  it('says so when someone else saved in between (409), keeping the text typed', async () => {
    paragraphApi({ ...P87_HISTORY });
    await renderAt('/manage/legislation?gesetz=betrvg&paragraf=87');
    const first = await screen.findByLabelText('Absatz 1');
    // Another editor's save: the api is at version 3 now, the page still at 2.
    const calls = paragraphApi({ ...P87_HISTORY, version: 3 });
    await userEvent.type(first, ' Ergänzt.');
    await userEvent.click(screen.getByRole('button', { name: 'Neue Fassung speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LAW_EDIT_MESSAGES.changed);
    expect(screen.getByLabelText('Absatz 1')).toHaveValue('Neu gefasster erster Absatz. Ergänzt.');
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('opens the first paragraph of the law when none is chosen', async () => {
    const calls = mockFetch({
      ...LAW_ROUTES,
      '/api/manage/laws/betrvg/paragraphs/1': () =>
        json({ ...P87_HISTORY, number: '1', title: 'Errichtung von Betriebsräten' }),
    });
    await renderAt('/manage/legislation');
    expect(await screen.findByLabelText('Überschrift')).toHaveValue('Errichtung von Betriebsräten');
    expect(calls.map((call) => call.path)).toContain('/api/manage/laws/betrvg/paragraphs/1');
  });
});
