/** Anna's cart (two participants, one online and one presence seminar) and an order of hers, as the api answers them. */
import {
  CANCELLATION_TERMS_LINES,
  type CartParticipant,
  type Order,
  type ShoppingCartResponse,
} from '@amb/shared-contracts';
import { flatPrice } from '@amb/shared-contracts/testing';

const person = {
  salutation: 'Frau',
  title: 'Dr.',
  firstname: 'Zoë',
  lastname: 'Łukasik',
  email: 'zoe@example.de',
  brFunction: 'Betriebsratsvorsitzende',
  hotelOverNightOption: 'overnight',
  kind: 'booking',
} as const;

const participant = (n: number, overrides: Partial<CartParticipant>): CartParticipant => ({
  ...person,
  recipientId: 300 + n,
  position: n,
  label: `${n}. Teilnehmer`,
  legalBasis: 'br37Abs6',
  price: n === 1 ? 1190 : 990,
  ...overrides,
});

export const ANNAS_CART: ShoppingCartResponse = {
  items: [
    {
      cartItemId: 41,
      eventId: 1203,
      themeId: 17,
      themeTitle: 'Kündigung und Kündigungsschutz',
      startDate: '2099-03-02',
      endDate: '2099-03-04',
      city: 'Hamburg',
      hotelName: 'Hotel Łódź am Hafen',
      isOnline: false,
      prices: { ...flatPrice(1190), priceParticipantTwo: 990 },
      priceLabel: 'Preis ab',
      seatsLeft: 8,
      waitingGroups: 0,
      state: 'bookable',
      participants: [
        participant(1, {}),
        participant(2, {
          salutation: 'Herr',
          title: '',
          firstname: 'Murat',
          lastname: 'Yılmaz',
          brFunction: 'Schwerbehindertenvertretung',
          legalBasis: 'sbv179Abs4',
          kind: 'reservation',
        }),
      ],
      subtotal: 2180,
    },
    {
      cartItemId: 42,
      eventId: 1204,
      themeId: 18,
      themeTitle: 'Arbeitszeit gestalten',
      startDate: '2099-05-10',
      endDate: '2099-05-10',
      city: null,
      hotelName: null,
      isOnline: true,
      prices: flatPrice(590),
      priceLabel: 'Preis',
      seatsLeft: 20,
      waitingGroups: 0,
      state: 'bookable',
      participants: [
        participant(1, {
          firstname: 'Jonas',
          lastname: 'Weber',
          legalBasis: 'br37Abs7',
          price: 590,
          hotelOverNightOption: 'none',
        }),
      ],
      subtotal: 590,
    },
    {
      cartItemId: 43,
      eventId: 1205,
      themeId: 19,
      themeTitle: 'Seminar ohne Teilnehmer',
      startDate: '2099-06-01',
      endDate: '2099-06-02',
      city: 'Köln',
      hotelName: 'Domhotel',
      isOnline: false,
      prices: flatPrice(800),
      priceLabel: 'Preis',
      seatsLeft: 5,
      waitingGroups: 0,
      state: 'bookable',
      participants: [],
      subtotal: 0,
    },
  ],
  options: {
    company: 'Nordwerk GmbH',
    street: 'Hafenstraße',
    streetNumber: '12a',
    postalCode: '20457',
    city: 'Hamburg',
    purchaseOrderNumber: 'PO-4711',
    costCentre: 'KST 100',
    remarks: '',
  },
  totals: { participants: 3, total: 2770 },
  cancellationTerms: CANCELLATION_TERMS_LINES,
};

export const EMPTY_CART: ShoppingCartResponse = {
  items: [],
  options: null,
  totals: { participants: 0, total: 0 },
  cancellationTerms: CANCELLATION_TERMS_LINES,
};

export const ANNAS_ORDER: Order = {
  orderId: 512,
  orderNumber: 'AMB-000512',
  createdAt: '2026-01-05T09:30:00.000Z',
  total: 2180,
  options: { ...ANNAS_CART.options!, remarks: 'Bitte vegetarisch' },
  items: [
    {
      eventId: 1203,
      themeTitle: 'Kündigung und Kündigungsschutz',
      startDate: '2026-03-02',
      endDate: '2026-03-04',
      participants: [
        {
          ...person,
          participantId: 900,
          position: 1,
          legalBasis: 'br37Abs6',
          status: 'booked',
          price: 1190,
          reservedUntil: null,
        },
        {
          ...person,
          participantId: 901,
          position: 2,
          firstname: 'Murat',
          lastname: 'Yılmaz',
          salutation: 'Herr',
          title: '',
          kind: 'reservation',
          legalBasis: 'sbv179Abs4',
          status: 'reserved',
          price: 990,
          reservedUntil: '2026-01-19T09:30:00.000Z',
        },
      ],
    },
  ],
  history: [{ status: 'ordered', at: '2026-01-05T09:30:00.000Z' }],
};
