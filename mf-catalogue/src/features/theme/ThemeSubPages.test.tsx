import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, renderInRemote, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../lifecycles';
import { makeStore } from '../../store';
import { ONLINE_DATE, themeDates, themeRoutes } from './themeFixtures';
import { withPagesLoaded } from '../../testing/pages';

const renderApp = () => renderInRemote(REMOTE, <App />, makeStore());

withPagesLoaded();
const failing = () => json({ error: { code: 'UPSTREAM_UNAVAILABLE', message: 'weg' } }, 502);

describe('starter package (/seminare/t/:theme/starterpaket)', () => {
  it("lists the beginners' seminars as numbered steps, this theme marked, with next date and price", async () => {
    mockFetch(themeRoutes());
    visit('/seminare/t/arbeitsrecht-1/starterpaket');
    renderApp();
    expect(screen.getByRole('status')).toHaveTextContent('Einen Moment...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Arbeitsrecht I' })).toBeInTheDocument();
    expect(document.title).toBe('Starterpaket: Arbeitsrecht I | Akademie für Mitbestimmung');
    const tabs = screen.getByRole('navigation', { name: 'Seiten zum Seminar' });
    expect(within(tabs).getByRole('link', { name: 'Starterpaket' })).toHaveAttribute('aria-current', 'page');

    const section = screen.getByRole('region', { name: 'Ihr Starterpaket für die Betriebsratsarbeit' });
    expect(section).toHaveTextContent('§ 37 Abs. 6 BetrVG');
    const steps = await within(section).findAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(within(section).getByRole('list').tagName).toBe('OL');
    expect(within(steps[0]!).getByRole('link', { name: 'Neu im Betriebsrat' })).toHaveAttribute(
      'href',
      '/seminare/t/neu-im-betriebsrat',
    );
    expect(steps[0]).toHaveTextContent('Zurzeit ist kein Termin geplant.');
    expect(steps[1]).toHaveTextContent('Arbeitsrecht I (dieses Seminar)');
    expect(within(steps[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(steps[1]).toHaveTextContent('Nächster Termin: 12.04.2027 – 14.04.2027, Köln');
    expect(steps[1]).toHaveTextContent('Preis ab 1.290,00 € zzgl. 19 % MwSt.');
  });

  it('says when there is no starter package', async () => {
    mockFetch(themeRoutes({ '/recommendations/starter-package': () => json([]) }));
    visit('/seminare/t/arbeitsrecht-1/starterpaket');
    renderApp();
    expect(await screen.findByText(/Zurzeit gibt es kein Starterpaket/)).toBeInTheDocument();
  });

  it('shows a German error and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockFetch(themeRoutes({ '/recommendations/starter-package': () => (fail ? failing() : json([])) }));
    visit('/seminare/t/arbeitsrecht-1/starterpaket');
    renderApp();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Das Starterpaket konnte gerade nicht geladen werden.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText(/Zurzeit gibt es kein Starterpaket/)).toBeInTheDocument();
  });

  it('is the not-found page for a theme that does not exist', async () => {
    mockFetch(themeRoutes());
    visit('/seminare/t/gibt-es-nicht/starterpaket');
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
  });
});

describe('experience (/seminare/t/:theme/erlebnis)', () => {
  it('shows the format, the course of the days of the next date and its hotel', async () => {
    mockFetch(themeRoutes());
    visit('/seminare/t/arbeitsrecht-1/erlebnis');
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Arbeitsrecht I' })).toBeInTheDocument();
    expect(document.title).toBe('Seminar erleben: Arbeitsrecht I | Akademie für Mitbestimmung');

    const course = await screen.findByRole('region', { name: 'So läuft Ihr Seminar ab' });
    expect(course).toHaveTextContent('Format: Präsenzseminar mit Übernachtung im Tagungshotel');
    expect(course).toHaveTextContent('nächsten Termins (24.03.2027 – 26.03.2027, Hamburg)');
    const days = within(course)
      .getAllByRole('listitem')
      .map((day) => day.textContent);
    expect(days).toEqual([
      '1. Tag, Mittwoch, 24.03.2027: Beginn 09:00 Uhr',
      '2. Tag, Donnerstag, 25.03.2027: ganztägig',
      '3. Tag, Freitag, 26.03.2027: Ende 16:00 Uhr',
    ]);

    const hotel = await screen.findByRole('region', { name: 'Ihr Tagungshotel' });
    expect(await within(hotel).findByRole('link', { name: 'Hotel am See' })).toHaveAttribute(
      'href',
      '/standorte/hotel/hotel-am-see-7',
    );
    expect(hotel).toHaveTextContent('Seestraße 1, 20095 Hamburg');
    expect(hotel).toHaveTextContent('Kategorie4 Sterne');
    expect(hotel).toHaveTextContent('VerpflegungVollpension');
    expect(hotel).toHaveTextContent('Zimmer120');
    expect(hotel).toHaveTextContent('BarrierefreiheitBarrierefrei: Aufzug');
  });

  it('describes an online date without a hotel', async () => {
    mockFetch(themeRoutes({ '/api/themes/11/dates': () => json(themeDates([ONLINE_DATE])) }));
    visit('/seminare/t/arbeitsrecht-1/erlebnis');
    renderApp();
    const course = await screen.findByRole('region', { name: 'So läuft Ihr Seminar ab' });
    expect(course).toHaveTextContent('Format: Online-Seminarreihe mit 4 Live-Sitzungen im virtuellen Seminarraum');
    expect(course).toHaveTextContent('virtuellen Seminarraum');
    expect(within(course).queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ihr Tagungshotel' })).not.toBeInTheDocument();
  });

  it('says when there are no dates', async () => {
    mockFetch(themeRoutes({ '/api/themes/11/dates': () => json(themeDates([])) }));
    visit('/seminare/t/arbeitsrecht-1/erlebnis');
    renderApp();
    expect(await screen.findByText(/Für dieses Seminar sind gerade keine Termine geplant/)).toBeInTheDocument();
  });

  it('shows German errors for the dates (with retry) and for the hotel', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockFetch(
      themeRoutes({
        '/api/themes/11/dates': () => (fail ? failing() : json(themeDates())),
        '/api/hotels/7': failing,
      }),
    );
    visit('/seminare/t/arbeitsrecht-1/erlebnis');
    renderApp();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Die Termine konnten gerade nicht geladen werden.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Das Tagungshotel konnte gerade nicht geladen werden.')).toBeInTheDocument();
  });
});
