/** Answers of the theme calls for the tests: a theme "Arbeitsrecht I" (id 11, slug arbeitsrecht-1). */
import type {
  HotelDetailResponse,
  RelatedTopicsResponse,
  StarterPackageResponse,
  ThemeDate,
  ThemeDatesResponse,
  ThemeDetailResponse,
} from '@amb/shared-contracts/core';
import { json, type MockRoute } from '@amb/remote-kit/testing';

const RUBRIC = { rubricId: 1, name: 'Arbeitsrecht', slug: 'arbeitsrecht' };

export function themeDate(overrides: Partial<ThemeDate> = {}): ThemeDate {
  return {
    eventId: 101,
    url: '/seminare/p/101',
    startDate: '2027-03-24T09:00:00+01:00',
    endDate: '2027-03-26T16:00:00+01:00',
    isOnlineEvent: false,
    isOneDay: false,
    isSeries: false,
    city: 'Hamburg',
    hotel: { hotelId: 7, name: 'Hotel am See', url: '/standorte/hotel/hotel-am-see-7' },
    onlineSessions: null,
    seatState: 'free',
    seatsLeft: 12,
    priceLabel: 'Preis ab',
    prices: {
      price: 1190,
      priceParticipantTwo: 1090,
      priceParticipantThree: 990,
      priceParticipantFour: null,
      priceParticipantFive: null,
    },
    participantPrices: [1190, 1090, 990, 990, 990].map((price, index) => ({
      participant: index + 1,
      label: `${index + 1}. Teilnehmer`,
      price,
    })),
    ...overrides,
  };
}

/** A one-day online series of four sessions at a single price, almost full. */
export const ONLINE_DATE = themeDate({
  eventId: 102,
  url: '/seminare/p/102',
  startDate: '2027-05-05T09:00:00+02:00',
  endDate: '2027-05-05T17:00:00+02:00',
  isOnlineEvent: true,
  isSeries: true,
  city: null,
  hotel: null,
  onlineSessions: 4,
  seatState: 'few',
  seatsLeft: 2,
  priceLabel: 'Preis',
  prices: {
    price: 590,
    priceParticipantTwo: null,
    priceParticipantThree: null,
    priceParticipantFour: null,
    priceParticipantFive: null,
  },
  participantPrices: [{ participant: 1, label: '1. Teilnehmer', price: 590 }],
});

export const FULL_DATE = themeDate({
  eventId: 103,
  url: '/seminare/p/103',
  seatState: 'full',
  seatsLeft: 0,
  startDate: '2027-06-07T09:00:00+02:00',
  endDate: '2027-06-09T16:00:00+02:00',
  city: 'Berlin',
  hotel: null,
});

export const LATER_DATE = themeDate({
  eventId: 104,
  url: '/seminare/p/104',
  startDate: '2027-09-01T09:00:00+02:00',
  endDate: '2027-09-03T16:00:00+02:00',
  city: 'München',
});

export function themeDetail(overrides: Partial<ThemeDetailResponse> = {}): ThemeDetailResponse {
  return {
    themeId: 11,
    slug: 'arbeitsrecht-1',
    title: 'Arbeitsrecht I',
    subtitle: 'Grundlagen des Arbeitsrechts für Betriebsräte',
    url: '/seminare/t/arbeitsrecht-1',
    rubric: RUBRIC,
    nextDate: null,
    priceFrom: 590,
    priceLabel: 'Preis ab',
    description: 'Das Arbeitsrecht im Überblick.\n\nVom Arbeitsvertrag bis zur Kündigung.',
    actionField: 'Arbeitsrecht',
    tags: [
      { tagId: 1, name: 'Einsteiger', slug: 'einsteiger' },
      { tagId: 2, name: 'Kündigungsschutz', slug: 'kuendigungsschutz' },
    ],
    manager: {
      managerId: 3,
      name: 'Petra Schneider',
      photoUrl: '/bilder/ansprechpartner/petra-schneider.jpg',
      phone: '+49 (0)40 123 456-7',
      email: 'petra.schneider@amb-seminare.de',
    },
    dateCount: 4,
    ...overrides,
  };
}

export function themeDates(dates: ThemeDate[] = [themeDate(), ONLINE_DATE, FULL_DATE, LATER_DATE]): ThemeDatesResponse {
  return { themeId: 11, slug: 'arbeitsrecht-1', title: 'Arbeitsrecht I', url: '/seminare/t/arbeitsrecht-1', dates };
}

export const RELATED: RelatedTopicsResponse = [
  {
    themeId: 12,
    slug: 'arbeitsrecht-2',
    title: 'Arbeitsrecht II',
    subtitle: 'Vertiefung für Fortgeschrittene',
    url: '/seminare/t/arbeitsrecht-2',
    rubric: RUBRIC,
    nextDate: {
      eventId: 201,
      startDate: '2027-04-12T09:00:00+02:00',
      endDate: '2027-04-14T16:00:00+02:00',
      isOnlineEvent: false,
      city: 'Köln',
    },
    priceFrom: 1290,
    priceLabel: 'Preis ab',
  },
];

/** The starter package: a theme of another rubric without a date, then "Arbeitsrecht I" itself. */
export const STARTER: StarterPackageResponse = [
  {
    ...RELATED[0]!,
    themeId: 21,
    slug: 'neu-im-betriebsrat',
    title: 'Neu im Betriebsrat',
    url: '/seminare/t/neu-im-betriebsrat',
    rubric: { rubricId: 2, name: 'BR-Grundlagen', slug: 'br-grundlagen' },
    nextDate: null,
    priceFrom: null,
    priceLabel: null,
  },
  { ...RELATED[0]!, themeId: 11, slug: 'arbeitsrecht-1', title: 'Arbeitsrecht I', url: '/seminare/t/arbeitsrecht-1' },
];

export const HOTEL: HotelDetailResponse = {
  hotelId: 7,
  name: 'Hotel am See',
  url: '/standorte/hotel/hotel-am-see-7',
  street: 'Seestraße 1',
  postalCode: '20095',
  city: 'Hamburg',
  stars: 4,
  description: 'Ruhig gelegen, mit Blick auf die Alster.',
  rooms: 120,
  board: 'Vollpension',
  accessibility: 'Barrierefrei: Aufzug, rollstuhlgerechte Zimmer und Tagungsräume',
  location: null,
  events: [],
  eventCount: 0,
};

/** The theme calls answered for "Arbeitsrecht I" by id 11 or slug arbeitsrecht-1; anything else is unknown. */
export function themeRoutes(overrides: Record<string, MockRoute> = {}): Record<string, MockRoute> {
  const unknown = () => json({ error: { code: 'NOT_FOUND', message: 'Dieses Seminar gibt es nicht.' } }, 404);
  return {
    '/api/themes/11': () => json(themeDetail()),
    '/api/themes/arbeitsrecht-1': () => json(themeDetail()),
    '/api/themes/11/dates': () => json(themeDates()),
    '/api/themes/gibt-es-nicht': unknown,
    '/recommendations/get-related-topics': (call) => json(call.query.themeId === '11' ? RELATED : []),
    '/recommendations/starter-package': (call) => json(call.query.themeId === '11' ? STARTER : []),
    '/api/hotels/7': () => json(HOTEL),
    ...overrides,
  };
}
