import type { MemberReservation, SeminarListItem, WishlistEntry } from '@amb/shared-contracts/core';

const event: SeminarListItem = {
  eventId: 101,
  themeId: 11,
  themeSlug: 'arbeitsrecht-1',
  title: 'Arbeitsrecht I',
  rubric: { rubricId: 1, name: 'Arbeitsrecht', slug: 'arbeitsrecht' },
  startDate: '2027-03-24T09:00:00+01:00',
  endDate: '2027-03-26T16:00:00+01:00',
  isOnlineEvent: false,
  city: 'Hamburg',
  hotelId: 7,
  isSeries: false,
  moduleCount: 0,
  prices: {
    price: 1450,
    priceParticipantTwo: 1350,
    priceParticipantThree: null,
    priceParticipantFour: null,
    priceParticipantFive: null,
  },
};

/** A wish-list entry as GET /wishlist/get-with-event answers it. */
export function wishlistEntry(
  overrides: Partial<Omit<WishlistEntry, 'event'>> & { event?: Partial<SeminarListItem> } = {},
): WishlistEntry {
  const { event: eventOverrides, ...rest } = overrides;
  const merged = { ...event, ...eventOverrides };
  return { wishlistItemId: merged.eventId, eventId: merged.eventId, seatState: 'free', ...rest, event: merged };
}

/** A member's reservation as GET /order-api/reservations answers it. */
export function reservation(overrides: Partial<MemberReservation> = {}): MemberReservation {
  return {
    participantId: 501,
    orderNumber: 'AMB-000042',
    eventId: 101,
    themeTitle: 'Arbeitsrecht I',
    themeSlug: 'arbeitsrecht-1',
    startDate: '2027-03-24T09:00:00+01:00',
    endDate: '2027-03-26T16:00:00+01:00',
    city: 'Hamburg',
    salutation: 'Frau',
    title: '',
    firstname: 'Erika',
    lastname: 'Muster',
    status: 'reserved',
    reservedUntil: '2027-01-19T09:00:00.000Z',
    ...overrides,
  };
}
