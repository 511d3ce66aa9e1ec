import { PAGE_ROUTES, type ShoppingCartResponse } from '@amb/shared-contracts/core';
import { ButtonLink, Card, VatTotals } from '@amb/remote-kit';
import { CancellationTerms } from '../../components/CancellationTerms';
import { CART_TEXTS } from './cartTexts';

/** The cancellation terms of the cart, before anyone confirms. */
export function CartTerms({ cart }: { cart: ShoppingCartResponse }) {
  return <CancellationTerms lines={cart.cancellationTerms} />;
}

/** Participants and total of the whole cart, and the way on to the checkout. */
export function CartSummary({ cart }: { cart: ShoppingCartResponse }) {
  return (
    <Card heading={CART_TEXTS.summaryHeading} className="amb-cart-summary" aria-label={CART_TEXTS.summaryHeading}>
      <dl className="amb-cart-summary__facts">
        <div>
          <dt>{CART_TEXTS.participantsCount}</dt>
          <dd>{cart.totals.participants}</dd>
        </div>
      </dl>
      <VatTotals net={cart.totals.total} label={CART_TEXTS.total} />
      <ButtonLink href={PAGE_ROUTES.checkout.path}>{CART_TEXTS.toCheckout}</ButtonLink>
    </Card>
  );
}
