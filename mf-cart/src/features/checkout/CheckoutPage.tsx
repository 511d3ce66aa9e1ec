import { useEffect, useRef, useState } from 'react';
import { buildPath, isLoggedIn, PAGE_ROUTES, type Order } from '@amb/shared-contracts/core';
import {
  CHECKOUT_HEADINGS,
  CHECKOUT_STEPS,
  checkoutStepNumber,
  checkoutStepOf,
  confirmKindOf,
} from '@amb/shared-contracts/booking';
import {
  Button,
  ButtonLink,
  EmptyState,
  ErrorState,
  ErrorSummary,
  Link,
  Loading,
  Page,
  failureOf,
  navigate,
  useLocation,
  type PageProps,
} from '@amb/remote-kit';
import { CheckoutStepIndicator } from '@amb/remote-kit/booking';
import type { CheckoutSteps } from '../../components/checkoutStep';
import { useShoppingCartQuery } from '../../components/shoppingCartApi';
import { useCurrentUserQuery } from './checkoutApi';
import { CHECKOUT_TEXTS } from './checkoutTexts';
import { ConfirmationHeading, OrderConfirmation, orderHeading } from './OrderConfirmation';
import { stepProblems } from './stepProblems';
import { FROM_REVIEW, stepHref } from './checkoutHref';

const BACK_HERE = { redirect: PAGE_ROUTES.checkout.path };
/** The cart's seats are read again this often while a step is open (others book meanwhile). */
const SEATS_POLL_MS = 30_000;

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

/**
 * /seminare/warenkorb/checkout?schritt=…: the checkout as short steps (participants, billing address, legal basis
 * and documents, check your answers), each its own address so the back button walks them. The cart is server
 * state: each step saves before the next, and its seats are read again on every step (and every half minute).
 * After a save the focus moves to the next step's heading; after the order the page's heading says what happened.
 */
export function checkoutPageWith(steps: CheckoutSteps) {
  return function CheckoutPage({ title }: PageProps) {
    const { query } = useLocation();
    const step = checkoutStepOf(query.get('schritt'));
    const fromReview = query.get('von') === FROM_REVIEW.von && step !== 'pruefen';
    const [order, setOrder] = useState<Order | null>(null);
    const user = useCurrentUserQuery();
    const cart = useShoppingCartQuery(undefined, {
      skip: order !== null,
      refetchOnMountOrArgChange: true,
      pollingInterval: SEATS_POLL_MS,
    });
    const { refetch } = cart;
    const heading = useRef<HTMLHeadingElement>(null);
    const shownStep = useRef(step);
    const [problems, setProblems] = useState({ attempt: 0, entries: [] as ReturnType<typeof stepProblems> });

    useEffect(() => {
      // A new step (a save, the back button, a link): its heading takes the focus, never the <body>.
      if (shownStep.current === step) return;
      shownStep.current = step;
      setProblems((current) => ({ ...current, entries: [] }));
      heading.current?.focus();
      // Every step shows the seats as they are now: others may have booked meanwhile.
      void refetch();
    }, [step, refetch]);

    if (order) {
      return (
        <Page title={orderHeading(order)} heading={<ConfirmationHeading text={orderHeading(order)} />}>
          <OrderConfirmation order={order} />
        </Page>
      );
    }

    let body;
    if (user.isLoading || cart.isLoading) body = <Loading />;
    else if (user.error || cart.error || !cart.data)
      body = <ErrorState message={failureOf(user.error ?? cart.error).message} onRetry={() => void cart.refetch()} />;
    else if (!isLoggedIn(user.data?.user)) body = <LoginFirst />;
    else if (cart.data.items.length === 0)
      body = (
        <EmptyState
          message={CHECKOUT_TEXTS.empty}
          action={<ButtonLink href={PAGE_ROUTES.seminarList.path}>{CHECKOUT_TEXTS.toSeminars}</ButtonLink>}
        />
      );
    else {
      const data = cart.data;
      const { Section, frameContinues } = steps[step];
      const index = checkoutStepNumber(step) - 1;
      const following = fromReview ? 'pruefen' : CHECKOUT_STEPS[index + 1]?.key;
      const next = () => {
        if (following) navigate(stepHref(following));
      };
      const continueFrame = () => {
        const entries = stepProblems(step, data);
        if (entries.length > 0) setProblems((current) => ({ attempt: current.attempt + 1, entries }));
        else next();
      };
      body = (
        <>
          <CheckoutStepIndicator current={step} />
          <h2 ref={heading} tabIndex={-1} className="amb-cart-step__heading">
            <span className="amb-cart-step__count">{CHECKOUT_TEXTS.stepOf(index + 1, CHECKOUT_STEPS.length)}</span>{' '}
            {CHECKOUT_STEPS[index]!.label}
          </h2>
          <ErrorSummary entries={problems.entries} attempt={problems.attempt} />
          <Section cart={data} next={next} onOrdered={setOrder} fromReview={fromReview} />
          {frameContinues ? (
            <div className="amb-cart-actions amb-cart-step__actions">
              <Button onClick={continueFrame}>{fromReview ? CHECKOUT_TEXTS.backToReview : CHECKOUT_TEXTS.next}</Button>
            </div>
          ) : null}
          <p>
            <Link href={PAGE_ROUTES.cart.path}>{CHECKOUT_TEXTS.toCart}</Link>
          </p>
        </>
      );
    }
    // Once the cart is known the heading names what it holds (a reservation is never called a booking).
    const pageTitle =
      cart.data && cart.data.items.length > 0 ? CHECKOUT_HEADINGS[confirmKindOf(cart.data.items)] : title;
    return <Page title={pageTitle}>{body}</Page>;
  };
}
