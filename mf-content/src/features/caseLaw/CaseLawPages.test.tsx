import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@amb/shared-contracts/core';
import { json, mockFetch, renderInRemote, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../remote';
import { makeStore } from '../../store';
import { CASE_LAW_ROUTES, GPS, JUDGMENT } from './caseLawFixtures';

function renderAt(path: string) {
  visit(path);
  renderInRemote(REMOTE, <App />, makeStore());
}

const TITLE = 'BAG, Beschluss vom 08.10.2024 – 1 ABR 16/23';

describe('the judgment page', () => {
  it('shows court, German date, file number, guiding principle, body, cited paragraphs and related judgments', async () => {
    mockFetch(CASE_LAW_ROUTES);
    renderAt('/rechtsprechung/br/urteil/bag-1-abr-16-23');
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    expect(document.title).toBe(`${TITLE} | Akademie für Mitbestimmung`);
    const facts = document.querySelector('dl')!;
    expect(facts).toHaveTextContent('GerichtBAG');
    expect(facts).toHaveTextContent('EntscheidungBeschluss vom 08.10.2024');
    expect(facts).toHaveTextContent('Aktenzeichen1 ABR 16/23');
    expect(within(facts).getByText('08.10.2024')).toHaveAttribute('datetime', '2024-10-08');
    expect(within(facts).getByRole('link', { name: 'Technische Überwachung' })).toHaveAttribute(
      'href',
      '/rechtsprechung/br/technische-ueberwachung',
    );
    expect(screen.getByRole('region', { name: 'Leitsatz' })).toHaveTextContent(JUDGMENT.guidingPrinciple);
    expect(screen.getByRole('heading', { level: 2, name: 'Sachverhalt' })).toBeInTheDocument();
    expect(screen.getByText('<script>alert("x")</script> bleibt Text').tagName).toBe('P');
    expect(document.querySelector('article script')).toBeNull();
    const cited = screen.getByRole('region', { name: 'Zitierte Vorschriften' });
    expect(within(cited).getByRole('link', { name: '§ 87 Abs. 1 Nr. 6 BetrVG' })).toHaveAttribute(
      'href',
      '/gesetze/betrvg#p87',
    );
    const related = screen.getByRole('region', { name: 'Weitere Entscheidungen zum Thema' });
    expect(
      within(related).getByRole('link', { name: 'LAG Hamm, Beschluss vom 26.05.2023 – 13 TaBV 62/22' }),
    ).toHaveAttribute('href', GPS.url);
  });

  it.each([
    ['an unknown slug (or a draft)', '/rechtsprechung/br/urteil/gibt-es-nicht'],
    ['another area', '/rechtsprechung/sbv/urteil/bag-1-abr-16-23'],
  ])('shows the not-found page for %s', async (_case, path) => {
    mockFetch(CASE_LAW_ROUTES);
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.pageNotFoundTitle })).toBeInTheDocument();
  });

  it('shows the error state when the api fails, and loads again on request', async () => {
    let fail = true;
    mockFetch({
      '/api/case-law/br/bag-1-abr-16-23': () =>
        fail ? json({ error: { code: 'UPSTREAM_UNAVAILABLE', message: 'weg' } }, 502) : json(JUDGMENT),
    });
    renderAt('/rechtsprechung/br/urteil/bag-1-abr-16-23');
    expect(await screen.findByText(/Die Entscheidung konnte gerade nicht geladen werden/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
  });
});

describe('the case-law lists', () => {
  it('/rechtsprechung: the latest judgments of both areas, every topic and the two areas', async () => {
    const calls = mockFetch(CASE_LAW_ROUTES);
    renderAt('/rechtsprechung');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rechtsprechung' })).toBeInTheDocument();
    const latest = await screen.findByRole('region', { name: 'Neueste Entscheidungen' });
    expect(within(latest).getAllByRole('article')).toHaveLength(3);
    expect(within(latest).getByRole('link', { name: TITLE })).toHaveAttribute('href', JUDGMENT.url);
    expect(latest).toHaveTextContent('Kündigung · Schwerbehindertenvertretung');
    // A long guiding principle is cut at a word.
    expect(within(latest).getByText(/^Die Kündigung eines schwerbehinderten Menschen.*…$/)).toBeInTheDocument();
    const topics = screen.getByRole('region', { name: 'Themen' });
    expect(within(topics).getAllByRole('link')).toHaveLength(10);
    expect(within(topics).getByRole('link', { name: 'Arbeitszeit' })).toHaveAttribute(
      'href',
      '/rechtsprechung/arbeitszeit',
    );
    const areas = screen.getByRole('navigation', { name: 'Rechtsprechung nach Bereich' });
    expect(within(areas).getByRole('link', { name: 'Für Betriebsräte' })).toHaveAttribute('href', '/rechtsprechung/br');
    expect(calls.map((call) => call.query)).toEqual([{ limit: '10' }]);
  });

  it('/rechtsprechung/sbv: the area’s latest judgments and only its topics, linked within the area', async () => {
    const calls = mockFetch(CASE_LAW_ROUTES);
    renderAt('/rechtsprechung/sbv');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rechtsprechung für Schwerbehindertenvertretungen' }),
    ).toBeInTheDocument();
    const topics = await screen.findByRole('region', { name: 'Themen' });
    expect(within(topics).getByRole('link', { name: 'Beteiligung der SBV' })).toHaveAttribute(
      'href',
      '/rechtsprechung/sbv/beteiligung-der-sbv',
    );
    expect(within(topics).queryByRole('link', { name: 'Arbeitszeit' })).toBeNull();
    expect(calls.map((call) => call.query)).toEqual([{ area: 'sbv', limit: '10' }]);
  });

  it('/rechtsprechung/br/{topic}: the topic’s judgments of the area, newest first, and the way back', async () => {
    const calls = mockFetch(CASE_LAW_ROUTES);
    renderAt('/rechtsprechung/br/technische-ueberwachung');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rechtsprechung für Betriebsräte: Technische Überwachung' }),
    ).toBeInTheDocument();
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual([TITLE, 'LAG Hamm, Beschluss vom 26.05.2023 – 13 TaBV 62/22']);
    expect(screen.getByRole('link', { name: 'Alle Themen der Rechtsprechung' })).toHaveAttribute(
      'href',
      '/rechtsprechung/br',
    );
    expect(calls.map((call) => call.query)).toEqual([{ area: 'br', topic: 'technische-ueberwachung', limit: '100' }]);
  });

  it('/rechtsprechung/{topic}: all areas', async () => {
    mockFetch(CASE_LAW_ROUTES);
    renderAt('/rechtsprechung/kuendigung');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rechtsprechung: Kündigung' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'BAG, Urteil vom 13.12.2022 – 2 AZR 185/22' })).toBeInTheDocument();
  });

  it('says so when a topic has no judgments yet', async () => {
    mockFetch(CASE_LAW_ROUTES);
    renderAt('/rechtsprechung/schulung-und-kosten');
    expect(await screen.findByText(/Zu diesem Thema gibt es noch keine Entscheidungen/)).toBeInTheDocument();
  });

  it.each(['/rechtsprechung/gibt-es-nicht', '/rechtsprechung/sbv/arbeitszeit'])(
    'shows the not-found page for %s (the api knows no such list)',
    async (path) => {
      mockFetch(CASE_LAW_ROUTES);
      renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.pageNotFoundTitle })).toBeInTheDocument();
    },
  );
});
