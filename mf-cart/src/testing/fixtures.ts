import type { SeminarListItem, WishlistEntry } from '@amb/shared-contracts/core';

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
