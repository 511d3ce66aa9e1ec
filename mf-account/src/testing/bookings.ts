import type { MemberBookingEvent, MemberBookingParticipant } from '@amb/shared-contracts/core';

/** A participant of the member's bookings as the api lists it (booked, fee of today at 50 %). */
export function participant(overrides: Partial<MemberBookingParticipant> = {}): MemberBookingParticipant {
  return {
    participantId: 11,
    position: 1,
    salutation: 'Herr',
    title: '',
    firstname: 'Anton',
    lastname: 'Muster',
    email: 'anton.muster@example.de',
    status: 'booked',
    reservedUntil: null,
    priceCents: 119_000,
    feeToday: { stage: 'half', percent: 50, amountCents: 59_500 },
    cancellationFeeCents: null,
    substituted: false,
    workshops: [],
    ...overrides,
  };
}

export function bookingEvent(overrides: Partial<MemberBookingEvent> = {}): MemberBookingEvent {
  return {
    orderId: 3,
    orderNumber: 'AMB-000003',
    eventId: 40,
    themeTitle: 'Arbeitsrecht Teil I',
    themeSlug: 'arbeitsrecht-teil-i',
    startDate: '2026-03-02',
    endDate: '2026-03-04',
    city: 'Hamburg',
    participants: [participant()],
    conference: null,
    ...overrides,
  };
}

/** The future events of the tests: a booking of two, a reservation, a waiting place. */
export const FUTURE_EVENTS: MemberBookingEvent[] = [
  bookingEvent({
    participants: [
      participant(),
      participant({
        participantId: 12,
        position: 2,
        firstname: 'Berta',
        salutation: 'Frau',
        status: 'cancelled',
        feeToday: null,
        cancellationFeeCents: 59_500,
      }),
    ],
  }),
  bookingEvent({
    orderId: 4,
    orderNumber: 'AMB-000004',
    eventId: 41,
    themeTitle: 'Neu im Betriebsrat',
    themeSlug: 'neu-im-betriebsrat',
    startDate: '2026-04-13',
    endDate: '2026-04-15',
    city: null,
    participants: [
      participant({
        participantId: 21,
        firstname: 'Rita',
        salutation: 'Frau',
        status: 'reserved',
        reservedUntil: '2026-01-20T09:00:00.000Z',
        feeToday: { stage: 'free', percent: 0, amountCents: 0 },
      }),
    ],
  }),
  bookingEvent({
    orderId: 5,
    orderNumber: 'AMB-000005',
    eventId: 42,
    themeTitle: 'Der Betriebsratsvorsitz',
    themeSlug: 'der-betriebsratsvorsitz',
    participants: [
      participant({
        participantId: 31,
        firstname: 'Willi',
        status: 'waiting',
        feeToday: { stage: 'free', percent: 0, amountCents: 0 },
      }),
    ],
  }),
];

export const PAST_EVENTS: MemberBookingEvent[] = [
  bookingEvent({
    orderId: 1,
    orderNumber: 'AMB-000001',
    eventId: 9,
    themeTitle: 'Schriftführung im Betriebsrat',
    themeSlug: 'schriftfuehrung-im-betriebsrat',
    startDate: '2025-11-10',
    endDate: '2025-11-10',
    participants: [participant({ participantId: 5, feeToday: null })],
  }),
];
