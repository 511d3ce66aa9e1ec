import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { berlinDateKey } from '@amb/shared-contracts/dates';
import { API_ROUTES } from '@amb/shared-contracts/core';
import { apiError, json, mockFetch, outsideAct, renderInRemote, visit, type Call } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../lifecycles';
import { makeStore } from '../../store';
import { LOCATIONS, RUBRICS, TAGS, page, seminar } from '../../testing/fixtures';
import { expectHydration, renderAt } from '../../testing/serverRender';
import { filtersUrl, NO_FILTERS } from './seminarFilters';
import { withPagesLoaded } from '../../testing/pages';

const from = berlinDateKey(Date.now());
const renderApp = () => renderInRemote(REMOTE, <App />, makeStore());

withPagesLoaded();
const eventCalls = (calls: readonly Call[]) =>
  calls.filter((call) => call.path === API_ROUTES.events.path).map((call) => call.query);

const SERIES = seminar({ eventId: 301, title: 'BR-Ausbildung Teil 1–3', isSeries: true, moduleCount: 3 });

describe('training series list (/seminare/p)', () => {
  it('lists the series from today on, reads and writes its filters in the address and pages', async () => {
    const user = userEvent.setup();
    const calls = mockFetch({
      '/api/get-rubrics': () => json(RUBRICS),
      '/api/events': (call) =>
        json(
          page([seminar({ ...SERIES, title: `Reihe ${call.query.rubric ?? 'alle'} ${call.query.page}` })], {
            page: Number(call.query.page),
            total: 41,
            totalPages: 3,
          }),
        ),
    });
    visit('/seminare/p?q=BR');
    renderApp();

    expect(screen.getByRole('heading', { level: 1, name: 'Seminarreihen' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Einen Moment...');
    await screen.findByText('Reihe alle 1');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('41 Seminartermine');
    expect(eventCalls(calls)).toEqual([{ q: 'BR', from, page: '1', pageSize: '20' }]);
    expect(screen.getByRole('search')).toHaveAttribute('action', '/seminare/p');

    await screen.findByRole('option', { name: 'Arbeitsrecht' });
    await user.selectOptions(screen.getByLabelText('Rubrik'), 'arbeitsrecht');
    expect(window.location.pathname + window.location.search).toBe('/seminare/p?rubrik=arbeitsrecht&q=BR');
    await screen.findByText('Reihe arbeitsrecht 1');

    const next = within(screen.getByRole('navigation', { name: 'Seitennavigation' })).getByRole('link', {
      name: 'Weiter',
    });
    expect(next).toHaveAttribute('href', '/seminare/p?rubrik=arbeitsrecht&q=BR&seite=2');
    await user.click(next);
    await screen.findByText('Reihe arbeitsrecht 2');
    expect(eventCalls(calls).at(-1)).toEqual({ rubric: 'arbeitsrecht', q: 'BR', from, page: '2', pageSize: '20' });
  });

  it('shows the empty result', async () => {
    mockFetch({
      '/api/get-rubrics': () => json(RUBRICS),
      '/api/events': () => json(page([], { total: 0, totalPages: 0 })),
    });
    visit('/seminare/p?q=gibtesnicht');
    renderApp();
    expect(await screen.findByText('Keine Seminare gefunden.')).toBeInTheDocument();
  });

  it('shows a German error and says when the filters are invalid (400)', async () => {
    mockFetch({ '/api/get-rubrics': () => json(RUBRICS), '/api/events': () => apiError(502, 'weg') });
    visit('/seminare/p');
    const { unmount } = renderApp();
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Seminare konnten gerade nicht geladen werden.');
    unmount();

    mockFetch({ '/api/get-rubrics': () => json(RUBRICS), '/api/events': () => apiError(400, 'Ungültig') });
    visit('/seminare/p?rubrik=GIBTS_NICHT');
    renderApp();
    expect(await screen.findByText(/Die Filterangaben sind ungültig/)).toBeInTheDocument();
  });

  it('writes only the filters that are set', () => {
    expect(filtersUrl('events', NO_FILTERS)).toBe('/seminare/p');
    expect(filtersUrl('events', { ...NO_FILTERS, rubric: 'arbeitsrecht', q: 'Wahl & Co', page: 3 })).toBe(
      '/seminare/p?rubrik=arbeitsrecht&q=Wahl+%26+Co&seite=3',
    );
  });
});

const api = {
  '/api/get-rubrics': () => json(RUBRICS),
  '/api/get-tags': () => json(TAGS),
  '/api/get-locations': () => json(LOCATIONS),
  '/api/events': (call: Call) => json(page([SERIES], { page: Number(call.query.page), total: 21, totalPages: 2 })),
};

describe('server render of /seminare/p', () => {
  it('renders the filtered list with a self-canonical address', async () => {
    const calls = mockFetch(api);
    const result = await renderAt('/seminare/p?rubrik=arbeitsrecht&seite=2');
    expect(result.status).toBe(200);
    expect(result.head).toEqual({
      title: 'Seminarreihen',
      description: expect.stringContaining('Seminarreihen') as string,
      canonical: 'http://localhost:8080/seminare/p?rubrik=arbeitsrecht&seite=2',
    });
    expect(result.html).toContain('BR-Ausbildung Teil 1–3');
    expect(result.html).toContain('Seite 2 von 2');
    expect(eventCalls(calls)).toEqual([{ rubric: 'arbeitsrecht', from, page: '2', pageSize: '20' }]);
  });

  describe('hydration', () => {
    outsideAct();
    it('the first client render equals the server HTML, no fetch', async () => {
      await expectHydration('/seminare/p?rubrik=arbeitsrecht&seite=2', api);
    });
  });
});
