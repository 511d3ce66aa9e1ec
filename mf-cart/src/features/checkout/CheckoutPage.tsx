import { useState } from 'react';
import { buildPath, isLoggedIn, PAGE_ROUTES, type Order } from '@amb/shared-contracts/core';
import { ORDER_MESSAGES } from '@amb/shared-contracts/schemas';
import { ButtonLink, EmptyState, ErrorState, Link, Loading, Page, failureOf } from '@amb/remote-kit';
import { CancellationTerms } from '../../components/CancellationTerms';
import { useShoppingCartQuery } from '../../components/shoppingCartApi';
import { useCurrentUserQuery } from './checkoutApi';
import { CheckoutForm } from './CheckoutForm';
import { CheckoutReview } from './CheckoutReview';
import { CHECKOUT_TEXTS } from './checkoutTexts';
import { OrderConfirmation } from './OrderConfirmation';

const BACK_HERE = { redirect: PAGE_ROUTES.checkout.path };

/** Logged out: log in or register and come back here; the cart stays with the session and moves to the account. */
function LoginFirst() {
  return (
    <EmptyState
      message={CHECKOUT_TEXTS.loginNeeded}
      action={
        <div className="amb-cart-actions">
          <ButtonLink href={buildPath(PAGE_ROUTES.login.path, {}, BACK_HERE)}>{CHECKOUT_TEXTS.login}</ButtonLink>
          <ButtonLink variant="secondary" href={buildPath(PAGE_ROUTES.registration.path, {}, BACK_HERE)}>
            {CHECKOUT_TEXTS.register}
          </ButtonLink>
        </div>
      }
    />
  );
}

/** What the api would refuse before any seat is touched: a date without participants, no billing address. */
function missingInCart(cart: { items: { participants: unknown[] }[]; options: unknown }): string | null {
  if (cart.items.some((item) => item.participants.length === 0)) return ORDER_MESSAGES.noParticipants;
  if (!cart.options) return ORDER_MESSAGES.billingAddressMissing;
  return null;
}

/** /seminare/warenkorb/checkout: review, cancellation terms, AGB consent, submit, then the confirmation. */
export function CheckoutPage({ title }: { title: string }) {
  const [order, setOrder] = useState<Order | null>(null);
  const user = useCurrentUserQuery();
  const cart = useShoppingCartQuery(undefined, { skip: order !== null });
  const toCart = <Link href={PAGE_ROUTES.cart.path}>{CHECKOUT_TEXTS.toCart}</Link>;

  let body;
  if (order) body = <OrderConfirmation order={order} />;
  else if (user.isLoading || cart.isLoading) body = <Loading />;
  else if (user.error || cart.error || !cart.data)
    body = <ErrorState message={failureOf(user.error ?? cart.error).message} />;
  else if (!isLoggedIn(user.data?.user)) body = <LoginFirst />;
  else if (cart.data.items.length === 0)
    body = (
      <EmptyState
        message={CHECKOUT_TEXTS.empty}
        action={<ButtonLink href={PAGE_ROUTES.seminarList.path}>{CHECKOUT_TEXTS.toSeminars}</ButtonLink>}
      />
    );
  else {
    const missing = missingInCart(cart.data);
    body = (
      <>
        <CheckoutReview cart={cart.data} />
        <CancellationTerms lines={cart.data.cancellationTerms} />
        {missing ? <ErrorState message={missing} action={toCart} /> : null}
        {missing ? null : <CheckoutForm cart={cart.data} onOrdered={setOrder} />}
        <p>{toCart}</p>
      </>
    );
  }
  return <Page title={title}>{body}</Page>;
}
