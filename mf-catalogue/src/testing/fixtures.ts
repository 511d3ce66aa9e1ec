import type { Paginated, Rubric, SeminarListItem } from '@amb/shared-contracts';

export const RUBRICS: Rubric[] = [
  { rubricId: 1, name: 'Arbeitsrecht', slug: 'arbeitsrecht' },
  { rubricId: 2, name: 'Betriebsverfassung', slug: 'betriebsverfassung' },
];

const prices = {
  price: 1190,
  priceParticipantTwo: 1090,
  priceParticipantThree: null,
  priceParticipantFour: null,
  priceParticipantFive: null,
};

export function seminar(overrides: Partial<SeminarListItem> = {}): SeminarListItem {
  return {
    eventId: 101,
    themeId: 11,
    themeSlug: 'arbeitsrecht-1',
    title: 'Arbeitsrecht I',
    rubric: RUBRICS[0]!,
    startDate: '2027-03-24T09:00:00+01:00',
    endDate: '2027-03-26T16:00:00+01:00',
    isOnlineEvent: false,
    city: 'Hamburg',
    hotelId: 7,
    isSeries: false,
    moduleCount: 0,
    prices,
    ...overrides,
  };
}

export function page(
  items: SeminarListItem[],
  overrides: Partial<Paginated<SeminarListItem>> = {},
): Paginated<SeminarListItem> {
  return { items, page: 1, pageSize: 20, total: items.length, totalPages: 1, ...overrides };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Route = (url: URL) => Response | Promise<Response>;

/** A fetch mock answering by path; unknown paths are 404. */
export function mockFetch(routes: Record<string, Route>): jest.Mock {
  const mock = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const route = routes[url.pathname];
    return route ? route(url) : json({ error: { code: 'not_found', message: 'Nicht gefunden' } }, 404);
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The seminar-list calls a mock received, as their query parameters. */
export function seminarCalls(mock: jest.Mock): Array<Record<string, string>> {
  return mock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/get-seminars')
    .map((url) => Object.fromEntries(url.searchParams));
}
