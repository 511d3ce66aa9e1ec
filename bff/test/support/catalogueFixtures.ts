/** Catalogue answers of the fake api, typed by the contract the real api answers with. */
import {
  type ConferenceSummary,
  participantLabel,
  priceForParticipant,
  priceLabel,
  type CostCalculatorResponse,
  type EventDetailResponse,
  type Price,
  type SitemapEntriesResponse,
  type ThemeDate,
  type ThemeDatesResponse,
  type ThemeDetailResponse,
} from '@amb/shared-contracts';
import { flatPrice } from '@amb/shared-contracts/testing';

const rubric = { rubricId: 1, name: 'Betriebsverfassungsrecht', slug: 'betriebsverfassungsrecht' };
const DEGRESSIVE: Price = {
  price: 1190,
  priceParticipantTwo: 990,
  priceParticipantThree: 890,
  priceParticipantFour: 790,
  priceParticipantFive: 690,
};

function themeDate(eventId: number, start: string, end: string, place: Partial<ThemeDate>, prices: Price): ThemeDate {
  return {
    eventId,
    url: `/seminare/p/${eventId}`,
    startDate: start,
    endDate: end,
    isOnlineEvent: false,
    isOneDay: false,
    isSeries: false,
    city: 'Hamburg',
    hotel: { hotelId: 31, name: 'Hotel Łódź am Hafen', url: '/standorte/hotel/hotel-lodz-am-hafen-31' },
    onlineSessions: null,
    seatState: 'free',
    seatsLeft: 12,
    priceLabel: priceLabel(prices),
    prices,
    participantPrices: [1, 2, 3, 4, 5].map((n) => ({
      participant: n,
      label: participantLabel(n),
      price: priceForParticipant(prices, n),
    })),
    ...place,
  };
}

export const THEME_DATES: ThemeDate[] = [
  themeDate(901, '2026-03-09T08:00:00Z', '2026-03-13T13:00:00Z', {}, DEGRESSIVE),
  themeDate(
    902,
    '2026-04-20T07:00:00Z',
    '2026-06-01T14:00:00Z',
    { isOnlineEvent: true, isSeries: true, city: null, hotel: null, onlineSessions: 6, seatState: 'few', seatsLeft: 2 },
    flatPrice(1450),
  ),
  themeDate(
    903,
    '2026-05-04T07:00:00Z',
    '2026-05-04T15:00:00Z',
    { isOneDay: true, seatState: 'full', seatsLeft: 0 },
    flatPrice(590),
  ),
];

export const THEME: ThemeDetailResponse = {
  themeId: 11,
  slug: 'br-1-grundlagen-der-betriebsratsarbeit',
  title: 'BR 1 – Grundlagen der Betriebsratsarbeit',
  subtitle: 'Rechte, Pflichten und Handwerkszeug für neue Betriebsräte',
  url: '/seminare/t/br-1-grundlagen-der-betriebsratsarbeit',
  rubric,
  nextDate: {
    eventId: 901,
    startDate: '2026-03-09T08:00:00Z',
    endDate: '2026-03-13T13:00:00Z',
    isOnlineEvent: false,
    city: 'Hamburg',
  },
  priceFrom: 590,
  priceLabel: 'Preis ab',
  description:
    'Das Seminar vermittelt die Grundlagen des Betriebsverfassungsgesetzes: Beteiligungsrechte, Sitzungen und Beschlüsse.',
  actionField: 'Grundlagen',
  tags: [{ tagId: 3, name: 'Einsteiger', slug: 'einsteiger' }],
  manager: {
    managerId: 4,
    name: 'Zoë Łukasik',
    photoUrl: '/img/team/4.jpg',
    phone: '+49 40 123456-0',
    email: 'z.lukasik@example.de',
  },
  dateCount: THEME_DATES.length,
};

export const THEME_DATES_RESPONSE: ThemeDatesResponse = {
  themeId: THEME.themeId,
  slug: THEME.slug,
  title: THEME.title,
  url: THEME.url,
  dates: THEME_DATES,
};

export const EVENT: EventDetailResponse = {
  ...THEME_DATES[1]!,
  title: 'Online-Reihe: BR 1 in sechs Sitzungen',
  theme: {
    themeId: THEME.themeId,
    slug: THEME.slug,
    title: THEME.title,
    subtitle: THEME.subtitle,
    url: THEME.url,
    rubric,
  },
  isPresenceSeries: false,
  modules: [1, 2].map((position) => ({
    moduleId: 70 + position,
    position,
    title: `Modul ${position}: ${position === 1 ? 'Rechte und Pflichten' : 'Sitzungen und Beschlüsse'}`,
    startDate: `2026-0${3 + position}-20T07:00:00Z`,
    endDate: `2026-0${3 + position}-20T14:00:00Z`,
    isOnline: true,
    city: null,
    hotel: null,
  })),
};

export const SITEMAP_ENTRIES: SitemapEntriesResponse = {
  rubrics: ['/seminare/r/betriebsverfassungsrecht'],
  themes: [THEME.url],
  events: THEME_DATES.map((date) => date.url),
  locations: ['/standorte/hamburg-3'],
  hotels: ['/standorte/hotel/hotel-lodz-am-hafen-31'],
  content: ['/fachartikel/mobile-arbeit', '/news/bag-pflicht-zur-arbeitszeiterfassung'],
  caseLaw: ['/rechtsprechung', '/rechtsprechung/br/urteil/bag-1-abr-16-23'],
  conferences: ['/fachtagung/betriebsraete-fachtagung'],
};

/** The cost calculator's data of a three-day presence seminar (GET /order-api/cost-calculator/:eventId). */
export const COST_EVENT: CostCalculatorResponse = {
  eventId: 1203,
  themeTitle: 'Kündigung und Kündigungsschutz',
  startDate: '2026-03-02',
  endDate: '2026-03-04',
  stays: [3],
  days: 3,
  isOnline: false,
  city: 'Hamburg',
  prices: {
    price: 1190,
    priceParticipantTwo: 1090,
    priceParticipantThree: null,
    priceParticipantFour: null,
    priceParticipantFive: null,
  },
  priceLabel: 'Preis ab',
  participantPrices: [
    { participant: 1, label: '1. Teilnehmer', price: 1190 },
    { participant: 2, label: '2. Teilnehmer', price: 1090 },
  ],
  hotel: {
    hotelId: 31,
    name: 'Hotel Łódź am Hafen',
    street: 'Am Kai 1',
    postalCode: '20457',
    city: 'Hamburg',
    rates: { singleRoomNightCents: 12_000, fullBoardDayCents: 5_500, dayRateCents: 6_500 },
  },
  cart: null,
};

/** The upcoming conferences (GET /api/get-conferences). */
export const UPCOMING_CONFERENCES: ConferenceSummary[] = [
  {
    conferenceId: 1,
    eventId: 9001,
    slug: 'betriebsraete-fachtagung',
    url: '/fachtagung/betriebsraete-fachtagung',
    bookingUrl: '/fachtagung/betriebsraete-fachtagung/buchung',
    title: 'Betriebsräte-Fachtagung',
    subtitle: 'Mitbestimmung in der Transformation',
    audience: 'br',
    audienceLabel: 'Betriebsräte',
    startDate: '2026-05-11',
    endDate: '2026-05-13',
    city: 'Berlin',
    venue: 'Hotel Spreebogen',
    state: 'bookable',
    seatState: 'free',
    seatsLeft: 126,
    hasFullWorkshop: false,
    priceFrom: 790,
    earlyBirdUntil: null,
  },
];
