import type { ConferenceDetailResponse, ConferenceSummary, ShoppingCartResponse } from '@amb/shared-contracts/core';

export const SUMMARY: ConferenceSummary = {
  conferenceId: 3,
  eventId: 9003,
  slug: 'jav-konferenz',
  url: '/fachtagung/jav-konferenz',
  bookingUrl: '/fachtagung/jav-konferenz/buchung',
  title: 'JAV-Konferenz',
  subtitle: 'Ausbildung, Übernahme, Zukunft',
  audience: 'jav',
  audienceLabel: 'Jugend- und Auszubildendenvertretungen',
  startDate: '2027-06-07',
  endDate: '2027-06-08',
  city: 'Leipzig',
  venue: 'Hotel am Auensee',
  state: 'bookable',
  seatState: 'free',
  seatsLeft: 89,
  hasFullWorkshop: true,
  priceFrom: 340,
  earlyBirdUntil: '2027-03-17',
};

const workshop = (workshopId: number, slotId: number, code: string, title: string, seatsLeft: number) => ({
  workshopId,
  code,
  title,
  room: `Raum ${code}`,
  capacity: 40,
  seatsLeft,
  seatState: seatsLeft === 0 ? ('full' as const) : seatsLeft <= 3 ? ('few' as const) : ('free' as const),
  description: `Worum es in ${code} geht.`,
  speakerIds: [1],
  waiting: seatsLeft === 0 ? 2 : 0,
});

export function conference(overrides: Partial<ConferenceDetailResponse> = {}): ConferenceDetailResponse {
  return {
    ...SUMMARY,
    description: 'Zwei Tage für die JAV.\n\nDer Abend gehört dem Austausch.',
    audienceText: 'Jugend- und Auszubildendenvertretungen',
    capacity: 150,
    days: [
      {
        day: '2027-06-07',
        slots: [
          {
            slotId: 21,
            day: '2027-06-07',
            startsAt: '10:00',
            endsAt: '11:00',
            kind: 'plenary',
            title: 'Eröffnung',
            description: '',
            room: 'Saal Auensee',
            speakerIds: [1],
            workshops: [],
          },
          {
            slotId: 22,
            day: '2027-06-07',
            startsAt: '11:15',
            endsAt: '13:00',
            kind: 'workshops',
            title: 'Workshops I',
            description: '',
            room: null,
            speakerIds: [],
            workshops: [
              workshop(31, 22, 'J1', 'Ausbildungsqualität prüfen', 22),
              workshop(32, 22, 'J2', 'Übernahme', 0),
            ],
          },
        ],
      },
      {
        day: '2027-06-08',
        slots: [
          {
            slotId: 23,
            day: '2027-06-08',
            startsAt: '09:00',
            endsAt: '10:45',
            kind: 'workshops',
            title: 'Workshops II',
            description: '',
            room: null,
            speakerIds: [],
            workshops: [workshop(35, 23, 'J5', 'Digitale Ausbildung', 23), workshop(36, 23, 'J6', 'Vergütung', 2)],
          },
        ],
      },
    ],
    speakers: [
      {
        speakerId: 1,
        name: 'Jan Petersen',
        role: 'Referent',
        organisation: 'Akademie für Mitbestimmung',
        bio: 'Schult JAV-Gremien.',
        photoUrl: 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E',
      },
    ],
    prices: {
      prices: {
        price: 390,
        priceParticipantTwo: 390,
        priceParticipantThree: 390,
        priceParticipantFour: 390,
        priceParticipantFive: 390,
      },
      priceLabel: 'Preis',
      lines: [1, 2, 3, 4, 5].map((participant) => ({
        participant,
        label: participant === 5 ? '5. Teilnehmer und weitere' : `${participant}. Teilnehmer`,
        regular: 390,
        earlyBird: 340,
      })),
      earlyBird: { until: '2027-03-17', discount: 50, active: true },
      memberDiscount: null,
      from: 340,
    },
    included: ['Mittagessen und Kaffeepausen an beiden Tagen'],
    eveningEvent: 'Abend der JAVen mit Kneipenquiz, 19:30 Uhr',
    hotel: {
      hotelId: 17,
      name: 'Hotel am Auensee',
      url: '/standorte/hotel/hotel-am-auensee-17',
      street: 'Gustav-Esche-Straße 5',
      postalCode: '04159',
      city: 'Leipzig',
      stars: 4,
      nightRate: 160,
      roomsLeft: 50,
      roomsUntil: '2027-05-06',
      roomsReleased: false,
    },
    boardOptions: ['overnight', 'overnightWithNightBefore', 'dayRate'],
    relatedSeminars: [],
    relatedConferences: [],
    ...overrides,
  };
}

export const EMPTY_CART: ShoppingCartResponse = {
  items: [],
  options: null,
  totals: { participants: 0, total: 0 },
  cancellationTerms: [],
  reservationDays: 14,
};
