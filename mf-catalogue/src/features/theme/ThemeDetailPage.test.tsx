import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, renderInRemote, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../lifecycles';
import { makeStore } from '../../store';
import { themeDates, themeDetail, themeRoutes } from './themeFixtures';
import { withPagesLoaded } from '../../testing/pages';

const renderApp = () => renderInRemote(REMOTE, <App />, makeStore());

withPagesLoaded();
const failing = () => json({ error: { code: 'UPSTREAM_UNAVAILABLE', message: 'weg' } }, 502);

describe('theme detail (/seminare/t/:theme)', () => {
  it('shows the theme, its next dates, the contact person and related themes', async () => {
    mockFetch(themeRoutes());
    visit('/seminare/t/arbeitsrecht-1');
    renderApp();

    expect(screen.getByRole('status')).toHaveTextContent('Einen Moment...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Arbeitsrecht I' })).toBeInTheDocument();
    expect(document.title).toBe('Arbeitsrecht I | Akademie für Mitbestimmung');
    expect(screen.getByText('Grundlagen des Arbeitsrechts für Betriebsräte')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Arbeitsrecht', current: false })).toHaveAttribute(
      'href',
      '/seminare/r/arbeitsrecht',
    );
    expect(screen.getByText('Vom Arbeitsvertrag bis zur Kündigung.')).toBeInTheDocument();
    const about = screen.getByRole('region', { name: 'Worum es geht' });
    expect(about).toHaveTextContent('HandlungsfeldArbeitsrecht');
    expect(within(about).getByText('Kündigungsschutz')).toBeInTheDocument();

    const tabs = screen.getByRole('navigation', { name: 'Seiten zum Seminar' });
    expect(within(tabs).getByRole('link', { name: 'Überblick' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Termine' })).toHaveAttribute(
      'href',
      '/seminare/t/arbeitsrecht-1/termine',
    );

    const next = screen.getByRole('region', { name: 'Die nächsten Termine' });
    expect(await within(next).findAllByRole('listitem')).toHaveLength(3);
    expect(next).toHaveTextContent('24.03.2027 – 26.03.2027');
    expect(next).toHaveTextContent('4 Online-Sitzungen');
    expect(next).toHaveTextContent('Ausgebucht');
    expect(next).not.toHaveTextContent('München');
    expect(within(next).getByRole('link', { name: 'Alle 4 Termine ansehen' })).toHaveAttribute(
      'href',
      '/seminare/t/arbeitsrecht-1/termine',
    );

    const contact = screen.getByRole('region', { name: 'Ihr Ansprechpartner' });
    expect(within(contact).getByRole('img', { name: 'Petra Schneider' })).toHaveAttribute(
      'src',
      '/bilder/ansprechpartner/petra-schneider.jpg',
    );
    expect(within(contact).getByRole('link', { name: '+49 (0)40 123 456-7' })).toHaveAttribute(
      'href',
      'tel:+490401234567',
    );
    expect(within(contact).getByRole('link', { name: 'petra.schneider@amb-seminare.de' })).toHaveAttribute(
      'href',
      'mailto:petra.schneider@amb-seminare.de',
    );

    const related = screen.getByRole('region', { name: 'Das könnte Sie auch interessieren' });
    expect(await within(related).findByRole('link', { name: 'Arbeitsrecht II' })).toHaveAttribute(
      'href',
      '/seminare/t/arbeitsrecht-2',
    );
    expect(related).toHaveTextContent('Nächster Termin: 12.04.2027 – 14.04.2027, Köln');
    expect(related).toHaveTextContent('Preis ab 1.290,00 € zzgl. 19 % MwSt.');
  });

  it('says when there are no dates, and leaves out the contact person the theme has none of', async () => {
    mockFetch(
      themeRoutes({
        '/api/themes/arbeitsrecht-1': () => json(themeDetail({ manager: null, dateCount: 0 })),
        '/api/themes/11/dates': () => json(themeDates([])),
        '/recommendations/get-related-topics': () => json([]),
      }),
    );
    visit('/seminare/t/arbeitsrecht-1');
    renderApp();
    expect(await screen.findByText('Für dieses Seminar sind gerade keine Termine geplant.')).toBeInTheDocument();
    expect(
      await screen.findByText('Gerade gibt es keine passenden weiteren Seminare mit Terminen.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ihr Ansprechpartner' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Termine ansehen/ })).not.toBeInTheDocument();
  });

  it('shows a German error when the theme cannot be loaded and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockFetch(themeRoutes({ '/api/themes/arbeitsrecht-1': () => (fail ? failing() : json(themeDetail())) }));
    visit('/seminare/t/arbeitsrecht-1');
    renderApp();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Das Seminar konnte gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal.',
    );
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Arbeitsrecht I' })).toBeInTheDocument();
  });

  it('shows the errors of the dates and of the recommendations in their sections', async () => {
    mockFetch(themeRoutes({ '/api/themes/11/dates': failing, '/recommendations/get-related-topics': failing }));
    visit('/seminare/t/arbeitsrecht-1');
    renderApp();
    expect(await screen.findByText(/Die Termine konnten gerade nicht geladen werden/)).toBeInTheDocument();
    expect(await screen.findByText('Die Empfehlungen konnten gerade nicht geladen werden.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Arbeitsrecht I' })).toBeInTheDocument();
  });

  it('is the not-found page for a theme that does not exist', async () => {
    mockFetch(themeRoutes());
    visit('/seminare/t/gibt-es-nicht');
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
  });

  it('replaces an address by id with the canonical one (the slug), without loading again', async () => {
    const calls = mockFetch(themeRoutes());
    visit('/seminare/t/11?quelle=warenkorb');
    const historyLength = window.history.length;
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Arbeitsrecht I' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Arbeitsrecht II' });
    expect(window.location.pathname + window.location.search).toBe('/seminare/t/arbeitsrecht-1?quelle=warenkorb');
    expect(window.history.length).toBe(historyLength);
    expect(calls.filter((call) => call.path.startsWith('/api/themes/')).map((call) => call.path)).toEqual([
      '/api/themes/11',
      '/api/themes/11/dates',
    ]);
  });
});

