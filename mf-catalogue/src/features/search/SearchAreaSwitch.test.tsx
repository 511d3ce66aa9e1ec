import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentSearchHit, ContentSearchResponse } from '@amb/shared-contracts/content';
import { json, mockFetch, renderInRemote, visit, type Call } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../lifecycles';
import { makeStore } from '../../store';
import { RUBRICS, searchAnswer, searchHit } from '../../testing/fixtures';
import { withPagesLoaded } from '../../testing/pages';

withPagesLoaded();

const contentHit = (hit: Partial<ContentSearchHit> = {}): ContentSearchHit => ({
  kind: 'article',
  id: 2,
  title: 'Schulungen für Betriebsräte',
  text: 'Wann eine Schulung erforderlich ist',
  url: '/fachartikel/schulungen-fuer-betriebsraete',
  date: '2025-06-02',
  highlights: { title: [{ start: 0, end: 10 }], text: [{ start: 9, end: 17 }] },
  ...hit,
});

const contentAnswer = (items: ContentSearchHit[], total = items.length): ContentSearchResponse => ({
  items,
  page: 1,
  pageSize: 20,
  total,
  totalPages: Math.ceil(total / 20),
});

function api(content: (query: Record<string, string>) => ContentSearchResponse) {
  // The answer names the page it was asked for.
  return mockFetch({
    '/api/get-rubrics': () => json(RUBRICS),
    '/api/search': () => json(searchAnswer([searchHit()])),
    '/api/search/content': (call) => json({ ...content(call.query), page: Number(call.query.page) }),
  });
}

const pathsOf = (calls: readonly Call[], path: string) =>
  calls.filter((call) => call.path === path).map((call) => call.query);

describe('/suche: the switch between seminars and content', () => {
  it('shows both counts, seminars chosen by default, and switches to content in the address', async () => {
    const user = userEvent.setup();
    const calls = api(() =>
      contentAnswer(
        [
          contentHit(),
          contentHit({
            kind: 'news',
            id: 9,
            title: 'Neu im Betriebsrat',
            url: '/news/neu',
            highlights: { title: [], text: [] },
          }),
        ],
        23,
      ),
    );
    visit('/suche?q=Schulungen');
    renderInRemote(REMOTE, <App />, makeStore());

    const area = await screen.findByRole('navigation', { name: 'Suchbereich' });
    expect(await within(area).findByRole('link', { name: 'Inhalte (23)' })).toHaveAttribute(
      'href',
      '/suche?q=Schulungen&bereich=inhalte',
    );
    expect(within(area).getByRole('link', { name: 'Seminare (1)' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('navigation', { name: 'Rubrik' })).toBeInTheDocument();

    await user.click(within(area).getByRole('link', { name: 'Inhalte (23)' }));
    expect(window.location.search).toBe('?q=Schulungen&bereich=inhalte');
    expect(within(area).getByRole('link', { name: 'Inhalte (23)' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { level: 2, name: '23 Treffer für „Schulungen“' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Rubrik' })).toBeNull();
    // The form says what it searches, and sent without scripts it stays in the content.
    const form = screen.getByRole('search', { name: 'Inhalte durchsuchen' });
    expect(form.querySelector('input[type="hidden"][name="bereich"]')).toHaveAttribute('value', 'inhalte');
    const [article, news] = screen.getAllByRole('listitem').filter((item) => item.closest('.cat-hits'));
    expect(within(article!).getByText('Fachartikel')).toBeInTheDocument();
    expect(article).toHaveTextContent('02.06.2025');
    const link = within(article!).getByRole('link', { name: 'Schulungen für Betriebsräte' });
    expect(link).toHaveAttribute('href', '/fachartikel/schulungen-fuer-betriebsraete');
    expect(link.innerHTML).toBe('<mark>Schulungen</mark> für Betriebsräte');
    expect(within(news!).getByText('News')).toBeInTheDocument();
    // Two pages: the pager follows the content's count and keeps the area.
    expect(screen.getByText('Seite 1 von 2')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Weiter' }));
    expect(window.location.search).toBe('?q=Schulungen&bereich=inhalte&seite=2');
    await screen.findByText('Seite 2 von 2');
    expect(pathsOf(calls, '/api/search/content')).toEqual([
      { q: 'Schulungen', page: '1', pageSize: '20' },
      { q: 'Schulungen', page: '2', pageSize: '20' },
    ]);
    // While content is shown, the seminars are asked for their count with the text alone.
    expect(pathsOf(calls, '/api/search').at(-1)).toEqual({ q: 'Schulungen', page: '1', pageSize: '20' });

    // A new text stays in the content.
    const field = screen.getByLabelText('Suchbegriff');
    await user.clear(field);
    await user.type(field, 'Wahl{Enter}');
    expect(window.location.search).toBe('?q=Wahl&bereich=inhalte');
  });

  it('says so when no content matches', async () => {
    api(() => contentAnswer([]));
    visit('/suche?q=Xylophon&bereich=inhalte');
    renderInRemote(REMOTE, <App />, makeStore());
    expect(await screen.findByText('Keine Inhalte für „Xylophon“.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Suchbereich' })).getByRole('link', { name: 'Inhalte (0)' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('asks for nothing and shows no switch without a text', async () => {
    const calls = api(() => contentAnswer([]));
    visit('/suche?bereich=inhalte');
    renderInRemote(REMOTE, <App />, makeStore());
    expect(await screen.findByText(/Geben Sie einen Suchbegriff ein/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Suchbereich' })).toBeNull();
    expect(pathsOf(calls, '/api/search/content')).toEqual([]);
  });
});
