import { COMMITTEE_TEXTS as T } from '@amb/shared-contracts/member';
import { EmptyState, failureOf, PageState } from '@amb/remote-kit';
import { BookingList } from './BookingList';
import { useBookedForMeQuery } from './bookingsApi';

/**
 * What the committee's manager booked with the member as participant (`/api-meinamb/booked-for-me`): on the
 * committee page and on the member's bookings page, where the member's own orders are listed above it.
 */
export function BookedForMe() {
  const booked = useBookedForMeQuery();
  if (booked.error) return <PageState kind="error" message={failureOf(booked.error).message} />;
  if (!booked.data) return <PageState kind="loading" />;
  return (
    <section className="account-section" aria-labelledby="committee-booked-heading">
      <h2 id="committee-booked-heading" className="account-section__title">
        {T.bookedForMeHeading}
      </h2>
      {booked.data.bookings.length === 0 ? (
        <EmptyState message={T.bookedForMeEmpty} />
      ) : (
        <BookingList bookings={booked.data.bookings} />
      )}
    </section>
  );
}
