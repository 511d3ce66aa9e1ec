import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DownloadFilterDataResponse, DownloadSummary } from '@amb/shared-contracts/core';
import { json, mockFetch, visit, type Call } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { MEMBER } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';

const FILTER_DATA: DownloadFilterDataResponse = {
  rubrics: [
    { slug: 'br-grundlagen', label: 'BR-Grundlagen', count: 2 },
    { slug: 'jav', label: 'JAV', count: 1 },
  ],
  targetGroups: [
    { slug: 'br', label: 'Betriebsrat', count: 2 },
    { slug: 'jav', label: 'Jugend- und Auszubildendenvertretung', count: 1 },
  ],
};

const download = (
  slug: string,
  title: string,
  rubric: [string, string],
  targetGroup: 'br' | 'jav',
): DownloadSummary => ({
  slug,
  title,
  description: `Beschreibung von ${title}.`,
  fileKind: 'Checkliste',
  rubric: { slug: rubric[0], name: rubric[1] },
  targetGroup,
  updatedOn: '2025-08-12',
  fileUrl: `/download/file/${slug}`,
});

const ALL = [
  download(
    'checkliste-sitzungsniederschrift',
    'Checkliste Sitzungsniederschrift',
    ['br-grundlagen', 'BR-Grundlagen'],
    'br',
  ),
  download('einladung-sitzung', 'Einladung zur Betriebsratssitzung', ['br-grundlagen', 'BR-Grundlagen'], 'br'),
  download('jav-antrag', 'Antrag der JAV an den Betriebsrat', ['jav', 'JAV'], 'jav'),
];

function member(): Call[] {
  return mockFetch({
    '/kundenportal/get-user': () => json({ user: MEMBER }),
    '/api-meinamb/account-navigation': () => json([]),
    '/api-meinamb/documents': () =>
      json({ bookings: [], overviews: [], calendarFeedPath: '/api-meinamb/calendar-feed/t' }),
    '/download/get-download-filter-data': () => json(FILTER_DATA),
    '/download/get-rubric-targetgroup-downloads': ({ query }) => {
      if (query.rubric === 'gibt-es-nicht')
        return json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Bitte prüfen Sie Ihre Eingaben.',
              fields: { rubric: 'Diese Rubrik gibt es nicht. Bitte wählen Sie eine Rubrik aus der Liste.' },
            },
          },
          400,
        );
      return json({
        items: ALL.filter(
          (d) =>
            (!query.rubric || d.rubric.slug === query.rubric) &&
            (!query.targetGroup || d.targetGroup === query.targetGroup),
        ),
      });
    },
  });
}

const section = () => screen.findByRole('region', { name: 'Arbeitshilfen und Downloads' });

describe('Arbeitshilfen und Downloads (/meinamb/unterlagen)', () => {
  it('lists every work aid with its PDF, kind, rubric, target group and date, and offers the filters with counts', async () => {
    member();
    visit('/meinamb/unterlagen');
    renderWithProviders(<App />);
    const downloads = await section();
    expect(await within(downloads).findByRole('status')).toHaveTextContent('3 Arbeitshilfen');
    expect(within(downloads).getByRole('link', { name: 'Checkliste Sitzungsniederschrift (PDF)' })).toHaveAttribute(
      'href',
      '/download/file/checkliste-sitzungsniederschrift',
    );
    expect(downloads).toHaveTextContent('Checkliste · BR-Grundlagen · für: Betriebsrat · Stand: 12.08.2025');
    const rubric = within(downloads).getByLabelText('Rubrik');
    await waitFor(() =>
      expect(
        within(rubric)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Alle Rubriken', 'BR-Grundlagen (2)', 'JAV (1)']),
    );
    // Without script the form sends rubric and targetGroup to the page's own address.
    const form = within(downloads).getByRole('form', { name: 'Downloads filtern' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/meinamb/unterlagen');
    expect(rubric).toHaveAttribute('name', 'rubric');
    expect(within(downloads).getByLabelText('Zielgruppe')).toHaveAttribute('name', 'targetGroup');
  });

  it('filters by rubric and target group: the choice goes into the address and the list follows', async () => {
    const calls = member();
    visit('/meinamb/unterlagen');
    renderWithProviders(<App />);
    const downloads = await section();
    await within(downloads).findByText('JAV (1)');
    await userEvent.selectOptions(within(downloads).getByLabelText('Rubrik'), 'jav');
    await userEvent.selectOptions(within(downloads).getByLabelText('Zielgruppe'), 'jav');
    await userEvent.click(within(downloads).getByRole('button', { name: 'Filtern' }));
    await waitFor(() => expect(within(downloads).getByRole('status')).toHaveTextContent('1 Arbeitshilfe'));
    expect(window.location.search).toBe('?rubric=jav&targetGroup=jav');
    expect(
      within(downloads).getByRole('link', { name: 'Antrag der JAV an den Betriebsrat (PDF)' }),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/download/get-rubric-targetgroup-downloads').at(-1)?.query).toEqual({
      rubric: 'jav',
      targetGroup: 'jav',
    });
  });

  it('reads the filter from the address, and says when nothing matches', async () => {
    member();
    visit('/meinamb/unterlagen?rubric=br-grundlagen&targetGroup=jav');
    renderWithProviders(<App />);
    const downloads = await section();
    expect(
      await within(downloads).findByText(
        'Für diese Auswahl gibt es noch keine Arbeitshilfen. Bitte wählen Sie eine andere Rubrik oder Zielgruppe.',
      ),
    ).toBeInTheDocument();
    expect(within(downloads).getByRole('link', { name: 'Alle Arbeitshilfen anzeigen' })).toHaveAttribute(
      'href',
      '/meinamb/unterlagen',
    );
    expect(within(downloads).getByLabelText('Rubrik')).toHaveValue('br-grundlagen');
  });

  it('shows the German message of a bad value from the address at its field', async () => {
    member();
    visit('/meinamb/unterlagen?rubric=gibt-es-nicht');
    renderWithProviders(<App />);
    const downloads = await section();
    expect(
      await within(downloads).findByText('Diese Rubrik gibt es nicht. Bitte wählen Sie eine Rubrik aus der Liste.'),
    ).toBeInTheDocument();
    expect(within(downloads).getByLabelText('Rubrik')).toHaveAttribute('aria-invalid', 'true');
  });
});
