import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_COOKIE, storeConsent, type SearchResponse } from '@amb/shared-contracts/core';
import { productListOriginOf, visitedUrls } from '@amb/shared-contracts/analytics';
import { apiError, json, mockFetch, renderInRemote, visit, type Call } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../lifecycles';
import { makeStore } from '../../store';
import { RUBRICS, searchAnswer, searchHit } from '../../testing/fixtures';
import { withPagesLoaded } from '../../testing/pages';

const renderApp = () => renderInRemote(REMOTE, <App />, makeStore());

withPagesLoaded();

function searchApi(answer: (query: Record<string, string>) => Response | SearchResponse) {
  return mockFetch({
    '/api/get-rubrics': () => json(RUBRICS),
    '/api/search': (call) => {
      const result = answer(call.query);
      return result instanceof Response ? result : json(result);
    },
  });
}

const searchCalls = (calls: readonly Call[]) =>
  calls.filter((call) => call.path === '/api/search').map((call) => call.query);

describe('search page (/suche)', () => {
  it('shows the hits labelled by kind, with the matches marked', async () => {
    const calls = searchApi(() =>
      searchAnswer([
        searchHit(),
        searchHit({
          kind: 'event',
          id: 501,
          title: 'Kündigungen im Betrieb',
          text: 'Hamburg, Hotel am Hafen',
          url: '/seminare/p/501',
          startDate: '2027-03-24T09:00:00+01:00',
          price: { label: 'Preis', amount: 990 },
          highlights: { title: [{ start: 0, end: 11 }], text: [] },
        }),
        searchHit({
          kind: 'hotel',
          id: 7,
          title: 'Hotel am Hafen',
          text: 'Hafenstraße 1, Hamburg <script>',
          url: '/standorte/hotel/hotel-am-hafen-7',
          rubric: null,
          price: null,
          highlights: { title: [], text: [{ start: 0, end: 5 }] },
        }),
      ]),
    );
    visit('/suche?q=K%C3%BCndigung');
    renderApp();

    expect(screen.getByRole('heading', { level: 1, name: 'Suche' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Einen Moment...');
    expect(await screen.findByRole('heading', { level: 2, name: '3 Treffer für „Kündigung“' })).toBeInTheDocument();
    expect(searchCalls(calls)).toEqual([{ q: 'Kündigung', page: '1', pageSize: '20' }]);
    expect(screen.getByLabelText('Suchbegriff')).toHaveValue('Kündigung');

    const [theme, event, hotel] = screen.getAllByRole('listitem').filter((item) => item.closest('.cat-hits'));
    expect(within(theme!).getByText('Thema')).toBeInTheDocument();
    expect(within(theme!).getByText('Arbeitsrecht')).toBeInTheDocument();
    const themeLink = within(theme!).getByRole('link', { name: 'Kündigungen im Betrieb' });
    expect(themeLink).toHaveAttribute('href', '/seminare/t/kuendigungen-im-betrieb');
    expect(themeLink.innerHTML).toBe('<mark>Kündigungen</mark> im Betrieb');
    expect(theme!.querySelector('.cat-hit__text')!.innerHTML).toBe(
      'Was der Betriebsrat bei <mark>Kündigungen</mark> tun kann',
    );
    // Every seminar hit says its price, net like every price on the site; a hotel has none.
    expect(theme!.querySelector('.cat-hit__price')).toHaveTextContent('Preis ab 1.190,00 € zzgl. 19 % MwSt.');
    expect(event!.querySelector('.cat-hit__price')).toHaveTextContent('Preis 990,00 € zzgl. 19 % MwSt.');
    expect(hotel).not.toHaveTextContent('MwSt.');
    expect(within(event!).getByText('Termin')).toBeInTheDocument();
    expect(event).toHaveTextContent('24.03.2027');
    expect(within(hotel!).getByText('Hotel', { selector: '.cat-hit__kind' })).toBeInTheDocument();
    expect(hotel!.querySelector('.cat-hit__text')!.innerHTML).toBe(
      '<mark>Hafen</mark>straße 1, Hamburg &lt;script&gt;',
    );
  });

  it('narrows by rubric and month facets (with counts) and by kind, all in the address', async () => {
    const user = userEvent.setup();
    const calls = searchApi((query) =>
      searchAnswer([searchHit({ title: `Treffer ${JSON.stringify(query)}`, highlights: { title: [], text: [] } })]),
    );
    visit('/suche?q=Wahl');
    renderApp();
    await screen.findByText(/^Treffer /);

    const rubrics = screen.getByRole('navigation', { name: 'Rubrik' });
    expect(within(rubrics).getByRole('link', { name: 'Alle' })).toHaveAttribute('aria-current', 'true');
    const rubric = within(rubrics).getByRole('link', { name: 'Arbeitsrecht (7)' });
    expect(rubric).toHaveAttribute('href', '/suche?q=Wahl&rubrik=arbeitsrecht');
    await user.click(rubric);
    expect(window.location.search).toBe('?q=Wahl&rubrik=arbeitsrecht');
    await screen.findByText(/"rubric":"arbeitsrecht"/);

    const months = screen.getByRole('navigation', { name: 'Monat' });
    await user.click(within(months).getByRole('link', { name: 'März 2027 (4)' }));
    expect(window.location.search).toBe('?q=Wahl&rubrik=arbeitsrecht&monat=2027-03');
    await screen.findByText(/"month":"2027-03"/);
    await user.click(within(screen.getByRole('navigation', { name: 'Art' })).getByRole('link', { name: 'Termine' }));
    expect(window.location.search).toBe('?q=Wahl&art=termin&rubrik=arbeitsrecht&monat=2027-03');
    await screen.findByText(/"kind":"event"/);
    expect(searchCalls(calls).at(-1)).toEqual({
      q: 'Wahl',
      kind: 'event',
      rubric: 'arbeitsrecht',
      month: '2027-03',
      page: '1',
      pageSize: '20',
    });
    expect(
      within(screen.getByRole('navigation', { name: 'Rubrik' })).getByRole('link', { name: 'Arbeitsrecht (7)' }),
    ).toHaveAttribute('aria-current', 'true');

    // A new text is a new search: the narrowing goes.
    const field = screen.getByLabelText('Suchbegriff');
    await user.clear(field);
    await user.type(field, 'Mobbing{Enter}');
    expect(window.location.search).toBe('?q=Mobbing');
    await screen.findByText(/"q":"Mobbing"/);
  });

  it('remembers the search as the origin of a date followed from it, with consent (SPEC §9)', async () => {
    searchApi(() =>
      searchAnswer([
        searchHit({
          kind: 'event',
          id: 777,
          title: 'Kündigungen im Betrieb',
          url: '/seminare/p/777',
          highlights: { title: [], text: [] },
        }),
      ]),
    );
    const stayOnPage = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stayOnPage);
    storeConsent('all');
    visit('/suche?q=K%C3%BCndigung');
    renderApp();
    await userEvent.click(await screen.findByRole('link', { name: 'Kündigungen im Betrieb' }));
    document.removeEventListener('click', stayOnPage);
    document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
    expect(productListOriginOf(777)).toBe('suche');
    expect(visitedUrls()).toContain('/seminare/p/777');
  });

  it('follows back and forward (popstate)', async () => {
    searchApi((query) => searchAnswer([searchHit({ title: `Suche ${query.q}`, highlights: { title: [], text: [] } })]));
    visit('/suche?q=Wahl');
    renderApp();
    await screen.findByText('Suche Wahl');
    act(() => {
      window.history.pushState(null, '', '/suche?q=Mobbing');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await screen.findByText('Suche Mobbing');
    expect(screen.getByLabelText('Suchbegriff')).toHaveValue('Mobbing');
    act(() => {
      window.history.replaceState(null, '', '/suche?q=Wahl');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await screen.findByText('Suche Wahl');
    expect(screen.getByLabelText('Suchbegriff')).toHaveValue('Wahl');
  });

  it('pages through the hits', async () => {
    const user = userEvent.setup();
    searchApi((query) =>
      searchAnswer([searchHit({ title: `Seite ${query.page}` })], {
        page: Number(query.page),
        total: 45,
        totalPages: 3,
      }),
    );
    visit('/suche?q=Wahl&monat=2027-03');
    renderApp();
    await screen.findByText('Seite 1');
    const next = screen.getByRole('link', { name: 'Weiter' });
    expect(next).toHaveAttribute('href', '/suche?q=Wahl&monat=2027-03&seite=2');
    await user.click(next);
    expect(await screen.findByText('Seite 2')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Seitennavigation' })).toHaveTextContent('Seite 2 von 3');
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
  });

  it('says there are no hits and suggests what to do', async () => {
    searchApi(() => searchAnswer([], { facets: { rubrics: [], months: [] } }));
    visit('/suche?q=Xylophon&rubrik=arbeitsrecht');
    renderApp();
    expect(await screen.findByText('Keine Treffer für „Xylophon“.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ohne Einschränkungen nach „Xylophon“ suchen' })).toHaveAttribute(
      'href',
      '/suche?q=Xylophon',
    );
    expect(screen.getByText('Prüfen Sie die Schreibweise.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle Seminare ansehen' })).toHaveAttribute('href', '/seminare');
    expect(await screen.findByRole('link', { name: 'Betriebsverfassung' })).toHaveAttribute(
      'href',
      '/seminare/r/betriebsverfassung',
    );
    expect(screen.queryByRole('navigation', { name: 'Seitennavigation' })).not.toBeInTheDocument();
  });

  it('searches while the visitor types, once they pause, replacing the address (Back leaves the search)', async () => {
    const user = userEvent.setup();
    const calls = searchApi((query) =>
      searchAnswer([searchHit({ title: `Treffer für ${query.q}`, highlights: { title: [], text: [] } })]),
    );
    visit('/suche');
    renderApp();
    const before = window.history.length;
    await user.type(screen.getByRole('searchbox', { name: 'Suchbegriff' }), 'Kün');
    expect(await screen.findByRole('link', { name: 'Treffer für Kün' })).toBeInTheDocument();
    expect(window.location.search).toBe('?q=K%C3%BCn');
    expect(window.history.length).toBe(before);
    // One search for the pause, none for each letter.
    expect(searchCalls(calls).map((query) => query.q)).toEqual(['Kün']);
    // A trailing space stays in the field while the visitor goes on typing.
    await user.type(screen.getByRole('searchbox', { name: 'Suchbegriff' }), ' ');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue('Kün ');
  });

  it('asks for a text and searches nothing without one', async () => {
    const calls = searchApi(() => searchAnswer([]));
    visit('/suche');
    renderApp();
    expect(screen.getByText(/Geben Sie einen Suchbegriff ein/)).toBeInTheDocument();
    const form = screen.getByRole('search', { name: 'Seminare durchsuchen' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveFormValues({ q: '' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(searchCalls(calls)).toEqual([]);
  });

  it('shows a refused search (400) as a friendly state, not an error', async () => {
    searchApi(() =>
      apiError(400, 'Bitte prüfen Sie Ihre Eingaben.', {
        month: 'Bitte geben Sie einen gültigen Monat im Format JJJJ-MM an.',
      }),
    );
    visit('/suche?q=Wahl&monat=2027-13');
    renderApp();
    expect(await screen.findByText(/Die Suchangaben sind ungültig/)).toBeInTheDocument();
    expect(screen.getByText('Bitte geben Sie einen gültigen Monat im Format JJJJ-MM an.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ohne Einschränkungen suchen' })).toHaveAttribute('href', '/suche?q=Wahl');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a German error and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    searchApi(() => (fail ? apiError(502, 'weg') : searchAnswer([searchHit()])));
    visit('/suche?q=K%C3%BCndigung');
    renderApp();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Die Suche ist gerade nicht möglich. Bitte versuchen Sie es später noch einmal.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('link', { name: 'Kündigungen im Betrieb' })).toBeInTheDocument();
  });
});
