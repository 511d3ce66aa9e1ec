import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@amb/shared-contracts/core';
import { apiError, json, mockFetch, outsideAct, renderInRemote, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../lifecycles';
import { makeStore } from '../../store';
import { seminar } from '../../testing/fixtures';
import { hotelDetail } from '../../testing/placeFixtures';
import { expectHydration, renderAt } from '../../testing/serverRender';
import { withPagesLoaded } from '../../testing/pages';

const renderApp = () => renderInRemote(REMOTE, <App />, makeStore());

withPagesLoaded();
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('hotel (/standorte/hotel/:name-:id)', () => {
  it('shows address, stars, what the hotel offers, its location and the events there', async () => {
    const calls = mockFetch({
      '/api/hotels/7': () =>
        json(
          hotelDetail({
            events: Array.from({ length: 7 }, (_, i) => seminar({ eventId: 300 + i })),
            eventCount: 9,
          }),
        ),
    });
    visit('/standorte/hotel/hotel-alster-7');
    renderApp();

    expect(screen.getByRole('heading', { level: 1, name: 'Tagungshotel' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Einen Moment...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotel Alster' })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/hotels/7']);

    expect(fact('Adresse')).toHaveTextContent('An der Alster 1, 20099 Hamburg');
    expect(fact('Kategorie')).toHaveTextContent('4 Sterne');
    expect(within(fact('Standort') as HTMLElement).getByRole('link', { name: 'Hamburg' })).toHaveAttribute(
      'href',
      '/standorte/hamburg-3',
    );
    expect(fact('Zimmer')).toHaveTextContent('120 Zimmer');
    expect(fact('Verpflegung')).toHaveTextContent('Vollpension');
    expect(fact('Barrierefreiheit')).toHaveTextContent('Barrierefreie Zimmer und Aufzug');
    expect(screen.getByText('Ruhig gelegen, mit Blick auf die Alster.')).toBeInTheDocument();

    const events = screen.getByRole('heading', { level: 2, name: '9 Seminartermine in diesem Hotel' }).parentElement!;
    expect(within(events).getAllByRole('listitem')).toHaveLength(6);
    expect(within(events).getByRole('link', { name: 'Alle Seminartermine in Hamburg' })).toHaveAttribute(
      'href',
      '/seminare?ort=hamburg',
    );
  });

  it('leaves out what the hotel does not say, and says when no events are planned', async () => {
    mockFetch({
      '/api/hotels/7': () =>
        json(
          hotelDetail({
            street: null,
            postalCode: null,
            stars: null,
            rooms: null,
            board: null,
            accessibility: null,
            description: '',
            location: null,
            events: [],
            eventCount: 0,
          }),
        ),
    });
    visit('/standorte/hotel/hotel-alster-7');
    renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Hotel Alster' });
    expect(fact('Adresse')).toHaveTextContent(/^Hamburg$/);
    for (const term of ['Kategorie', 'Standort', 'Zimmer', 'Verpflegung', 'Barrierefreiheit']) {
      expect(screen.queryByText(term, { selector: 'dt' })).not.toBeInTheDocument();
    }
    expect(screen.getByText('Derzeit sind hier keine Seminartermine geplant.')).toBeInTheDocument();
  });

  it('replaces a wrong name part with the canonical address', async () => {
    mockFetch({ '/api/hotels/7': () => json(hotelDetail()) });
    visit('/standorte/hotel/7');
    renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Hotel Alster' });
    expect(window.location.pathname).toBe('/standorte/hotel/hotel-alster-7');
  });

  it.each(['online-seminar-522', 'online--1'])(
    'is the not-found page for the online pseudo hotel %s (no venue)',
    async (segment) => {
      const calls = mockFetch({});
      visit(`/standorte/hotel/${segment}`);
      renderApp();
      expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.pageNotFoundTitle })).toBeInTheDocument();
      // Asked as given: the api, not a fallback id, says it is no venue.
      expect(calls.map((call) => call.path)).toEqual([`/api/hotels/${segment}`]);
    },
  );

  it('shows a German error and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockFetch({ '/api/hotels/7': () => (fail ? apiError(502, 'weg') : json(hotelDetail())) });
    visit('/standorte/hotel/hotel-alster-7');
    renderApp();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Das Hotel konnte gerade nicht geladen werden.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotel Alster' })).toBeInTheDocument();
  });
});

describe('server render of /standorte/hotel/:name-:id', () => {
  it('renders the hotel with title, description and canonical', async () => {
    mockFetch({ '/api/hotels/7': () => json(hotelDetail()) });
    const result = await renderAt('/standorte/hotel/hotel-alster-7');
    expect(result).toMatchObject({
      status: 200,
      head: {
        title: 'Hotel Alster',
        description:
          'Hotel Alster, An der Alster 1, 20099 Hamburg: Zimmer, Verpflegung, Barrierefreiheit und die kommenden Seminartermine für Betriebsräte.',
        canonical: 'http://localhost:8080/standorte/hotel/hotel-alster-7',
      },
    });
    expect(result.html).toContain('Vollpension');
  });

  it('redirects another name to the canonical address', async () => {
    mockFetch({ '/api/hotels/7': () => json(hotelDetail()) });
    expect((await renderAt('/standorte/hotel/irgendwas-7')).redirect).toBe('/standorte/hotel/hotel-alster-7');
  });

  it.each(['/standorte/hotel/online-seminar-522', '/standorte/hotel/online--1', '/standorte/hotel/99999'])(
    'answers 404 for %s',
    async (url) => {
      mockFetch({});
      const result = await renderAt(url);
      expect(result.status).toBe(404);
      expect(result.redirect).toBeUndefined();
    },
  );

  describe('hydration', () => {
    outsideAct();
    it('the first client render equals the server HTML, no fetch', async () => {
      await expectHydration('/standorte/hotel/hotel-alster-7', { '/api/hotels/7': () => json(hotelDetail()) });
    });
  });
});
