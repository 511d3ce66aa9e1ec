import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@amb/shared-contracts/core';
import { TOPIC_TEXTS } from '@amb/shared-contracts/content';
import { json, mockFetch, renderInRemote, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../remote';
import { makeStore } from '../../store';
import { TOPIC, TOPIC_ROUTES } from './topicFixtures';

function renderAt(path: string) {
  visit(path);
  renderInRemote(REMOTE, <App />, makeStore());
}

const titles = () =>
  within(screen.getByRole('region', { name: TOPIC_TEXTS.articles }))
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('link')[0]!.textContent);

describe('topic page', () => {
  it('shows the topic’s name, description, newest articles and its seminars', async () => {
    mockFetch(TOPIC_ROUTES);
    renderAt('/themen/arbeitszeit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Arbeitszeit' })).toBeInTheDocument();
    expect(screen.getByText(TOPIC.description)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Beitrag 9' })).toHaveAttribute('href', '/fachartikel/beitrag-9');
    expect(screen.getByRole('link', { name: 'Beitrag 8' }).closest('li')).toHaveTextContent('News vom 01.09.2025');
    const seminars = screen.getByRole('region', { name: TOPIC_TEXTS.seminars });
    expect(within(seminars).getByRole('link', { name: 'Arbeitszeit gestalten' })).toHaveAttribute(
      'href',
      '/seminare/t/arbeitszeit',
    );
  });

  it('loads the next pages in place, moves the focus to the first new item and drops the button at the end', async () => {
    const calls = mockFetch(TOPIC_ROUTES);
    renderAt('/themen/arbeitszeit');
    const more = await screen.findByRole('link', { name: TOPIC_TEXTS.loadMore });
    // Without scripts it is a link to the next page.
    expect(more).toHaveAttribute('href', '/themen/arbeitszeit?cursor=c1');
    await userEvent.click(more);
    await waitFor(() => expect(titles()).toEqual(['Beitrag 9', 'Beitrag 8', 'Beitrag 7', 'Beitrag 6']));
    expect(window.location.pathname + window.location.search).toBe('/themen/arbeitszeit');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Beitrag 7' })).toHaveFocus());
    expect(screen.getByText(TOPIC_TEXTS.loaded(2))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: TOPIC_TEXTS.loadMore }));
    await waitFor(() => expect(titles()).toHaveLength(5));
    expect(screen.queryByRole('link', { name: TOPIC_TEXTS.loadMore })).toBeNull();
    expect(screen.getByText(TOPIC_TEXTS.loaded(1))).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/tag/arbeitszeit/load-articles').map((c) => c.query.cursor)).toEqual([
      undefined,
      'c1',
      'c2',
    ]);
  });

  it('starts at the cursor of its address, with a link back to the newest', async () => {
    mockFetch(TOPIC_ROUTES);
    renderAt('/themen/arbeitszeit?cursor=c2');
    await screen.findByRole('link', { name: 'Beitrag 5' });
    expect(titles()).toEqual(['Beitrag 5']);
    expect(screen.getByRole('link', { name: TOPIC_TEXTS.newest })).toHaveAttribute('href', '/themen/arbeitszeit');
    expect(screen.queryByRole('link', { name: TOPIC_TEXTS.loadMore })).toBeNull();
  });

  it('shows the error with a retry when the next page fails, and keeps what is shown', async () => {
    let fail = true;
    mockFetch({
      ...TOPIC_ROUTES,
      '/tag/arbeitszeit/load-articles': (call) =>
        call.query.cursor === 'c1' && fail
          ? json({ error: { code: 'UPSTREAM_UNAVAILABLE', message: 'weg' } }, 502)
          : TOPIC_ROUTES['/tag/arbeitszeit/load-articles']!(call),
    });
    renderAt('/themen/arbeitszeit');
    await userEvent.click(await screen.findByRole('link', { name: TOPIC_TEXTS.loadMore }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TOPIC_TEXTS.loadFailed);
    expect(titles()).toEqual(['Beitrag 9', 'Beitrag 8']);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(titles()).toHaveLength(4));
  });

  it('says so when the topic has no articles yet', async () => {
    mockFetch({ ...TOPIC_ROUTES, '/tag/arbeitszeit/load-articles': () => json({ items: [], nextCursor: null }) });
    renderAt('/themen/arbeitszeit');
    expect(await screen.findByText(TOPIC_TEXTS.noArticles)).toBeInTheDocument();
  });

  it.each([
    ['an unknown tag', '/themen/gibt-es-nicht'],
    ['a cursor that names no page', '/themen/arbeitszeit?cursor=kaputt'],
  ])('shows the not-found page for %s', async (_case, path) => {
    mockFetch(TOPIC_ROUTES);
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.pageNotFoundTitle })).toBeInTheDocument();
  });
});
