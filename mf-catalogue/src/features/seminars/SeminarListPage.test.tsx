import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { berlinDateKey } from '@amb/shared-contracts/dates';
import { type Paginated, type SeminarListItem } from '@amb/shared-contracts/core';
import { apiError, json, mockFetch, renderInRemote, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../lifecycles';
import { makeStore } from '../../store';
import { OPTION_ANSWERS, page, seminar, seminarCalls } from '../../testing/fixtures';
import { withPagesLoaded } from '../../testing/pages';

/** The list asks only for events from today on (Berlin calendar day). */
const from = berlinDateKey(Date.now());

const renderApp = () => renderInRemote(REMOTE, <App />, makeStore());

withPagesLoaded();

function seminarsAnswer(answer: (query: URLSearchParams) => Paginated<SeminarListItem>) {
  return mockFetch({
    ...OPTION_ANSWERS,
    '/api/get-seminars': (call) => json(answer(new URLSearchParams(call.query))),
  });
}

describe('seminar list (/seminare)', () => {
  it('shows the seminar dates with German dates, prices and places', async () => {
    seminarsAnswer(() =>
      page(
        [
          seminar(),
          seminar({
            eventId: 102,
            title: 'Mobbing erkennen',
            themeSlug: 'mobbing-2',
            startDate: '2027-05-05T09:00:00+02:00',
            endDate: '2027-05-05T17:00:00+02:00',
            city: null,
            hotelId: 522,
            isOnlineEvent: true,
            isSeries: true,
            moduleCount: 4,
            prices: {
              price: 590,
              priceParticipantTwo: null,
              priceParticipantThree: null,
              priceParticipantFour: null,
              priceParticipantFive: null,
            },
          }),
        ],
        { total: 123, totalPages: 7 },
      ),
    );
    visit('/seminare');
    renderApp();

    expect(screen.getByRole('heading', { level: 1, name: 'Alle Seminare' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Einen Moment...');
    expect(await screen.findByRole('heading', { level: 2, name: '123 Seminartermine' })).toBeInTheDocument();

    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Arbeitsrecht I' })).toHaveAttribute(
      'href',
      '/seminare/t/arbeitsrecht-1',
    );
    expect(first).toHaveTextContent('24.03.2027 – 26.03.2027');
    expect(first).toHaveTextContent('Hamburg');
    expect(first).toHaveTextContent('Preis ab');
    expect(first).toHaveTextContent('1.190,00 € zzgl. 19 % MwSt.');

    expect(second).toHaveTextContent('05.05.2027');
    expect(second).not.toHaveTextContent('–');
    expect(within(second!).getByText('Online')).toBeInTheDocument();
    expect(second).toHaveTextContent('4 Online-Sitzungen');
    expect(within(second!).getByText('Preis')).toBeInTheDocument();
    expect(second).toHaveTextContent('590,00 €');
  });

  it('reads filters from the address, and a filter change updates the address and refetches', async () => {
    const user = userEvent.setup();
    const calls = seminarsAnswer((query) =>
      page([seminar({ title: `Treffer ${query.get('rubric') ?? 'alle'} ${query.get('q') ?? ''}`.trim() })]),
    );
    visit('/seminare?q=Wahl');
    renderApp();

    await screen.findByText('Treffer alle Wahl');
    expect(screen.getByLabelText('Suchbegriff')).toHaveValue('Wahl');
    expect(seminarCalls(calls)[0]).toEqual({ q: 'Wahl', from, page: '1', pageSize: '20' });

    const rubric = screen.getByLabelText('Rubrik');
    await screen.findByRole('option', { name: 'Arbeitsrecht' });
    expect(within(rubric).getByRole('option', { name: 'Alle Rubriken' })).toHaveValue('');
    await user.selectOptions(rubric, 'arbeitsrecht');
    expect(window.location.pathname + window.location.search).toBe('/seminare?rubrik=arbeitsrecht&q=Wahl');
    await screen.findByText('Treffer arbeitsrecht Wahl');
    expect(seminarCalls(calls).at(-1)).toEqual({
      rubric: 'arbeitsrecht',
      q: 'Wahl',
      from,
      page: '1',
      pageSize: '20',
    });

    const field = screen.getByLabelText('Suchbegriff');
    await user.clear(field);
    await user.type(field, 'Kündigung{Enter}');
    expect(window.location.search).toBe('?rubrik=arbeitsrecht&q=K%C3%BCndigung');
    await screen.findByText('Treffer arbeitsrecht Kündigung');
  });

  it('follows back and forward (popstate)', async () => {
    seminarsAnswer((query) => page([seminar({ title: `Rubrik ${query.get('rubric') ?? 'alle'}` })]));
    visit('/seminare');
    renderApp();
    await screen.findByText('Rubrik alle');

    act(() => {
      window.history.pushState(null, '', '/seminare?rubrik=betriebsverfassung');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await screen.findByText('Rubrik betriebsverfassung');
    expect(screen.getByLabelText('Rubrik')).toHaveValue('betriebsverfassung');

    act(() => {
      window.history.replaceState(null, '', '/seminare');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await screen.findByText('Rubrik alle');
    expect(screen.getByLabelText('Rubrik')).toHaveValue('');
  });

  it('pages with Zurück/Weiter links, shows the position and moves focus to the list heading', async () => {
    const user = userEvent.setup();
    const calls = seminarsAnswer((query) => {
      const current = Number(query.get('page'));
      return page([seminar({ eventId: current, title: `Seite-${current}-Termin` })], {
        page: current,
        total: 130,
        totalPages: 7,
      });
    });
    visit('/seminare?rubrik=arbeitsrecht');
    renderApp();
    await screen.findByText('Seite-1-Termin');

    const pager = screen.getByRole('navigation', { name: 'Seitennavigation' });
    expect(pager).toHaveTextContent('Seite 1 von 7');
    expect(within(pager).queryByRole('link', { name: 'Zurück' })).not.toBeInTheDocument();
    const next = within(pager).getByRole('link', { name: 'Weiter' });
    expect(next).toHaveAttribute('href', '/seminare?rubrik=arbeitsrecht&seite=2');

    await user.click(next);
    expect(window.location.search).toBe('?rubrik=arbeitsrecht&seite=2');
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
    await screen.findByText('Seite-2-Termin');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('130 Seminartermine');
    expect(screen.getByRole('navigation', { name: 'Seitennavigation' })).toHaveTextContent('Seite 2 von 7');
    expect(seminarCalls(calls).at(-1)).toEqual({ rubric: 'arbeitsrecht', from, page: '2', pageSize: '20' });

    await user.click(screen.getByRole('link', { name: 'Zurück' }));
    expect(window.location.search).toBe('?rubrik=arbeitsrecht');
    await screen.findByText('Seite-1-Termin');
  });

  it('shows the empty result', async () => {
    seminarsAnswer(() => page([], { total: 0, totalPages: 0 }));
    visit('/seminare?q=gibtesnicht');
    renderApp();
    expect(await screen.findByText('Keine Seminare gefunden.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('0 Seminartermine');
    expect(screen.queryByRole('navigation', { name: 'Seitennavigation' })).not.toBeInTheDocument();
  });

  it('shows a German error and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockFetch({
      ...OPTION_ANSWERS,
      '/api/get-seminars': () =>
        fail ? json({ error: { code: 'UPSTREAM_UNAVAILABLE', message: 'weg' } }, 502) : json(page([seminar()])),
    });
    visit('/seminare');
    renderApp();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Die Seminare konnten gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal.',
    );
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('link', { name: 'Arbeitsrecht I' })).toBeInTheDocument();
  });

  it('shows a friendly empty state naming the refused filter (400), not an error', async () => {
    const user = userEvent.setup();
    const calls = mockFetch({
      ...OPTION_ANSWERS,
      '/api/get-seminars': (call) =>
        call.query.priceMin === 'abc'
          ? apiError(400, 'Bitte prüfen Sie Ihre Eingaben.', {
              priceMin: 'Der Preis muss eine ganze Zahl zwischen 0 und 100000 sein.',
            })
          : json(page([seminar()])),
    });
    visit('/seminare?preis-von=abc&monat=2027-03');
    renderApp();

    expect(await screen.findByText(/Die Filterangaben sind ungültig/)).toBeInTheDocument();
    expect(screen.getByText('Der Preis muss eine ganze Zahl zwischen 0 und 100000 sein.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(seminarCalls(calls)[0]).toMatchObject({ priceMin: 'abc', month: '2027-03' });
    // The refused value stays in its field, so it can be corrected.
    expect(screen.getByLabelText('Preis ab (€)')).toHaveValue('abc');

    await user.click(screen.getByRole('link', { name: 'Filter zurücksetzen und alle Seminare anzeigen' }));
    expect(window.location.pathname + window.location.search).toBe('/seminare');
    expect(await screen.findByRole('link', { name: 'Arbeitsrecht I' })).toBeInTheDocument();
  });

  it('is a GET form to /seminare with the query names of the address (works without script)', async () => {
    seminarsAnswer(() => page([seminar()]));
    visit('/seminare/r/arbeitsrecht?ort=hamburg');
    renderApp();
    await screen.findByRole('link', { name: 'Arbeitsrecht I' });
    const form = screen.getByRole('search', { name: 'Seminare filtern' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/seminare');
    expect(form).toHaveFormValues({
      q: '',
      rubrik: 'arbeitsrecht',
      schlagwort: '',
      ort: 'hamburg',
      monat: '',
      format: '',
      'preis-von': '',
      'preis-bis': '',
      sortierung: '',
      eintaegig: false,
    });
  });

  it('applies tag, place, month, format, one-day, price range and sort; options come from the api', async () => {
    const user = userEvent.setup();
    const calls = seminarsAnswer((query) => page([seminar({ title: `Treffer ${query.toString()}` })]));
    visit('/seminare');
    renderApp();
    await screen.findByText(/^Treffer /);

    await screen.findByRole('option', { name: 'Kündigung' });
    await user.selectOptions(screen.getByLabelText('Schlagwort'), 'Kündigung');
    await screen.findByRole('option', { name: 'München' });
    await user.selectOptions(screen.getByLabelText('Ort'), 'München');
    const months = within(screen.getByLabelText('Monat')).getAllByRole('option');
    expect(months).toHaveLength(13);
    const month = months[2]!.getAttribute('value')!;
    await user.selectOptions(screen.getByLabelText('Monat'), month);
    await user.selectOptions(screen.getByLabelText('Format'), 'Präsenz');
    await user.click(screen.getByLabelText('Nur eintägige Seminare'));
    await user.type(screen.getByLabelText('Preis ab (€)'), '100');
    await user.type(screen.getByLabelText('Preis bis (€)'), '900');
    await user.click(screen.getByRole('button', { name: 'Filter anwenden' }));
    await user.selectOptions(screen.getByLabelText('Sortierung'), 'Preis (aufsteigend)');

    expect(window.location.pathname + window.location.search).toBe(
      `/seminare?schlagwort=kuendigung&ort=muenchen&monat=${month}&format=praesenz&eintaegig=ja` +
        '&preis-von=100&preis-bis=900&sortierung=preis',
    );
    await waitFor(() =>
      expect(seminarCalls(calls).at(-1)).toEqual({
        tag: 'kuendigung',
        city: 'muenchen',
        month,
        format: 'presence',
        oneDay: 'true',
        priceMin: '100',
        priceMax: '900',
        sort: 'price',
        from,
        page: '1',
        pageSize: '20',
      }),
    );

    await user.click(screen.getByRole('link', { name: 'Filter zurücksetzen' }));
    expect(window.location.pathname + window.location.search).toBe('/seminare');
    expect(screen.getByLabelText('Preis ab (€)')).toHaveValue('');
    expect(screen.getByLabelText('Nur eintägige Seminare')).not.toBeChecked();
  });
});

describe('rubric page (/seminare/r/:rubric)', () => {
  it('is the list filtered by the rubric of the path', async () => {
    const user = userEvent.setup();
    const calls = seminarsAnswer((query) =>
      page([seminar({ title: `Rubrik ${query.get('rubric') ?? 'alle'}` })], { totalPages: 3, total: 50 }),
    );
    visit('/seminare/r/betriebsverfassung');
    renderApp();

    await screen.findByText('Rubrik betriebsverfassung');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seminare: Betriebsverfassung' })).toBeInTheDocument();
    expect(seminarCalls(calls)[0]).toMatchObject({ rubric: 'betriebsverfassung' });
    expect(screen.getByRole('link', { name: 'Weiter' })).toHaveAttribute(
      'href',
      '/seminare/r/betriebsverfassung?seite=2',
    );

    await user.selectOptions(screen.getByLabelText('Rubrik'), '');
    expect(window.location.pathname + window.location.search).toBe('/seminare');
    await screen.findByText('Rubrik alle');
  });

  it('keeps the same filters in the address, the rubric in the path', async () => {
    const user = userEvent.setup();
    const calls = seminarsAnswer((query) =>
      page([seminar({ title: `Rubrik ${query.get('rubric')} ${query.get('sort')}` })]),
    );
    visit('/seminare/r/betriebsverfassung?format=online&sortierung=titel');
    renderApp();
    await screen.findByText('Rubrik betriebsverfassung title');
    expect(seminarCalls(calls)[0]).toMatchObject({ rubric: 'betriebsverfassung', format: 'online', sort: 'title' });
    expect(screen.getByLabelText('Format')).toHaveValue('online');

    await screen.findByRole('option', { name: 'Hamburg' });
    await user.selectOptions(screen.getByLabelText('Ort'), 'Hamburg');
    expect(window.location.pathname + window.location.search).toBe(
      '/seminare/r/betriebsverfassung?ort=hamburg&format=online&sortierung=titel',
    );
    await user.click(screen.getByRole('link', { name: 'Filter zurücksetzen' }));
    expect(window.location.pathname + window.location.search).toBe('/seminare/r/betriebsverfassung');
  });

  it('is the not-found page for a rubric that does not exist', async () => {
    seminarsAnswer(() => page([]));
    visit('/seminare/r/gibt-es-nicht');
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
  });
});
