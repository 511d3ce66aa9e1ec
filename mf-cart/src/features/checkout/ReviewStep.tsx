import type { CheckoutStepProps } from '../../components/checkoutStep';
import { CancellationTerms } from '../../components/CancellationTerms';
import { CheckoutForm } from './CheckoutForm';
import { CheckoutReview } from './CheckoutReview';
import { Link } from '@amb/remote-kit';
import { stepHref } from './checkoutHref';
import { firstIncompleteStep, stepProblems } from './stepProblems';

/** The last step: every answer with „Ändern“, the cancellation terms, the consent and the binding click. */
export function ReviewStep({ cart, onOrdered }: CheckoutStepProps) {
  const missing = firstIncompleteStep(cart);
  return (
    <>
      <CheckoutReview cart={cart} />
      <CancellationTerms lines={cart.cancellationTerms} />
      {missing ? (
        <div className="kit-alert" role="alert">
          <ul>
            {stepProblems(missing, cart).map((problem) => (
              <li key={problem.message}>
                <Link href={stepHref(missing)}>{problem.message}</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <CheckoutForm cart={cart} onOrdered={onOrdered} />
      )}
    </>
  );
}
