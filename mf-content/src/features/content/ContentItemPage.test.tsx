import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@amb/shared-contracts/core';
import { json, mockFetch, renderInRemote, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../remote';
import { makeStore } from '../../store';
import { ARTICLE, CONTENT_ROUTES } from './contentFixtures';

function renderAt(path: string) {
  visit(path);
  renderInRemote(REMOTE, <App />, makeStore());
}

describe('content item pages', () => {
  it('shows an article: title, kind, German date, author, reading time, body, related seminars and content', async () => {
    mockFetch(CONTENT_ROUTES);
    renderAt('/fachartikel/anhoerung-kuendigung');
    expect(await screen.findByRole('heading', { level: 1, name: ARTICLE.title })).toBeInTheDocument();
    expect(document.title).toBe(`${ARTICLE.title} | Akademie für Mitbestimmung`);
    const meta = screen.getByText(/Lesezeit/).closest('p')!;
    expect(meta).toHaveTextContent('Fachartikel · 20.11.2024 · von Dr. Jana Albrecht · 2 Min. Lesezeit');
    expect(within(meta).getByText('20.11.2024')).toHaveAttribute('datetime', '2024-11-20');
    expect(screen.getByRole('heading', { level: 2, name: 'Die Fristen' })).toBeInTheDocument();
    expect(screen.getByText('eine Woche bei der ordentlichen Kündigung').tagName).toBe('LI');
    // Text from the data stays text.
    expect(screen.getByText('<script>alert("x")</script> bleibt Text').tagName).toBe('P');
    expect(document.querySelector('article script')).toBeNull();
    const seminars = screen.getByRole('region', { name: 'Passende Seminare' });
    expect(within(seminars).getByRole('link', { name: 'Kündigungsschutz kompakt' })).toHaveAttribute(
      'href',
      '/seminare/t/kuendigung',
    );
    const more = screen.getByRole('region', { name: 'Das könnte Sie auch interessieren' });
    expect(within(more).getByRole('link', { name: 'BAG zur Anhörung' })).toHaveAttribute('href', '/news/bag-urteil');
    expect(more).toHaveTextContent('News vom 01.02.2025');
  });

  it('links each tag to its topic page and offers "Merken" (logged out: the login, then back)', async () => {
    mockFetch(CONTENT_ROUTES);
    renderAt('/fachartikel/anhoerung-kuendigung');
    expect(await screen.findByRole('link', { name: 'Kündigungsschutz' })).toHaveAttribute(
      'href',
      '/themen/kuendigungsschutz',
    );
    expect(screen.getByRole('link', { name: 'Merken' })).toHaveAttribute(
      'href',
      `/kundenportal/login?redirect=${encodeURIComponent('/fachartikel/anhoerung-kuendigung')}`,
    );
  });

  it('shows a news item at its address with its id, and no related sections when there are none', async () => {
    mockFetch(CONTENT_ROUTES);
    renderAt('/news/bag-urteil/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'BAG zur Anhörung' })).toBeInTheDocument();
    expect(screen.getByText(/Lesezeit/).closest('p')).toHaveTextContent(/^News ·/);
    expect(screen.queryByRole('region', { name: 'Passende Seminare' })).toBeNull();
  });

  it.each([
    ['an unknown slug', '/fachartikel/gibt-es-nicht'],
    ['an id that is not the item’s', '/news/bag-urteil/10'],
    ['a news slug under the articles', '/fachartikel/bag-urteil'],
  ])('shows the not-found page for %s', async (_case, path) => {
    mockFetch(CONTENT_ROUTES);
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.pageNotFoundTitle })).toBeInTheDocument();
  });

  it('shows the error state when the api fails, and loads again on request', async () => {
    let fail = true;
    mockFetch({
      '/api/content/article/anhoerung-kuendigung': () =>
        fail ? json({ error: { code: 'UPSTREAM_UNAVAILABLE', message: 'weg' } }, 502) : json(ARTICLE),
    });
    renderAt('/fachartikel/anhoerung-kuendigung');
    expect(await screen.findByText(/Der Beitrag konnte gerade nicht geladen werden/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fachartikel');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(ARTICLE.title));
  });
});
