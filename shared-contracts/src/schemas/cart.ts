/** The bodies of the cart writes (POST /order-api/add-cart-item, /order-api/delete-cart-item). */
import { boolean, number, object } from 'yup';

export const CART_MESSAGES = {
  eventId: 'Bitte geben Sie einen gültigen Termin an.',
  cartItemId: 'Bitte geben Sie einen gültigen Eintrag des Warenkorbs an.',
  eventPast: 'Dieser Termin liegt in der Vergangenheit und kann nicht mehr in den Warenkorb gelegt werden.',
  eventCancelled: 'Dieser Termin wurde abgesagt und kann nicht in den Warenkorb gelegt werden.',
  eventFull:
    'Dieser Termin ist ausgebucht. Sie können ihn trotzdem in den Warenkorb legen und Ihre Teilnehmer auf die Warteliste setzen lassen; werden genug Plätze frei, reservieren wir sie für alle und benachrichtigen Sie per E-Mail.',
  waitlist: 'Bitte geben Sie an, ob Sie den Termin für die Warteliste in den Warenkorb legen möchten.',
  participantId: 'Bitte geben Sie einen gültigen Teilnehmer an.',
  eventNotFound: 'Diesen Termin gibt es nicht.',
  cartItemNotFound: 'Diesen Eintrag gibt es in Ihrem Warenkorb nicht.',
} as const;

/** A positive database id: a number (or its digits), nothing else. */
const id = (message: string) =>
  number().typeError(message).required(message).integer(message).min(1, message).max(2_147_483_647, message);

/** `waitlist: true` takes a full date anyway (the 409's offer): its participants go on the waiting list at checkout. */
export const addCartItemSchema = object({
  eventId: id(CART_MESSAGES.eventId),
  waitlist: boolean().strict(true).typeError(CART_MESSAGES.waitlist).default(false),
});
export const deleteCartItemSchema = object({ cartItemId: id(CART_MESSAGES.cartItemId) });
/** POST /order-api/confirm-reservation: a participant of one of the member's orders. */
export const confirmReservationSchema = object({ participantId: id(CART_MESSAGES.participantId) });
