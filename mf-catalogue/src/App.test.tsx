import { berlinDateKey } from '@amb/shared-contracts/dates';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, renderInRemote, visit } from '@amb/remote-kit/testing';
import { App } from './App';
import { REMOTE } from './lifecycles';
import { makeStore } from './store';
import { OPTION_ANSWERS, RUBRICS, page, seminar, seminarCalls } from './testing/fixtures';
import { withPagesLoaded } from './testing/pages';

const renderApp = () => renderInRemote(REMOTE, <App />, makeStore());

withPagesLoaded();

describe('home (/)', () => {
  it('shows the start page with rubrics and the next six seminars', async () => {
    const user = userEvent.setup();
    const items = Array.from({ length: 6 }, (_, index) =>
      seminar({ eventId: index + 1, title: `Termin ${index + 1}` }),
    );
    const calls = mockFetch({
      ...OPTION_ANSWERS,
      '/api/get-seminars': (call) => json(page(items.slice(0, Number(call.query.pageSize)))),
      '/recommendations/themes': () => json([]),
    });
    visit('/');
    const { container } = renderApp();

    expect(container.firstElementChild).toHaveAttribute('data-boundary', 'mf_catalogue');
    expect(screen.getByRole('heading', { level: 1, name: 'Seminare für Betriebsräte' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle Seminare ansehen' })).toHaveAttribute('href', '/seminare');
    expect(await screen.findByRole('link', { name: 'Betriebsverfassung' })).toHaveAttribute(
      'href',
      '/seminare/r/betriebsverfassung',
    );
    expect(await screen.findByText('Termin 6')).toBeInTheDocument();
    expect(seminarCalls(calls)[0]).toEqual({ from: berlinDateKey(Date.now()), page: '1', pageSize: '6' });

    // A rubric link stays inside the remote: no page load, the list of that rubric.
    await user.click(screen.getByRole('link', { name: 'Arbeitsrecht' }));
    expect(window.location.pathname).toBe('/seminare/r/arbeitsrecht');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seminare: Arbeitsrecht' })).toBeInTheDocument();
  });
});

describe('rubric list (/seminare/rubrik)', () => {
  it('/seminare/rubrik lists the rubrics', async () => {
    mockFetch({ '/api/get-rubrics': () => json(RUBRICS) });
    visit('/seminare/rubrik');
    renderApp();
    expect(screen.getByRole('heading', { level: 1, name: 'Rubriken' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Arbeitsrecht' })).toHaveAttribute(
      'href',
      '/seminare/r/arbeitsrecht',
    );
  });
});
