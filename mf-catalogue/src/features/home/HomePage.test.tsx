import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockFetch, renderInRemote, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../lifecycles';
import { makeStore } from '../../store';
import { RUBRICS, page, searchAnswer, seminar, themeCard } from '../../testing/fixtures';
import { withPagesLoaded } from '../../testing/pages';

const renderApp = () => renderInRemote(REMOTE, <App />, makeStore());

withPagesLoaded();

function api(featured: () => Response) {
  return mockFetch({
    '/api/get-rubrics': () => json(RUBRICS),
    '/api/get-seminars': () => json(page([seminar()])),
    '/recommendations/themes': featured,
    '/api/search': () => json(searchAnswer([])),
  });
}

const featuredSection = () => screen.getByRole('region', { name: 'Empfohlene Themen' });

describe('start page (/)', () => {
  it('shows the featured themes with next date and lowest price', async () => {
    api(() =>
      json([
        themeCard(),
        themeCard({
          themeId: 12,
          title: 'Mobbing erkennen',
          url: '/seminare/t/mobbing-erkennen',
          subtitle: '',
          nextDate: {
            eventId: 5,
            startDate: '2027-05-05T09:00:00+02:00',
            endDate: '2027-05-05T17:00:00+02:00',
            isOnlineEvent: true,
            city: null,
          },
          priceFrom: 590,
          priceLabel: 'Preis',
        }),
        themeCard({
          themeId: 13,
          title: 'Ohne Ort',
          nextDate: { ...themeCard().nextDate!, city: null },
          priceFrom: null,
        }),
      ]),
    );
    visit('/');
    renderApp();
    expect(within(featuredSection()).getByRole('status')).toHaveTextContent('Einen Moment...');
    const link = await within(featuredSection()).findByRole('link', { name: 'Arbeitsrecht I' });
    expect(link).toHaveAttribute('href', '/seminare/t/arbeitsrecht-1');
    const [first, second, third] = within(featuredSection()).getAllByRole('listitem');
    expect(third).toHaveTextContent('24.03.2027 – 26.03.2027, Ort wird noch bekannt gegeben');
    expect(third).not.toHaveTextContent('Preis ab');
    expect(first).toHaveTextContent('Die Grundlagen für Betriebsräte');
    expect(first).toHaveTextContent('24.03.2027 – 26.03.2027, Hamburg');
    expect(first).toHaveTextContent('1.190,00 € zzgl. 19 % MwSt.');
    expect(second).toHaveTextContent('05.05.2027, Online');
    expect(second).toHaveTextContent('590,00 € zzgl. 19 % MwSt.');
    // The label is the next date's own: a flat price is no 'Preis ab'.
    expect(second).not.toHaveTextContent('Preis ab');
  });

  it('says when no theme is featured', async () => {
    api(() => json([]));
    visit('/');
    renderApp();
    expect(
      await within(featuredSection()).findByText('Zurzeit sind keine Themen mit offenen Terminen geplant.'),
    ).toBeInTheDocument();
  });

  it('says when the featured themes cannot be loaded, the rest of the page stays', async () => {
    api(() => apiError(502, 'weg'));
    visit('/');
    renderApp();
    expect(await within(featuredSection()).findByRole('alert')).toHaveTextContent(
      'Die empfohlenen Themen konnten gerade nicht geladen werden.',
    );
    expect(await screen.findByRole('link', { name: 'Arbeitsrecht I' })).toBeInTheDocument();
  });

  it('pitches the training right (§ 37 Abs. 6 BetrVG) with a link to the seminars', () => {
    api(() => json([]));
    visit('/');
    renderApp();
    const pitch = screen.getByRole('region', { name: 'Ihr Recht auf Schulung: § 37 Abs. 6 BetrVG' });
    expect(pitch).toHaveTextContent('Die Kosten einer erforderlichen Schulung trägt der Arbeitgeber');
    expect(within(pitch).getByRole('link', { name: 'Passendes Seminar finden' })).toHaveAttribute('href', '/seminare');
  });

  it('searches: a GET form to /suche, with script the search page in the remote', async () => {
    const user = userEvent.setup();
    api(() => json([]));
    visit('/');
    renderApp();
    const form = screen.getByRole('search', { name: 'Seminare durchsuchen' });
    expect(form).toHaveAttribute('action', '/suche');
    expect(form).toHaveAttribute('method', 'get');
    await user.type(within(form).getByLabelText('Seminar, Thema oder Ort suchen'), ' Kündigung {Enter}');
    expect(window.location.pathname + window.location.search).toBe('/suche?q=K%C3%BCndigung');
    expect(await screen.findByText('Keine Treffer für „Kündigung“.')).toBeInTheDocument();
  });
});
