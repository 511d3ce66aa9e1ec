import { screen, within } from '@testing-library/react';
import { MESSAGES } from '@amb/shared-contracts/core';
import { mockFetch, renderInRemote, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../remote';
import { makeStore } from '../../store';
import { JOB, JOB_ROUTES } from './jobsFixtures';

function renderAt(path: string) {
  visit(path);
  renderInRemote(REMOTE, <App />, makeStore());
}

describe('job page', () => {
  it('shows the posting: facts in German, description as text, how to apply, the other open positions', async () => {
    mockFetch(JOB_ROUTES);
    renderAt(JOB.url);
    expect(await screen.findByRole('heading', { level: 1, name: JOB.title })).toBeInTheDocument();
    expect(document.title).toBe(`${JOB.title} | Akademie für Mitbestimmung`);
    expect(screen.getByText(/ausgeschrieben am/)).toHaveTextContent(
      'Vollzeit · 20095 Hamburg · ausgeschrieben am 01.10.2026 · Bewerbungen bis 31.03.2027',
    );
    expect(screen.getByText('<script>x</script> bleibt Text').tagName).toBe('LI');
    expect(screen.getByRole('link', { name: 'bewerbung@example.de' })).toHaveAttribute(
      'href',
      `mailto:bewerbung@example.de?subject=${encodeURIComponent(`Bewerbung: ${JOB.title}`)}`,
    );
    const others = screen.getByRole('region', { name: 'Weitere offene Stellen' });
    expect(within(others).getByRole('link', { name: JOB.otherJobs[0]!.title })).toHaveAttribute(
      'href',
      JOB.otherJobs[0]!.url,
    );
    expect(others).toHaveTextContent('Teilzeit · Hamburg');
  });

  it.each([
    ['another slug with an existing id', '/jobs-karriere/offene-stellen/falscher-slug/101'],
    ['an unknown id', '/jobs-karriere/offene-stellen/referentin-arbeitsrecht/999'],
  ])('shows the not-found page for %s', async (_case, path) => {
    mockFetch(JOB_ROUTES);
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.pageNotFoundTitle })).toBeInTheDocument();
  });
});
