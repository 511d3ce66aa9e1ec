import type { CheckoutStepProps } from '../../components/checkoutStep';
import { CartItems } from '../../components/CartItems';

/** The first step: each date with its seats and participants (saved one by one; removing one can be undone). */
export function ParticipantsStep({ cart }: CheckoutStepProps) {
  return <CartItems cart={cart} />;
}
