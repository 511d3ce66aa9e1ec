import { act, screen, within } from '@testing-library/react';
import { json, mockFetch, renderInRemote, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../remote';
import { makeStore } from '../../store';
import { CONTENT_ROUTES } from './contentFixtures';

function renderAt(path: string) {
  visit(path);
  renderInRemote(REMOTE, <App />, makeStore());
}

describe('related news and videos on an item page', () => {
  it('lists the news and videos related to the item, asked by its id, three each', async () => {
    const calls = mockFetch(CONTENT_ROUTES);
    renderAt('/fachartikel/anhoerung-kuendigung');
    const news = await screen.findByRole('region', { name: 'Aktuelle News zum Thema' });
    expect(within(news).getByRole('link', { name: 'LAG: Die Wochenfrist beginnt mit dem Zugang' })).toHaveAttribute(
      'href',
      '/news/lag-anhoerung-frist',
    );
    expect(news).toHaveTextContent('News vom 04.03.2025');
    const videos = await screen.findByRole('region', { name: 'Videos zum Thema' });
    const video = within(videos).getByRole('link', { name: 'Anhörung vor Kündigungen nach § 102 BetrVG' });
    expect(video).toHaveAttribute('href', 'https://video.amb-demo.de/embed/anhoerung-kuendigung-102-betrvg');
    expect(video).toHaveAttribute('rel', 'noopener noreferrer');
    expect(videos).toHaveTextContent('Video, 15:31 Min. – Fristen, Bedenken und Widerspruch.');
    for (const path of ['/recommendations/news', '/recommendations/videos'])
      expect(calls.find((call) => call.path === path)?.query).toEqual({ contentId: '7', limit: '3' });
  });

  it('shows neither section when nothing is related or the calls fail', async () => {
    mockFetch({
      ...CONTENT_ROUTES,
      '/recommendations/videos': () => json({ error: { code: 'X', message: 'x' } }, 502),
    });
    renderAt('/news/bag-urteil');
    expect(await screen.findByRole('heading', { level: 1, name: 'BAG zur Anhörung' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Aktuelle News zum Thema' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Videos zum Thema' })).toBeNull();
  });
});
