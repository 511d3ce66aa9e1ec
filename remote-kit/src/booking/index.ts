/**
 * `@amb/remote-kit/booking`: the booking's building blocks the seminar checkout (mf-cart) and the conferences
 * (mf-conferences) share: the checkout's step indicator and a conference participant's workshop choice.
 */
export { CHECKOUT_STEPS_LABEL, CheckoutStepIndicator } from './CheckoutSteps';
export { WorkshopChoiceFields, slotLabel } from './WorkshopChoice';
