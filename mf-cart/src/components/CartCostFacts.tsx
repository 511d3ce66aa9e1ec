import { formatPrice } from '@amb/shared-contracts/core';
import type { CartCosts } from '@amb/shared-contracts/booking';
import { CART_TEXTS } from './cartTexts';

/** Participants and what the order costs: the bookings' total; reservations and waiting groups apart, never added. */
export function CartCostFacts({ participants, costs }: { participants: number; costs: CartCosts }) {
  return (
    <dl className="amb-cart-summary__facts">
      <div>
        <dt>{CART_TEXTS.participantsCount}</dt>
        <dd>{participants}</dd>
      </div>
      <div>
        <dt>{CART_TEXTS.total}</dt>
        <dd>
          <strong>{formatPrice(costs.booked)}</strong>
        </dd>
      </div>
      {costs.reserved > 0 ? (
        <div>
          <dt>{CART_TEXTS.reservationsApart}</dt>
          <dd>{CART_TEXTS.ifBooked(formatPrice(costs.reserved))}</dd>
        </div>
      ) : null}
      {costs.waiting > 0 ? (
        <div>
          <dt>{CART_TEXTS.waitingApart}</dt>
          <dd>{CART_TEXTS.ifBooked(formatPrice(costs.waiting))}</dd>
        </div>
      ) : null}
    </dl>
  );
}
