import { PAGE_ROUTES, type ShoppingCartResponse } from '@amb/shared-contracts/core';
import { TO_CHECKOUT_TEXTS, cartCosts, confirmKindOf } from '@amb/shared-contracts/booking';
import { ButtonLink, Card } from '@amb/remote-kit';
import { CancellationTerms } from '../../components/CancellationTerms';
import { CartCostFacts } from '../../components/CartCostFacts';
import { CART_TEXTS } from '../../components/cartTexts';

/** The cancellation terms of the cart, before anyone confirms. */
export function CartTerms({ cart }: { cart: ShoppingCartResponse }) {
  return <CancellationTerms lines={cart.cancellationTerms} />;
}

/** Participants and costs of the whole cart, and the way on to the checkout's steps. */
export function CartSummary({ cart }: { cart: ShoppingCartResponse }) {
  return (
    <Card heading={CART_TEXTS.summaryHeading} className="amb-cart-summary" aria-label={CART_TEXTS.summaryHeading}>
      <CartCostFacts participants={cart.totals.participants} costs={cartCosts(cart.items)} />
      <ButtonLink href={PAGE_ROUTES.checkout.path}>{TO_CHECKOUT_TEXTS[confirmKindOf(cart.items)]}</ButtonLink>
    </Card>
  );
}
