import {
  participantLabel,
  priceForParticipant,
  type CartParticipant,
  type CostCalculatorResponse,
  type Order,
  type OrderParticipant,
  type OrderOptions,
  type Price,
  type ShoppingCartItem,
  type ShoppingCartResponse,
} from '@amb/shared-contracts/core';
import { CANCELLATION_TERMS_LINES } from '@amb/shared-contracts/booking';

export const PRICES: Price = {
  price: 1190,
  priceParticipantTwo: 1090,
  priceParticipantThree: 990,
  priceParticipantFour: null,
  priceParticipantFive: null,
};

export function participant(position: number, overrides: Partial<CartParticipant> = {}): CartParticipant {
  return {
    recipientId: 100 + position,
    position,
    label: participantLabel(position),
    salutation: 'Frau',
    title: '',
    firstname: ['Anna', 'Bernd', 'Clara'][position - 1] ?? 'Dora',
    lastname: 'Muster',
    email: `p${position}@example.de`,
    brFunction: 'Betriebsratsmitglied',
    hotelOverNightOption: 'overnight',
    kind: 'booking',
    legalBasis: 'br37Abs6',
    price: priceForParticipant(PRICES, position),
    workshops: [],
    unionMember: false,
    ...overrides,
  };
}

export function cartItem(overrides: Partial<ShoppingCartItem> = {}): ShoppingCartItem {
  const participants = overrides.participants ?? [participant(1), participant(2, { kind: 'reservation' })];
  return {
    cartItemId: 7,
    eventId: 41,
    themeId: 3,
    themeTitle: 'Betriebsverfassungsrecht Teil I',
    startDate: '2027-03-22',
    endDate: '2027-03-26',
    city: 'Hamburg',
    hotelName: 'Hotel am Hafen',
    isOnline: false,
    prices: PRICES,
    priceLabel: 'Preis ab',
    seatsLeft: 9,
    waitingGroups: 0,
    state: 'bookable',
    subtotal: participants.reduce((sum, person) => sum + person.price, 0),
    conference: null,
    ...overrides,
    participants,
  };
}

export const OPTIONS: OrderOptions = {
  company: 'Nordwerk GmbH',
  street: 'Hafenstraße',
  streetNumber: '12a',
  postalCode: '20457',
  city: 'Hamburg',
  purchaseOrderNumber: 'PO-4711',
  costCentre: '',
  remarks: '',
};

export function cart(items: ShoppingCartItem[] = [cartItem()], options: OrderOptions | null = OPTIONS) {
  const participants = items.reduce((sum, item) => sum + item.participants.length, 0);
  const total = items.reduce((sum, item) => sum + item.subtotal, 0);
  return {
    items,
    options,
    totals: { participants, total },
    cancellationTerms: CANCELLATION_TERMS_LINES,
    reservationDays: 14,
  } satisfies ShoppingCartResponse;
}

export const EMPTY_CART = cart([], null);

function orderParticipant(
  { recipientId, label: _label, workshops: _workshops, ...person }: CartParticipant,
  held: Pick<OrderParticipant, 'status' | 'reservedUntil'>,
): OrderParticipant {
  return { ...person, participantId: recipientId, ...held, workshops: [] };
}

export const ORDER: Order = {
  orderId: 123,
  orderNumber: 'AMB-000123',
  createdAt: '2027-01-10T09:00:00.000Z',
  total: 2280,
  options: OPTIONS,
  history: [{ status: 'ordered', at: '2027-01-10T09:00:00.000Z' }],
  items: [
    {
      eventId: 41,
      themeTitle: 'Betriebsverfassungsrecht Teil I',
      startDate: '2027-03-22',
      endDate: '2027-03-26',
      participants: [
        orderParticipant(participant(1), { status: 'booked', reservedUntil: null }),
        orderParticipant(participant(2, { kind: 'reservation' }), {
          status: 'reserved',
          reservedUntil: '2027-01-24T09:00:00.000Z',
        }),
      ],
      conferenceUrl: null,
    },
  ],
};

/** The cost calculator's answer for a presence date in Hamburg (the calculator's and the online fax's tests). */
export function costEvent(overrides: Partial<CostCalculatorResponse> = {}): CostCalculatorResponse {
  return {
    eventId: 1203,
    themeTitle: 'Kündigung und Kündigungsschutz',
    startDate: '2027-03-02',
    endDate: '2027-03-04',
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
    participantPrices: [],
    hotel: {
      hotelId: 31,
      name: 'Hotel Alster',
      street: 'Am Kai 1',
      postalCode: '20457',
      city: 'Hamburg',
      rates: { singleRoomNightCents: 12_000, fullBoardDayCents: 5_500, dayRateCents: 6_500 },
    },
    cart: null,
    ...overrides,
  };
}
