import { buildPath, PAGE_ROUTES } from '@amb/shared-contracts/core';
import { checkoutStepQuery, type CheckoutStep } from '@amb/shared-contracts/booking';

/** The query parameter of an „Ändern“ link: after the change, the step's button goes back to the review. */
export const FROM_REVIEW = { von: 'pruefen' } as const;

/** The address of a checkout step (from the review: with the way back). */
export const stepHref = (step: CheckoutStep, fromReview = false): string =>
  buildPath(PAGE_ROUTES.checkout.path, {}, { ...checkoutStepQuery(step), ...(fromReview ? FROM_REVIEW : {}) });
