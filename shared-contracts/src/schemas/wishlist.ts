/** The path id of the wish-list writes (POST /wishlist/add/{id}, /wishlist/delete/{id}): an event (a date). */
import { number, object } from 'yup';

export const WISHLIST_MESSAGES = {
  eventId: 'Bitte geben Sie einen gültigen Termin an.',
  eventNotFound: 'Diesen Termin gibt es nicht.',
  entryNotFound: 'Dieser Termin steht nicht auf Ihrer Merkliste.',
} as const;

const message = WISHLIST_MESSAGES.eventId;

export const wishlistIdSchema = object({
  id: number().typeError(message).required(message).integer(message).min(1, message).max(2_147_483_647, message),
});
