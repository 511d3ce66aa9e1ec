import { screen, within } from '@testing-library/react';
import { MESSAGES } from '@amb/shared-contracts/core';
import { mockFetch, renderInRemote, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../remote';
import { makeStore } from '../../store';
import { LEXICON_ROUTES, SBV_ENTRY } from './lexiconFixtures';

function renderAt(path: string) {
  visit(path);
  renderInRemote(REMOTE, <App />, makeStore());
}

describe('lexicon pages', () => {
  it('shows the A–Z of an audience: letters as anchors (without entries not linked), entries per letter', async () => {
    mockFetch(LEXICON_ROUTES);
    renderAt('/betriebsratslexikon/sbv');
    expect(await screen.findByRole('link', { name: 'Schwerbehindertenvertretung' })).toHaveAttribute(
      'href',
      '/betriebsratslexikon/sbv/schwerbehindertenvertretung',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'SBV-Lexikon' })).toBeInTheDocument();
    expect(document.title).toBe('SBV-Lexikon | Akademie für Mitbestimmung');
    const letters = screen.getByRole('navigation', { name: 'Buchstaben' });
    expect(within(letters).getByRole('link', { name: 'S' })).toHaveAttribute('href', '#buchstabe-s');
    expect(within(letters).queryByRole('link', { name: 'A' })).toBeNull();
    expect(within(letters).getByText('A')).toHaveAttribute('aria-disabled', 'true');
    const s = screen.getByRole('region', { name: 'S' });
    expect(within(s).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'S' })).toHaveAttribute('id', 'buchstabe-s');
    const others = screen.getByRole('navigation', { name: 'Weitere Lexika' });
    expect(within(others).getByRole('link', { name: 'JAV-Lexikon' })).toHaveAttribute(
      'href',
      '/betriebsratslexikon/jav',
    );
  });

  it('shows an entry: definition as text, cited paragraphs linked to the law page, related entries and seminars', async () => {
    mockFetch(LEXICON_ROUTES);
    renderAt('/betriebsratslexikon/sbv/schwerbehindertenvertretung');
    expect(await screen.findByRole('heading', { level: 1, name: SBV_ENTRY.title })).toBeInTheDocument();
    expect(document.title).toBe('Schwerbehindertenvertretung – SBV-Lexikon | Akademie für Mitbestimmung');
    expect(screen.getByText('<b>Fett</b> bleibt Text').tagName).toBe('P');
    const law = screen.getByRole('region', { name: 'Rechtsgrundlagen' });
    expect(within(law).getByRole('link', { name: '§ 177 Abs. 1 SGB IX' })).toHaveAttribute(
      'href',
      '/gesetze/sgb-ix#p177',
    );
    const related = screen.getByRole('region', { name: 'Verwandte Begriffe' });
    expect(within(related).getByRole('link', { name: 'Vertrauensperson' })).toHaveAttribute(
      'href',
      '/betriebsratslexikon/sbv/vertrauensperson',
    );
    const seminars = screen.getByRole('region', { name: 'Passende Seminare' });
    expect(within(seminars).getByRole('link', { name: 'SBV kompakt' })).toHaveAttribute(
      'href',
      '/seminare/t/sbv-kompakt',
    );
    expect(screen.getByRole('link', { name: 'SBV-Lexikon von A bis Z' })).toHaveAttribute(
      'href',
      '/betriebsratslexikon/sbv',
    );
    expect(screen.getByText('Schlagworte: Inklusion')).toBeInTheDocument();
  });

  it.each([
    ['an unknown audience, without asking the api', '/betriebsratslexikon/xyz', 0],
    ['an unknown audience of an entry', '/betriebsratslexikon/xyz/schwerbehindertenvertretung', 0],
    ['an unknown slug', '/betriebsratslexikon/sbv/gibt-es-nicht', 1],
  ])('shows the not-found page for %s', async (_case, path, fetches) => {
    const calls = mockFetch(LEXICON_ROUTES);
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.pageNotFoundTitle })).toBeInTheDocument();
    expect(calls).toHaveLength(fetches);
  });
});
