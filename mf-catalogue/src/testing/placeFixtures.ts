import type {
  EventDetailResponse,
  HotelDetailResponse,
  LocationDetailResponse,
  Location,
} from '@amb/shared-contracts/core';
import { RUBRICS, seminar } from './fixtures';

/** A presence date in Hamburg with degressive prices, as GET /api/events/:event answers it. */
export function eventDetail(overrides: Partial<EventDetailResponse> = {}): EventDetailResponse {
  return {
    eventId: 101,
    url: '/seminare/p/101',
    title: 'Arbeitsrecht I',
    startDate: '2027-03-24T09:00:00+01:00',
    endDate: '2027-03-26T16:00:00+01:00',
    isOnlineEvent: false,
    isOneDay: false,
    isSeries: false,
    city: 'Hamburg',
    hotel: { hotelId: 7, name: 'Hotel Alster', url: '/standorte/hotel/hotel-alster-7' },
    onlineSessions: null,
    seatState: 'few',
    seatsLeft: 2,
    priceLabel: 'Preis ab',
    prices: {
      price: 1190,
      priceParticipantTwo: 1090,
      priceParticipantThree: 990,
      priceParticipantFour: null,
      priceParticipantFive: null,
    },
    participantPrices: [
      { participant: 1, label: '1. Teilnehmer', price: 1190 },
      { participant: 2, label: '2. Teilnehmer', price: 1090 },
      { participant: 3, label: '3. Teilnehmer', price: 990 },
      { participant: 4, label: '4. Teilnehmer', price: 990 },
      { participant: 5, label: '5. Teilnehmer', price: 990 },
    ],
    theme: {
      themeId: 11,
      slug: 'arbeitsrecht-1',
      title: 'Arbeitsrecht I',
      subtitle: 'Grundlagen des Arbeitsrechts für Betriebsräte',
      url: '/seminare/t/arbeitsrecht-1',
      rubric: RUBRICS[0]!,
    },
    isPresenceSeries: false,
    modules: [],
    ...overrides,
  };
}

/** An online training series of three online modules. */
export function onlineSeries(): EventDetailResponse {
  const module = (position: number, day: string) => ({
    moduleId: 500 + position,
    position,
    title: `Modul ${position}: Grundlagen`,
    startDate: `2027-05-${day}T09:00:00+02:00`,
    endDate: `2027-05-${day}T12:00:00+02:00`,
    isOnline: true,
    city: null,
    hotel: null,
  });
  return eventDetail({
    eventId: 202,
    url: '/seminare/p/202',
    title: 'BR-Ausbildung kompakt',
    startDate: '2027-05-05T09:00:00+02:00',
    endDate: '2027-05-19T12:00:00+02:00',
    isOnlineEvent: true,
    isSeries: true,
    city: null,
    hotel: null,
    onlineSessions: 3,
    seatState: 'free',
    seatsLeft: 12,
    priceLabel: 'Preis',
    prices: {
      price: 590,
      priceParticipantTwo: null,
      priceParticipantThree: null,
      priceParticipantFour: null,
      priceParticipantFive: null,
    },
    participantPrices: [{ participant: 1, label: '1. Teilnehmer', price: 590 }],
    modules: [module(1, '05'), module(2, '12'), module(3, '19')],
  });
}

export const HAMBURG: Location = { locationId: 3, name: 'Hamburg', slug: 'hamburg', state: 'Hamburg' };

export function locationDetail(overrides: Partial<LocationDetailResponse> = {}): LocationDetailResponse {
  return {
    locationId: 3,
    name: 'Hamburg',
    slug: 'hamburg',
    state: 'Hamburg',
    description: 'Die Hansestadt an der Elbe.',
    url: '/standorte/hamburg-3',
    hotels: [{ hotelId: 7, name: 'Hotel Alster', url: '/standorte/hotel/hotel-alster-7' }],
    events: [seminar({ eventId: 101 }), seminar({ eventId: 102, title: 'Mobbing erkennen' })],
    eventCount: 2,
    ...overrides,
  };
}

export function hotelDetail(overrides: Partial<HotelDetailResponse> = {}): HotelDetailResponse {
  return {
    hotelId: 7,
    name: 'Hotel Alster',
    url: '/standorte/hotel/hotel-alster-7',
    street: 'An der Alster 1',
    postalCode: '20099',
    city: 'Hamburg',
    stars: 4,
    description: 'Ruhig gelegen, mit Blick auf die Alster.',
    rooms: 120,
    board: 'Vollpension',
    accessibility: 'Barrierefreie Zimmer und Aufzug',
    location: HAMBURG,
    events: [seminar({ eventId: 101 })],
    eventCount: 1,
    ...overrides,
  };
}
