import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@amb/shared-contracts/core';
import { apiError, json, mockFetch, outsideAct, renderInRemote, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../lifecycles';
import { makeStore } from '../../store';
import { seminar } from '../../testing/fixtures';
import { locationDetail } from '../../testing/placeFixtures';
import { expectHydration, renderAt } from '../../testing/serverRender';
import { withPagesLoaded } from '../../testing/pages';

const renderApp = () => renderInRemote(REMOTE, <App />, makeStore());

withPagesLoaded();
const manyEvents = Array.from({ length: 8 }, (_, i) => seminar({ eventId: 200 + i, title: `Termin ${i + 1}` }));

describe('location (/standorte/:name-:id)', () => {
  it('shows the state, description, hotels and the first events with their count and the filtered list', async () => {
    const calls = mockFetch({
      '/api/locations/3': () => json(locationDetail({ events: manyEvents, eventCount: 42 })),
    });
    visit('/standorte/hamburg-3');
    renderApp();

    expect(screen.getByRole('heading', { level: 1, name: 'Standort' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Einen Moment...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seminare in Hamburg' })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/locations/3']);
    expect(screen.getByText('Die Hansestadt an der Elbe.')).toBeInTheDocument();

    const hotels = screen.getByRole('heading', { level: 2, name: 'Tagungshotels in Hamburg' }).parentElement!;
    expect(within(hotels).getByRole('link', { name: 'Hotel Alster' })).toHaveAttribute(
      'href',
      '/standorte/hotel/hotel-alster-7',
    );

    const events = screen.getByRole('heading', { level: 2, name: '42 Seminartermine in Hamburg' }).parentElement!;
    expect(within(events).getAllByRole('listitem')).toHaveLength(6);
    expect(within(events).getByRole('link', { name: 'Alle 42 Seminartermine in Hamburg' })).toHaveAttribute(
      'href',
      '/seminare?ort=hamburg',
    );
    expect(window.location.pathname).toBe('/standorte/hamburg-3');
  });

  it('says when no events are planned there, without a link to more', async () => {
    mockFetch({ '/api/locations/3': () => json(locationDetail({ events: [], eventCount: 0, hotels: [] })) });
    visit('/standorte/hamburg-3');
    renderApp();
    expect(await screen.findByText('Derzeit sind hier keine Seminartermine geplant.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '0 Seminartermine in Hamburg' })).toBeInTheDocument();
    expect(screen.getByText('Für diesen Standort sind derzeit keine Tagungshotels eingetragen.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Alle/ })).not.toBeInTheDocument();
  });

  it('replaces a wrong or missing name part with the canonical address (the id decides)', async () => {
    const calls = mockFetch({ '/api/locations/3': () => json(locationDetail()) });
    window.history.replaceState(null, '', '/start');
    window.history.pushState(null, '', '/standorte/falscher-name-3?x=1');
    const before = window.history.length;
    renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Seminare in Hamburg' });
    expect(window.location.pathname + window.location.search).toBe('/standorte/hamburg-3?x=1');
    expect(window.history.length).toBe(before);
    expect(calls).toHaveLength(1);
  });

  it('is the not-found page for a location the api does not know', async () => {
    const calls = mockFetch({});
    visit('/standorte/atlantis');
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.pageNotFoundTitle })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/locations/atlantis']);
  });

  it('shows a German error and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockFetch({ '/api/locations/3': () => (fail ? apiError(502, 'weg') : json(locationDetail())) });
    visit('/standorte/hamburg-3');
    renderApp();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Der Standort konnte gerade nicht geladen werden.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Seminare in Hamburg' })).toBeInTheDocument();
  });
});

describe('server render of /standorte/:name-:id', () => {
  it('renders the location with title, description and canonical', async () => {
    mockFetch({ '/api/locations/3': () => json(locationDetail()) });
    const result = await renderAt('/standorte/hamburg-3');
    expect(result).toMatchObject({
      status: 200,
      head: {
        title: 'Seminare in Hamburg',
        description: 'Seminare für Betriebsräte in Hamburg (Hamburg): Tagungshotels und die kommenden Seminartermine.',
        canonical: 'http://localhost:8080/standorte/hamburg-3',
      },
    });
    expect(result.redirect).toBeUndefined();
    expect(result.html).toContain('Hotel Alster');
    // A trailing slash is the same page (as everywhere on the site); the canonical link names the one address.
    expect((await renderAt('/standorte/hamburg-3/')).redirect).toBeUndefined();
  });

  it.each([
    ['/standorte/falscher-name-3', '/standorte/hamburg-3'],
    ['/standorte/3?seite=2', '/standorte/hamburg-3?seite=2'],
  ])('redirects %s to the canonical %s', async (url, target) => {
    mockFetch({ '/api/locations/3': () => json(locationDetail()) });
    const result = await renderAt(url);
    expect(result.redirect).toBe(target);
  });

  it('answers 404 for a location the api does not know', async () => {
    mockFetch({});
    const result = await renderAt('/standorte/atlantis-999');
    expect(result.status).toBe(404);
    expect(result.html).toContain(MESSAGES.pageNotFoundText);
  });

  describe('hydration', () => {
    outsideAct();
    it('the first client render equals the server HTML, no fetch', async () => {
      await expectHydration('/standorte/hamburg-3', {
        '/api/locations/3': () => json(locationDetail({ events: manyEvents, eventCount: 42 })),
      });
    });
  });
});
