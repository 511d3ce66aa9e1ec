import { useState } from 'react';
import { PAGE_ROUTES, publishCartCount, type Order, type ShoppingCartResponse } from '@amb/shared-contracts/core';
import { checkoutSchema } from '@amb/shared-contracts/schemas';
import { CheckboxField, FormAlert, SubmitButton, failureOf, useForm } from '@amb/remote-kit';
import { shoppingCartApi } from '../../components/shoppingCartApi';
import { useAppDispatch } from '../../hooks';
import { useCheckoutMutation } from './checkoutApi';
import { CHECKOUT_TEXTS } from './checkoutTexts';
import { checkoutKey, finishCheckout } from './idempotencyKey';

/**
 * AGB consent, the waiting-list choice (only when an item is full, or the api's 409 EVENT_FULL offered it) and the submit. The
 * attempt's Idempotency-Key lives in sessionStorage until an order comes back, so a reload or a double click
 * re-sends it.
 */
export function CheckoutForm({ cart, onOrdered }: { cart: ShoppingCartResponse; onOrdered: (order: Order) => void }) {
  const form = useForm(checkoutSchema, { acceptTerms: false, waitlist: false });
  const [checkout] = useCheckoutMutation();
  const dispatch = useAppDispatch();
  const [offered, setOffered] = useState(false);
  const waitlistShown = offered || cart.items.some((item) => item.state === 'full');

  const submit = form.handleSubmit(async (value) => {
    try {
      const { order } = await checkout({
        idempotencyKey: checkoutKey(),
        acceptTerms: value.acceptTerms,
        waitlist: waitlistShown && value.waitlist,
      }).unwrap();
      finishCheckout();
      publishCartCount(0);
      // The cart is empty now: the cart page loads it anew instead of showing the ordered items.
      dispatch(shoppingCartApi.util.invalidateTags(['ShoppingCart']));
      onOrdered(order);
    } catch (failed) {
      const failure = failureOf(failed);
      // Only a full event offers the waiting list; another refusal (BOOKING_LIMIT …) shows its German message alone.
      if (failure.code === 'EVENT_FULL') setOffered(true);
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
    <form className="amb-cart-checkout" noValidate onSubmit={submit}>
      <FormAlert message={form.alert} />
      <CheckboxField
        id="acceptTerms"
        label={terms}
        checked={form.values.acceptTerms}
        error={form.errors.acceptTerms}
        onChange={(checked) => form.setValue('acceptTerms', checked)}
      />
      {waitlistShown ? (
        <CheckboxField
          id="waitlist"
          label={CHECKOUT_TEXTS.waitlist}
          hint={CHECKOUT_TEXTS.waitlistHint}
          checked={form.values.waitlist}
          error={form.errors.waitlist}
          onChange={(checked) => form.setValue('waitlist', checked)}
        />
      ) : null}
      <SubmitButton busy={form.busy}>{CHECKOUT_TEXTS.submit}</SubmitButton>
    </form>
  );
}
