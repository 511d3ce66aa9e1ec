import { ORDER_WORKSHOP_STATUS_LABELS, netPriceText } from '@amb/shared-contracts/core';
import { seatPriceText } from '@amb/shared-contracts/booking';
import { participantStateLabel, type CommitteeBooking } from '@amb/shared-contracts/member';
import { formatDate, formatDateRange } from '@amb/shared-contracts/dates';

/** Participants of the committee's orders: seminar, dates, person, state, net price (VAT stated), who ordered, workshops. */
export function BookingList({ bookings, showBooker = true }: { bookings: CommitteeBooking[]; showBooker?: boolean }) {
  return (
    <ul className="account-members">
      {bookings.map((booking) => {
        const status = participantStateLabel(
          booking.status,
          booking.reservedUntil ? formatDate(booking.reservedUntil) : null,
        );
        const price = seatPriceText(booking.status, netPriceText(booking.priceCents / 100));
        return (
          <li key={booking.participantId} className="account-members__item">
            <span>
              <strong>{booking.themeTitle}</strong> – {formatDateRange(booking.startDate, booking.endDate)} –{' '}
              {`${booking.firstname} ${booking.lastname}`} – {status}
              {price ? ` – ${price}` : ''}
              {showBooker ? ` – bestellt von ${booking.bookedBy}` : ''}
            </span>
            {booking.workshops.length > 0 ? (
              <span className="account-members__detail">
                {`Workshops: ${booking.workshops
                  .map((w) => `${w.code} ${w.title} (${ORDER_WORKSHOP_STATUS_LABELS[w.status]})`)
                  .join(', ')}`}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
