import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@amb/shared-contracts/core';
import { apiError, json, mockFetch, renderInRemote, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../remote';
import { makeStore } from '../../store';
import { LAW, LAW_ROUTES } from './lawFixtures';

function renderAt(path: string) {
  visit(path);
  renderInRemote(REMOTE, <App />, makeStore());
}

describe('law page', () => {
  it('shows the law: title, table of contents by structure, every paragraph with its anchor and Absätze', async () => {
    mockFetch(LAW_ROUTES);
    renderAt('/gesetze/betrvg');
    expect(await screen.findByRole('heading', { level: 1, name: 'Betriebsverfassungsgesetz' })).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'Inhaltsverzeichnis' });
    expect(toc).toHaveTextContent('Vierter Teil: Mitwirkung und Mitbestimmung der Arbeitnehmer');
    expect(within(toc).getByRole('link', { name: '§ 87 Mitbestimmungsrechte' })).toHaveAttribute('href', '#p87');
    expect(within(toc).getAllByRole('link')).toHaveLength(3);
    // Teile are h2, Abschnitte h3; a paragraph one level below its heading.
    expect(
      screen.getByRole('heading', { level: 3, name: 'Dritter Abschnitt: Soziale Angelegenheiten' }),
    ).toBeInTheDocument();
    const p87 = document.getElementById('p87')!;
    expect(within(p87).getByRole('heading', { level: 4, name: '§ 87 Mitbestimmungsrechte' })).toBeInTheDocument();
    expect(p87).toHaveTextContent('(1) Der Betriebsrat hat mitzubestimmen:');
    expect(within(p87).getByText('<script>alert(1)</script> bleibt Text')).toBeInTheDocument();
    expect(document.querySelector('#p87 script')).toBeNull();
    expect(within(p87).getByRole('link', { name: 'Direktlink zu § 87' })).toHaveAttribute(
      'href',
      '/gesetze/betrvg#p87',
    );
    // Without text the summary is the body.
    const p88 = document.getElementById('p88')!;
    expect(p88).toHaveTextContent('Weitere Angelegenheiten können freiwillig geregelt werden.');
    expect(p88.querySelector('ol')).toBeNull();
  });

  it('lists per paragraph the case law and lexicon entries citing it, linked', async () => {
    mockFetch(LAW_ROUTES);
    renderAt('/gesetze/betrvg');
    await screen.findByRole('heading', { level: 1, name: 'Betriebsverfassungsgesetz' });
    const p87 = document.getElementById('p87')!;
    const cited = within(p87).getByText('Zitiert in (§ 87):').parentElement!;
    expect(within(cited).getByRole('link', { name: LAW.paragraphs[1]!.citedBy[0]!.title })).toHaveAttribute(
      'href',
      '/rechtsprechung/br/urteil/bag-1-abr-22-23',
    );
    expect(cited).toHaveTextContent('Rechtsprechung BAG, Beschluss vom 12.03.2024 – 1 ABR 22/23 (Abs. 1 Nr. 6)');
    expect(within(cited).getByRole('link', { name: 'Arbeitszeit' })).toHaveAttribute(
      'href',
      '/betriebsratslexikon/br/arbeitszeit',
    );
    expect(within(document.getElementById('p1')!).queryByText(/Zitiert in/)).toBeNull();
  });

  it('copies the deep link of a paragraph and says so', async () => {
    mockFetch(LAW_ROUTES);
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAt('/gesetze/betrvg');
    await userEvent.click(await screen.findByRole('button', { name: 'Link zu § 87 kopieren' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/gesetze/betrvg#p87');
    expect(within(document.getElementById('p87')!).getByRole('status')).toHaveTextContent('Link kopiert');
    writeText.mockRejectedValueOnce(new Error('verweigert'));
    await userEvent.click(screen.getByRole('button', { name: 'Link zu § 1 kopieren' }));
    expect(within(document.getElementById('p1')!).getByRole('status')).toHaveTextContent('Kopieren nicht möglich');
  });

  it('opens the paragraph the address names once the law is shown', async () => {
    mockFetch(LAW_ROUTES);
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    renderAt('/gesetze/betrvg#p87');
    await waitFor(() => expect(scrolled).toEqual(['p87']));
  });

  it('shows the not-found page for an unknown law', async () => {
    mockFetch({ '/api/content/laws/stgb': () => apiError(404, 'Dieses Gesetz gibt es nicht.') });
    renderAt('/gesetze/stgb');
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.pageNotFoundTitle })).toBeInTheDocument();
  });

  it('shows an error with a retry when the api fails, then the law', async () => {
    let fail = true;
    mockFetch({
      '/api/content/laws/betrvg': () => (fail ? apiError(502, 'weg') : json(LAW)),
    });
    renderAt('/gesetze/betrvg');
    expect(await screen.findByText(/Das Gesetz konnte gerade nicht geladen werden/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Betriebsverfassungsgesetz' })).toBeInTheDocument();
  });
});
