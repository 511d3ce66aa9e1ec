import { screen, within } from '@testing-library/react';
import { MESSAGES } from '@amb/shared-contracts/core';
import { mockFetch, renderInRemote, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../remote';
import { makeStore } from '../../store';
import { ELECTION_NEWS_ROUTES } from './electionNewsFixtures';

function renderAt(path: string) {
  visit(path);
  renderInRemote(REMOTE, <App />, makeStore());
}

describe('election news pages', () => {
  it('shows the archive: years, then months as headings with their items, newest first', async () => {
    mockFetch(ELECTION_NEWS_ROUTES);
    renderAt('/wahlseiten-news/archiv/');
    expect(await screen.findByRole('heading', { level: 2, name: '2026' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Wahl-News: Archiv' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Mai 2026',
      'März 2026',
      'September 2025',
    ]);
    const may = screen.getByRole('region', { name: 'Mai 2026' });
    expect(within(may).getByRole('link', { name: 'Wahlanfechtung: Zwei Wochen' })).toHaveAttribute(
      'href',
      '/news/wahlanfechtung',
    );
    expect(within(may).getByRole('link', { name: 'Wahlanfechtung' })).toHaveAttribute(
      'href',
      '/wahlseiten-news/kategorie/anfechtung',
    );
    expect(within(may).getByText('07.05.2026')).toHaveAttribute('datetime', '2026-05-07');
    const topics = screen.getByRole('navigation', { name: 'Themen der Wahl-News' });
    expect(within(topics).getByRole('link', { name: 'Alle Wahl-News' })).toHaveAttribute('aria-current', 'page');
    expect(within(topics).getAllByRole('link')).toHaveLength(6);
  });

  it('shows the items of a category, marked in the topics', async () => {
    mockFetch(ELECTION_NEWS_ROUTES);
    renderAt('/wahlseiten-news/kategorie/fristen');
    expect(await screen.findByRole('link', { name: 'Der Wahlzeitraum hat begonnen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Wahl-News: Fristen und Termine' })).toBeInTheDocument();
    const links = screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/news/'));
    expect(links.map((link) => link.textContent)).toEqual([
      'Der Wahlzeitraum hat begonnen',
      'Der Zeitplan im Überblick',
    ]);
    const topics = screen.getByRole('navigation', { name: 'Themen der Wahl-News' });
    expect(within(topics).getByRole('link', { name: 'Fristen und Termine' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when a category has no items yet', async () => {
    mockFetch(ELECTION_NEWS_ROUTES);
    renderAt('/wahlseiten-news/kategorie/briefwahl');
    expect(await screen.findByText('Zu diesem Thema gibt es noch keine Wahl-News.')).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown category, without asking the api', async () => {
    const calls = mockFetch(ELECTION_NEWS_ROUTES);
    renderAt('/wahlseiten-news/kategorie/gibt-es-nicht');
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.pageNotFoundTitle })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
