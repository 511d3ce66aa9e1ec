import { buildPath, PAGE_ROUTES } from '@amb/shared-contracts/core';
import {
  CHECKOUT_STEPS,
  checkoutStepNumber,
  checkoutStepQuery,
  type CheckoutStep,
} from '@amb/shared-contracts/booking';
import { Link } from '@amb/remote-kit';
import { CHECKOUT_TEXTS } from './checkoutTexts';

/** The steps of the checkout: done ones are links back, the current one says so (aria-current="step"). */
export function StepIndicator({ current }: { current: CheckoutStep }) {
  const currentNumber = checkoutStepNumber(current);
  return (
    <nav className="amb-cart-steps" aria-label={CHECKOUT_TEXTS.stepsLabel}>
      <ol>
        {CHECKOUT_STEPS.map((step, index) => {
          const number = index + 1;
          const label = (
            <>
              <span className="amb-cart-steps__number" aria-hidden="true">
                {number}
              </span>
              <span className="amb-cart-steps__label">{step.label}</span>
            </>
          );
          const state = number < currentNumber ? 'done' : number === currentNumber ? 'current' : 'todo';
          return (
            <li key={step.key} className={`amb-cart-steps__step amb-cart-steps__step--${state}`}>
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
