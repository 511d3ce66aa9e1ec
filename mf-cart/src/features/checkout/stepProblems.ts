import type { ShoppingCartResponse } from '@amb/shared-contracts/core';
import type { CheckoutStep } from '@amb/shared-contracts/booking';
import type { ErrorSummaryEntry } from '@amb/remote-kit';
import { CHECKOUT_TEXTS } from './checkoutTexts';

/** What a step still misses before the next one (the api would refuse the order for it); none: go on. */
export function stepProblems(step: CheckoutStep, cart: ShoppingCartResponse): ErrorSummaryEntry[] {
  if (step === 'teilnehmer') {
    return cart.items
      .filter((item) => item.participants.length === 0)
      .map((item) => ({
        fieldId: `item-${item.cartItemId}-participants`,
        message: CHECKOUT_TEXTS.noParticipants(item.themeTitle),
      }));
  }
  if (step === 'rechnung' && !cart.options) return [{ fieldId: 'options-company', message: CHECKOUT_TEXTS.noOptions }];
  return [];
}

/** The first step with something missing, for the review: it sends the user there instead of refusing the order. */
export function firstIncompleteStep(cart: ShoppingCartResponse): CheckoutStep | null {
  for (const step of ['teilnehmer', 'rechnung'] as const) if (stepProblems(step, cart).length > 0) return step;
  return null;
}
