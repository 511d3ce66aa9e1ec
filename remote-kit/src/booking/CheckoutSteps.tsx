import { buildPath, PAGE_ROUTES } from '@amb/shared-contracts/core';
import {
  CHECKOUT_STEPS,
  checkoutStepNumber,
  checkoutStepQuery,
  type CheckoutStep,
} from '@amb/shared-contracts/booking';
import { Link } from '../router/Link';
import './booking.css';

/** The label of the checkout's step list (one for the seminar checkout and a conference's booking). */
export const CHECKOUT_STEPS_LABEL = 'Schritte der Buchung';

/**
 * The steps of the checkout: done ones are links back, the current one says so (aria-current="step"). The seminar
 * checkout and a conference's booking (whose first step is on its own page) show the same steps.
 */
export function CheckoutStepIndicator({ current }: { current: CheckoutStep }) {
  const currentNumber = checkoutStepNumber(current);
  return (
    <nav className="kit-steps" aria-label={CHECKOUT_STEPS_LABEL}>
      <ol>
        {CHECKOUT_STEPS.map((step, index) => {
          const number = index + 1;
          const label = (
            <>
              <span className="kit-steps__number" aria-hidden="true">
                {number}
              </span>
              <span className="kit-steps__label">{step.label}</span>
            </>
          );
          const state = number < currentNumber ? 'done' : number === currentNumber ? 'current' : 'todo';
          return (
            <li key={step.key} className={`kit-steps__step kit-steps__step--${state}`}>
              {state === 'done' ? (
                <Link href={buildPath(PAGE_ROUTES.checkout.path, {}, checkoutStepQuery(step.key))}>{label}</Link>
              ) : (
                <span aria-current={state === 'current' ? 'step' : undefined}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
