/** The bodies of the cart writes (POST /order-api/add-cart-item, /order-api/delete-cart-item). */
import { number, object } from 'yup';

export const CART_MESSAGES = {
  eventId: 'Bitte geben Sie einen gültigen Termin an.',
  cartItemId: 'Bitte geben Sie einen gültigen Eintrag des Warenkorbs an.',
  eventPast: 'Dieser Termin liegt in der Vergangenheit und kann nicht mehr in den Warenkorb gelegt werden.',
  eventCancelled: 'Dieser Termin wurde abgesagt und kann nicht in den Warenkorb gelegt werden.',
  eventFull: 'Dieser Termin ist ausgebucht und kann nicht in den Warenkorb gelegt werden.',
  eventNotFound: 'Diesen Termin gibt es nicht.',
  cartItemNotFound: 'Diesen Eintrag gibt es in Ihrem Warenkorb nicht.',
} as const;

/** A positive database id: a number (or its digits), nothing else. */
const id = (message: string) =>
  number().typeError(message).required(message).integer(message).min(1, message).max(2_147_483_647, message);

export const addCartItemSchema = object({ eventId: id(CART_MESSAGES.eventId) });
export const deleteCartItemSchema = object({ cartItemId: id(CART_MESSAGES.cartItemId) });
