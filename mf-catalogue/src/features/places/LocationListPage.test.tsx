import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockFetch, outsideAct, renderInRemote, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../lifecycles';
import { makeStore } from '../../store';
import { expectHydration, renderAt } from '../../testing/serverRender';
import { withPagesLoaded } from '../../testing/pages';

const LOCATIONS = [
  { locationId: 3, name: 'Hamburg', slug: 'hamburg', state: 'Hamburg' },
  { locationId: 5, name: 'Würzburg', slug: 'wuerzburg', state: 'Bayern' },
  { locationId: 4, name: 'Bamberg', slug: 'bamberg', state: 'Bayern' },
];
const renderApp = () => renderInRemote(REMOTE, <App />, makeStore());

withPagesLoaded();

describe('locations (/standorte)', () => {
  it('lists the locations by federal state, each linking to its page', async () => {
    mockFetch({ '/api/get-locations': () => json(LOCATIONS) });
    visit('/standorte');
    renderApp();
    expect(screen.getByRole('heading', { level: 1, name: 'Standorte' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Einen Moment...');
    await screen.findByRole('link', { name: 'Hamburg' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Bayern', 'Hamburg']);
    const bavaria = screen.getByRole('heading', { level: 2, name: 'Bayern' }).parentElement!;
    expect(
      within(bavaria)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Bamberg', '/standorte/bamberg-4'],
      ['Würzburg', '/standorte/wuerzburg-5'],
    ]);
  });

  it('says when there are no locations', async () => {
    mockFetch({ '/api/get-locations': () => json([]) });
    visit('/standorte');
    renderApp();
    expect(await screen.findByText('Derzeit sind keine Standorte eingetragen.')).toBeInTheDocument();
  });

  it('shows a German error and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockFetch({ '/api/get-locations': () => (fail ? apiError(502, 'weg') : json(LOCATIONS)) });
    visit('/standorte');
    renderApp();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Die Standorte konnten gerade nicht geladen werden.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('link', { name: 'Bamberg' })).toBeInTheDocument();
  });
});

describe('server render of /standorte', () => {
  it('renders the list with title, description and canonical', async () => {
    const calls = mockFetch({ '/api/get-locations': () => json(LOCATIONS) });
    const result = await renderAt('/standorte');
    expect(result.status).toBe(200);
    expect(result.head).toEqual({
      title: 'Standorte',
      description: expect.stringContaining('Seminarstandorte') as string,
      canonical: 'http://localhost:8080/standorte',
    });
    expect(result.html).toContain('href="/standorte/wuerzburg-5"');
    expect(calls).toHaveLength(1);
  });

  describe('hydration', () => {
    outsideAct();
    it('the first client render equals the server HTML, no fetch', async () => {
      await expectHydration('/standorte', { '/api/get-locations': () => json(LOCATIONS) });
    });
  });
});
