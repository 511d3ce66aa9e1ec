import type { ComponentType } from 'react';
import type { Order, ShoppingCartResponse } from '@amb/shared-contracts/core';
import type { CheckoutStep } from '@amb/shared-contracts/booking';

/** What a step of the checkout gets: the loaded cart, and `next` once its answers are saved to the api. */
export interface CheckoutStepProps {
  cart: ShoppingCartResponse;
  next: () => void;
  /** The user came from the review („Ändern“): the step's button goes back there. */
  fromReview: boolean;
  /** The review's confirm placed the order. */
  onOrdered: (order: Order) => void;
}

/**
 * One step of the checkout: its section, and whether the frame draws the „Weiter“ button (a step that saves as the
 * user goes, such as the participants) or the section has its own submit that calls `next` after the save.
 */
export interface CheckoutStepEntry {
  Section: ComponentType<CheckoutStepProps>;
  frameContinues: boolean;
}

export type CheckoutSteps = Record<CheckoutStep, CheckoutStepEntry>;