describe('theme dates (/seminare/t/:theme/termine)', () => {
  it('lists every date with its seat state and prices', async () => {
    mockFetch(themeRoutes());
    visit('/seminare/t/arbeitsrecht-1/termine');
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Arbeitsrecht I' })).toBeInTheDocument();
    expect(document.title).toBe('Termine: Arbeitsrecht I | Akademie für Mitbestimmung');
    const tabs = screen.getByRole('navigation', { name: 'Seiten zum Seminar' });
    expect(within(tabs).getByRole('link', { name: 'Termine' })).toHaveAttribute('aria-current', 'page');
    const section = screen.getByRole('region', { name: 'Alle Termine' });
    const rows = await within(section).findAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(rows[3]).toHaveTextContent('01.09.2027 – 03.09.2027');
    expect(rows[3]).toHaveTextContent('München');
    expect(rows[2]).toHaveTextContent('Ausgebucht');
    expect(rows[1]).toHaveTextContent('Nur noch wenige Plätze');
    expect(rows[0]).toHaveTextContent('Plätze frei');
  });

  it('says when there are no dates', async () => {
    mockFetch(themeRoutes({ '/api/themes/11/dates': () => json(themeDates([])) }));
    visit('/seminare/t/arbeitsrecht-1/termine');
    renderApp();
    expect(await screen.findByText('Für dieses Seminar sind gerade keine Termine geplant.')).toBeInTheDocument();
  });

  it('shows a German error for the dates and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockFetch(themeRoutes({ '/api/themes/11/dates': () => (fail ? failing() : json(themeDates())) }));
    visit('/seminare/t/arbeitsrecht-1/termine');
    renderApp();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Die Termine konnten gerade nicht geladen werden.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findAllByText('Plätze frei')).toHaveLength(2);
  });

  it('replaces an address by id with the canonical dates address', async () => {
    mockFetch(themeRoutes());
    visit('/seminare/t/11/termine');
    renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Arbeitsrecht I' });
    expect(window.location.pathname).toBe('/seminare/t/arbeitsrecht-1/termine');
  });
});
