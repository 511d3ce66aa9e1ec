import { netPriceText } from '@amb/shared-contracts/core';
import { ifBookedText, type CartCosts } from '@amb/shared-contracts/booking';
import { VatTotals } from '@amb/remote-kit';
import { CART_TEXTS } from './cartTexts';

/** Rows of a cost list: what reservations and waiting groups would cost once booked, apart from the total. */
export function CostsApart({ costs }: { costs: CartCosts }) {
  return (
    <>
      {costs.reserved > 0 ? (
        <div>
          <dt>{CART_TEXTS.reservationsApart}</dt>
          <dd>{ifBookedText(netPriceText(costs.reserved))}</dd>
        </div>
      ) : null}
      {costs.waiting > 0 ? (
        <div>
          <dt>{CART_TEXTS.waitingApart}</dt>
          <dd>{ifBookedText(netPriceText(costs.waiting))}</dd>
        </div>
      ) : null}
    </>
  );
}

/**
 * Participants and what the order costs: the bookings' total as net, VAT and gross (the one VAT rule);
 * reservations and waiting groups apart, never added.
 */
export function CartCostFacts({ participants, costs }: { participants: number; costs: CartCosts }) {
  return (
    <>
      <dl className="amb-cart-summary__facts">
        <div>
          <dt>{CART_TEXTS.participantsCount}</dt>
          <dd>{participants}</dd>
        </div>
        <CostsApart costs={costs} />
      </dl>
      <VatTotals net={costs.booked} label={CART_TEXTS.total} />
    </>
  );
}
