import {
  netPriceText,
  type CartParticipant,
  type OrderParticipant,
  type ShoppingCartItem,
} from '@amb/shared-contracts/core';
import { goesToWaitlist, ifBookedText, seatPriceText } from '@amb/shared-contracts/booking';

/**
 * A participant's price in the cart and the review: due for a booking; 'bei Buchung …' for a reservation or a
 * group that goes on the waiting list (free now, never added to the total).
 */
export function cartParticipantPrice(person: Pick<CartParticipant, 'kind' | 'price'>, item: ShoppingCartItem): string {
  const price = netPriceText(person.price);
  return person.kind === 'reservation' || goesToWaitlist(item) ? ifBookedText(price) : price;
}

/** A placed participant's price on the confirmation: by what they hold now (none for a seat that ran out). */
export function placedParticipantPrice(person: Pick<OrderParticipant, 'status' | 'price'>): string {
  return seatPriceText(person.status, netPriceText(person.price)) ?? '–';
}
