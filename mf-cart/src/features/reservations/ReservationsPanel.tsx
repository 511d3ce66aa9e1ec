import { useState } from 'react';
import { RESERVATION_TEXTS } from '@amb/shared-contracts/core';
import { pageHasSession } from '../../components/pageSession';
import { useGetReservationsQuery } from './api';
import { ReservationItem } from './ReservationItem';

/**
 * The member's reservations on the cart page (self-contained: it reads GET /order-api/reservations itself):
 * live ones to confirm, those that ran out in the last 30 days to put into the cart again. Logged out, on a
 * failed read or without reservations it shows nothing: the cart page around it says what matters there. On a
 * visitor's page it asks nothing (pageHasSession).
 */
export function ReservationsPanel() {
  const { data, refetch } = useGetReservationsQuery(undefined, { skip: !pageHasSession() });
  const [notice, setNotice] = useState<string | null>(null);
  const reservations = data?.reservations ?? [];
  if (reservations.length === 0 && !notice) return null;
  return (
    <section className="amb-cart-reservations-panel" aria-labelledby="amb-cart-reservations-heading">
      <h2 id="amb-cart-reservations-heading">{RESERVATION_TEXTS.heading}</h2>
      <p className="amb-cart-notice" role="status">
        {notice ?? ''}
      </p>
      <ul className="amb-cart-reservations">
        {reservations.map((reservation) => (
          <ReservationItem
            key={reservation.participantId}
            reservation={reservation}
            onDone={setNotice}
            onStale={() => void refetch()}
          />
        ))}
      </ul>
    </section>
  );
}
