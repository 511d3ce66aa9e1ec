import type { CheckoutSteps } from './components/checkoutStep';
import { DocumentsPanel } from './features/documents/DocumentsPanel';
import { checkoutPageWith } from './features/checkout/CheckoutPage';
import { OrderOptionsForm } from './features/checkout/OrderOptionsForm';
import { ParticipantsStep } from './features/checkout/ParticipantsStep';
import { ReviewStep } from './features/checkout/ReviewStep';

/** The checkout's steps in the order of shared-contracts' CHECKOUT_STEPS; a feature's panel joins with one entry. */
export const CHECKOUT_STEP_SECTIONS: CheckoutSteps = {
  teilnehmer: { Section: ParticipantsStep, frameContinues: true },
  rechnung: { Section: OrderOptionsForm, frameContinues: false },
  unterlagen: { Section: DocumentsPanel, frameContinues: true },
  pruefen: { Section: ReviewStep, frameContinues: false },
};

export const CheckoutPage = checkoutPageWith(CHECKOUT_STEP_SECTIONS);
