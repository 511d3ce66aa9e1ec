import { publishCartCount, PAGE_ROUTES, type Order, type ShoppingCartResponse } from '@amb/shared-contracts/core';
import { CONFIRM_BUTTON_TEXTS, confirmKindOf, goesToWaitlist } from '@amb/shared-contracts/booking';
import { checkoutSchema } from '@amb/shared-contracts/schemas';
import { CheckboxField, SubmitButton, SummaryForm, failureOf, useForm } from '@amb/remote-kit';
import { shoppingCartApi } from '../../components/shoppingCartApi';
import { useAppDispatch } from '../../hooks';
import { useCheckoutMutation } from './checkoutApi';
import { CHECKOUT_TEXTS } from './checkoutTexts';
import { checkoutKey, finishCheckout } from './idempotencyKey';

/**
 * AGB consent and the one binding click, worded by what it does („Verbindlich buchen“, „Kostenlos reservieren“, …).
 * A group larger than the seats free goes on the waiting list: the cart asked when it grew so, and the review says
 * it. Should the seats change in the last moment, the api's refusal shows in the error summary and the cart (and so
 * the review) is read again. The attempt's Idempotency-Key lives in sessionStorage until an order comes back.
 */
export function CheckoutForm({ cart, onOrdered }: { cart: ShoppingCartResponse; onOrdered: (order: Order) => void }) {
  const form = useForm(checkoutSchema, { acceptTerms: false, waitlist: false });
  const [checkout] = useCheckoutMutation();
  const dispatch = useAppDispatch();
  const waitlist = cart.items.some(goesToWaitlist);

  const submit = form.handleSubmit(async (value) => {
    try {
      const { order } = await checkout({
        idempotencyKey: checkoutKey(),
        acceptTerms: value.acceptTerms,
        waitlist,
      }).unwrap();
      finishCheckout();
      publishCartCount(0);
      // The cart is empty now: the cart page loads it anew instead of showing the ordered items.
      dispatch(shoppingCartApi.util.invalidateTags(['ShoppingCart']));
      onOrdered(order);
    } catch (failed) {
      const failure = failureOf(failed);
      // Seats or limits changed since the review was drawn: show it as it is now.
      if (failure.status === 409) dispatch(shoppingCartApi.util.invalidateTags(['ShoppingCart']));
      form.fail(failure);
    }
  });

  const terms = (
    <>
      {CHECKOUT_TEXTS.termsBefore}
      <a href={PAGE_ROUTES.terms.path} target="_blank" rel="noopener">
        {CHECKOUT_TEXTS.termsLink}
      </a>
      {CHECKOUT_TEXTS.termsAfter}
    </>
  );

  return (
    <SummaryForm className="amb-cart-checkout" form={form} fieldIds={{ acceptTerms: 'acceptTerms' }} onSubmit={submit}>
      <CheckboxField
        id="acceptTerms"
        label={terms}
        checked={form.values.acceptTerms}
        error={form.errors.acceptTerms}
        onChange={(checked) => form.setValue('acceptTerms', checked)}
      />
      <SubmitButton busy={form.busy}>{CONFIRM_BUTTON_TEXTS[confirmKindOf(cart.items)]}</SubmitButton>
    </SummaryForm>
  );
}
