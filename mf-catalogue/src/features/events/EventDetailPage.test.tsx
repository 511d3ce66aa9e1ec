import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockFetch, renderInRemote, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../lifecycles';
import { makeStore } from '../../store';
import { eventDetail, onlineSeries } from '../../testing/placeFixtures';
import { EventDetailPage } from './EventDetailPage';
import { withPagesLoaded } from '../../testing/pages';

const renderApp = () => renderInRemote(REMOTE, <App />, makeStore());

withPagesLoaded();

describe('event detail (/seminare/p/:event)', () => {
  it('shows the date, place, hotel, seats, the price and the per-participant price table', async () => {
    const calls = mockFetch({ '/api/events/101': () => json(eventDetail()) });
    visit('/seminare/p/101');
    renderApp();

    expect(screen.getByRole('heading', { level: 1, name: 'Seminartermin' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Einen Moment...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Arbeitsrecht I' })).toBeInTheDocument();
    expect(document.title).toBe('Arbeitsrecht I, 24.03.2027 – 26.03.2027 | Akademie für Mitbestimmung');
    expect(calls.map((call) => call.path)).toEqual(['/api/events/101']);

    // The link leads to the page its name promises: the theme's dates, not its overview.
    expect(screen.getByRole('link', { name: 'Alle Termine zum Thema „Arbeitsrecht I“' })).toHaveAttribute(
      'href',
      '/seminare/t/arbeitsrecht-1/termine',
    );
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(fact('Termin')).toHaveTextContent('24.03.2027 – 26.03.2027');
    expect(fact('Ort')).toHaveTextContent('Hamburg');
    expect(within(fact('Hotel') as HTMLElement).getByRole('link', { name: 'Hotel Alster' })).toHaveAttribute(
      'href',
      '/standorte/hotel/hotel-alster-7',
    );
    expect(fact('Format')).toHaveTextContent('Präsenz');
    expect(fact('Plätze')).toHaveTextContent('Nur noch wenige Plätze');
    expect(screen.queryByText('Dauer')).not.toBeInTheDocument();

    expect(
      screen.getByRole('heading', { level: 2, name: 'Preis ab 1.190,00\u00a0€ zzgl. 19 % MwSt.' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Preise pro Teilnehmer, zzgl. 19 % MwSt.' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '1. Teilnehmer1.190,00\u00a0€',
      '2. Teilnehmer1.090,00\u00a0€',
      '3. Teilnehmer990,00\u00a0€',
      '4. Teilnehmer990,00\u00a0€',
      '5. Teilnehmer990,00\u00a0€',
    ]);
    expect(screen.queryByRole('heading', { name: /Module/ })).not.toBeInTheDocument();
  });

  it('shows an online training series with its modules and "N Online-Sitzungen", one price without a table', async () => {
    mockFetch({ '/api/events/202': () => json(onlineSeries()) });
    visit('/seminare/p/202');
    renderApp();

    await screen.findByRole('heading', { level: 1, name: 'BR-Ausbildung kompakt' });
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(fact('Ort')).toHaveTextContent('Online');
    expect(fact('Format')).toHaveTextContent('Online');
    expect(fact('Umfang')).toHaveTextContent('3 Online-Sitzungen');
    expect(fact('Plätze')).toHaveTextContent('Plätze frei');
    expect(screen.queryByText('Hotel', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Preis 590,00\u00a0€ zzgl. 19 % MwSt.' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    const modules = screen.getByRole('heading', { level: 2, name: 'Module der Seminarreihe (3)' }).parentElement!;
    const items = within(modules).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[1]).toHaveTextContent('Modul 2: Grundlagen');
    expect(items[1]).toHaveTextContent('12.05.2027');
    expect(items[1]).toHaveTextContent('Online');
  });

  it('shows a presence series (a module with a hotel) as presence, with each module’s own place', async () => {
    const series = onlineSeries();
    const [first, ...rest] = series.modules;
    mockFetch({
      '/api/events/202': () =>
        json({
          ...series,
          isPresenceSeries: true,
          modules: [
            {
              ...first!,
              isOnline: false,
              city: 'Berlin',
              hotel: { hotelId: 9, name: 'Hotel Spree', url: '/standorte/hotel/hotel-spree-9' },
            },
            ...rest,
          ],
        }),
    });
    visit('/seminare/p/202');
    renderApp();

    await screen.findByRole('heading', { level: 1, name: 'BR-Ausbildung kompakt' });
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(fact('Format')).toHaveTextContent('Präsenz und online');
    // 'N Online-Sitzungen' names an online series only.
    expect(screen.queryByText('Umfang')).not.toBeInTheDocument();
    const [presence, online] = screen.getAllByRole('listitem');
    expect(presence).toHaveTextContent('Berlin, Hotel Spree');
    expect(within(presence!).getByRole('link', { name: 'Hotel Spree' })).toHaveAttribute(
      'href',
      '/standorte/hotel/hotel-spree-9',
    );
    expect(online).toHaveTextContent('Online');
  });

  it('shows no price table when every participant pays the same', async () => {
    const same = {
      price: 700,
      priceParticipantTwo: 700,
      priceParticipantThree: null,
      priceParticipantFour: null,
      priceParticipantFive: null,
    };
    mockFetch({
      '/api/events/101': () =>
        json(
          eventDetail({
            priceLabel: 'Preis',
            prices: same,
            participantPrices: [1, 2, 3, 4, 5].map((n) => ({ participant: n, label: `${n}. Teilnehmer`, price: 700 })),
          }),
        ),
    });
    visit('/seminare/p/101');
    renderApp();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Preis 700,00\u00a0€ zzgl. 19 % MwSt.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says a one-day presence date is one day', async () => {
    mockFetch({ '/api/events/101': () => json(eventDetail({ isOneDay: true, seatState: 'full', seatsLeft: 0 })) });
    visit('/seminare/p/101');
    renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Arbeitsrecht I' });
    expect(screen.getByText('Dauer', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Eintägig');
    expect(screen.getByText('Ausgebucht')).toBeInTheDocument();
  });

  it('is the not-found page when the api does not know the date (unknown or malformed id)', async () => {
    const calls = mockFetch({ '/api/events/abc': () => apiError(404, 'Diesen Termin gibt es nicht.') });
    visit('/seminare/p/abc');
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/events/abc']);
  });

  it('shows a German error and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockFetch({
      '/api/events/101': () =>
        fail ? json({ error: { code: 'UPSTREAM_UNAVAILABLE', message: 'weg' } }, 502) : json(eventDetail()),
    });
    visit('/seminare/p/101');
    renderApp();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Der Seminartermin konnte gerade nicht geladen werden.');
    expect(screen.getByRole('heading', { level: 1, name: 'Seminartermin' })).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Arbeitsrecht I' })).toBeInTheDocument();
  });

  it('offers the cart, the wish list and the PDF next to the price', async () => {
    mockFetch({ '/api/events/101': () => json(eventDetail()) });
    visit('/seminare/p/101');
    renderInRemote(REMOTE, <EventDetailPage title="Seminartermin" params={{ event: '101' }} />, makeStore());
    const prices = (await screen.findByRole('heading', { level: 2, name: /Preis ab/ })).parentElement!;
    expect(within(prices).getByRole('button', { name: /^In den Warenkorb/ })).toBeInTheDocument();
    expect(within(prices).getByRole('button', { name: 'Auf die Merkliste' })).toBeInTheDocument();
    expect(within(prices).getByRole('link', { name: 'Termin als PDF herunterladen' })).toHaveAttribute(
      'href',
      '/seminare/p-pdf/101',
    );
    expect(within(prices).getByRole('link', { name: 'Ohne Konto per Formular anmelden' })).toHaveAttribute(
      'href',
      '/service/anmeldung?termin=101',
    );
  });
});
