import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LexiconIndexResponse } from '@amb/shared-contracts/member';
import { apiError, json, mockFetch, visit, type Call } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { MEMBER } from '../../testing/fixtures';

const entry = (slug: string, title: string, letter: string) => ({
  slug,
  title,
  letter,
  excerpt: `${title} kurz erklärt.`,
});
const ALL: LexiconIndexResponse = {
  letters: ['A', 'B', 'W'],
  entries: [
    entry('arbeitszeit', 'Arbeitszeit', 'A'),
    entry('anhoerung-vor-kuendigungen', 'Anhörung vor Kündigungen', 'A'),
    entry('betriebsvereinbarung', 'Betriebsvereinbarung', 'B'),
    entry('wirtschaftsausschuss', 'Wirtschaftsausschuss', 'W'),
  ],
};

function lexicon(call: Call) {
  if (call.query.letter === 'W') return json({ ...ALL, entries: [ALL.entries[3]] });
  if (call.query.q === 'kündigung') return json({ ...ALL, entries: [ALL.entries[1]] });
  if (call.query.q) return json({ ...ALL, entries: [] });
  return json(ALL);
}

function show(path: string, routes: Parameters<typeof mockFetch>[0] = {}) {
  const calls = mockFetch({
    '/kundenportal/get-user': () => json({ user: MEMBER }),
    '/api-meinamb/br-a-z': lexicon,
    ...routes,
  });
  visit(path);
  renderWithProviders(<App />);
  return calls;
}

describe('Betriebsrat von A bis Z (/kundenportal/br-a-z)', () => {
  it('listet die Einträge nach Buchstaben mit Links auf die Einträge', async () => {
    show('/kundenportal/br-a-z');
    expect(screen.getByRole('heading', { level: 1, name: 'Betriebsrat von A bis Z' })).toBeInTheDocument();
    const a = await screen.findByRole('region', { name: 'A' });
    expect(within(a).getByRole('link', { name: 'Arbeitszeit' })).toHaveAttribute(
      'href',
      '/meinamb/wissen/br-a-z-content/arbeitszeit',
    );
    expect(screen.getByText('4 Einträge')).toBeInTheDocument();
    const index = screen.getByRole('navigation', { name: 'Buchstaben von A bis Z' });
    expect(within(index).getByRole('button', { name: 'W' })).toBeInTheDocument();
    // Letters without entries are shown, but are no buttons.
    expect(within(index).queryByRole('button', { name: 'X' })).not.toBeInTheDocument();
    expect(within(index).getByText('X')).toHaveAttribute('aria-disabled', 'true');
  });

  it('filtert nach Buchstaben und sucht nach einem Begriff', async () => {
    const user = userEvent.setup();
    const calls = show('/kundenportal/br-a-z');
    await user.click(await screen.findByRole('button', { name: 'W' }));
    expect(await screen.findByRole('link', { name: 'Wirtschaftsausschuss' })).toBeInTheDocument();
    expect(screen.getByText('1 Eintrag')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'W' })).toHaveAttribute('aria-pressed', 'true');

    await user.type(screen.getByRole('textbox', { name: 'Begriff suchen' }), 'kündigung');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(await screen.findByText('1 Eintrag zu „kündigung“')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anhörung vor Kündigungen' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api-meinamb/br-a-z').map((c) => c.query)).toEqual([
      {},
      { letter: 'W' },
      { q: 'kündigung' },
    ]);

    await user.clear(screen.getByRole('textbox', { name: 'Begriff suchen' }));
    await user.type(screen.getByRole('textbox', { name: 'Begriff suchen' }), 'Quantenphysik');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(
      await screen.findByText(
        'Kein Eintrag passt zu Ihrer Suche. Versuchen Sie ein anderes Stichwort oder wählen Sie einen Buchstaben.',
      ),
    ).toBeInTheDocument();
  });
});

describe('Ein Eintrag (/meinamb/wissen/br-a-z-content/:slug)', () => {
  it('zeigt Titel und Absätze und verlinkt zurück zum A–Z', async () => {
    show('/meinamb/wissen/br-a-z-content/wirtschaftsausschuss', {
      '/api-meinamb/br-a-z/wirtschaftsausschuss': () =>
        json({
          slug: 'wirtschaftsausschuss',
          title: 'Wirtschaftsausschuss',
          letter: 'W',
          body: 'In allen Unternehmen mit mehr als 100 Arbeitnehmern (§ 106 BetrVG).\n\nEr soll monatlich zusammentreten.',
        }),
    });
    const article = await screen.findByRole('article', { name: 'Wirtschaftsausschuss' });
    expect(
      within(article)
        .getAllByText(/./, { selector: 'p' })
        .map((p) => p.textContent),
    ).toEqual([
      'In allen Unternehmen mit mehr als 100 Arbeitnehmern (§ 106 BetrVG).',
      'Er soll monatlich zusammentreten.',
    ]);
    expect(screen.getByRole('link', { name: 'Zurück zum Betriebsrat von A bis Z' })).toHaveAttribute(
      'href',
      '/kundenportal/br-a-z',
    );
  });

  it('zeigt die Meldung des Servers für einen unbekannten Eintrag', async () => {
    show('/meinamb/wissen/br-a-z-content/gibt-es-nicht', {
      '/api-meinamb/br-a-z/gibt-es-nicht': () => apiError(404, 'Diesen Eintrag gibt es im Betriebsrats-Lexikon nicht.'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Diesen Eintrag gibt es im Betriebsrats-Lexikon nicht.');
  });
});
