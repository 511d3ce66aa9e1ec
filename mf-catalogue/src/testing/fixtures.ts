import {
  API_ROUTES,
  type Location,
  type Paginated,
  type Rubric,
  type SearchHit,
  type SearchResponse,
  type SeminarListItem,
  type Tag,
  type ThemeCard,
} from '@amb/shared-contracts/core';
import { json, type Call } from '@amb/remote-kit/testing';

export const RUBRICS: Rubric[] = [
  { rubricId: 1, name: 'Arbeitsrecht', slug: 'arbeitsrecht' },
  { rubricId: 2, name: 'Betriebsverfassung', slug: 'betriebsverfassung' },
];

export const TAGS: Tag[] = [
  { tagId: 1, name: 'Kündigung', slug: 'kuendigung' },
  { tagId: 2, name: 'Mobbing', slug: 'mobbing' },
];

export const LOCATIONS: Location[] = [
  { locationId: 1, name: 'Hamburg', slug: 'hamburg', state: 'Hamburg' },
  { locationId: 2, name: 'München', slug: 'muenchen', state: 'Bayern' },
];

/** The option lists of the filter form, as the api answers them. */
export const OPTION_ANSWERS = {
  [API_ROUTES.rubrics.path]: () => json(RUBRICS),
  [API_ROUTES.tags.path]: () => json(TAGS),
  [API_ROUTES.locations.path]: () => json(LOCATIONS),
};

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

/** The seminar-list calls a fetch mock received, as their query parameters. */
export function seminarCalls(calls: readonly Call[]): Array<Record<string, string>> {
  return calls.filter((call) => call.path === API_ROUTES.seminars.path).map((call) => call.query);
}

export function searchHit(overrides: Partial<SearchHit> = {}): SearchHit {
  return {
    kind: 'theme',
    id: 11,
    title: 'Kündigungen im Betrieb',
    text: 'Was der Betriebsrat bei Kündigungen tun kann',
    url: '/seminare/t/kuendigungen-im-betrieb',
    rubric: RUBRICS[0]!,
    startDate: null,
    price: { label: 'Preis ab', amount: 1190 },
    highlights: { title: [{ start: 0, end: 11 }], text: [{ start: 24, end: 35 }] },
    ...overrides,
  };
}

export function searchAnswer(items: SearchHit[], overrides: Partial<SearchResponse> = {}): SearchResponse {
  return {
    items,
    page: 1,
    pageSize: 20,
    total: items.length,
    totalPages: items.length > 0 ? 1 : 0,
    facets: {
      rubrics: [
        { ...RUBRICS[0]!, count: 7 },
        { ...RUBRICS[1]!, count: 2 },
      ],
      months: [
        { month: '2027-03', count: 4 },
        { month: '2027-04', count: 1 },
      ],
    },
    ...overrides,
  };
}

export function themeCard(overrides: Partial<ThemeCard> = {}): ThemeCard {
  return {
    themeId: 11,
    slug: 'arbeitsrecht-1',
    title: 'Arbeitsrecht I',
    subtitle: 'Die Grundlagen für Betriebsräte',
    url: '/seminare/t/arbeitsrecht-1',
    rubric: RUBRICS[0]!,
    nextDate: {
      eventId: 101,
      startDate: '2027-03-24T09:00:00+01:00',
      endDate: '2027-03-26T16:00:00+01:00',
      isOnlineEvent: false,
      city: 'Hamburg',
    },
    priceFrom: 1190,
    priceLabel: 'Preis ab',
    ...overrides,
  };
}
