/**
 * The online fax (POST /order-api/online-fax/checkout): one event's registration, typed into the fax form
 * instead of the cart, becomes an order through the same engine as the checkout (orders/checkout.ts): the
 * same seat guard, waiting-list offer, Idempotency-Key and confirmation. The member's cart item of that event
 * is used up by it.
 */
import {
  CANCELLATION_TERMS_LINES,
  CART_MESSAGES,
  DEFAULT_LEGAL_BASIS,
  type ConferenceChoicesInput,
  type OrderOptions,
  type ParticipantInput,
} from '@amb/shared-contracts';
import { notFound } from '../http/errors';
import { deleteUserCartItemOfEvent, findItemEventRow } from '../repositories/registrationRows';
import type { OrderSource } from './checkout';
import { toShoppingCartItem } from './shoppingCart';
import { loadConferenceContexts } from './conferenceSeats';

export interface Registration {
  userId: number;
  eventId: number;
  /** A conference's participants come with their workshops and member price. */
  participants: readonly (ParticipantInput & ConferenceChoicesInput)[];
  options: OrderOptions;
}

export function registrationSource({ userId, eventId, participants, options }: Registration): OrderSource {
  return {
    events: [eventId],
    read: async (trx, today) => {
      const row = await findItemEventRow(trx, eventId);
      if (!row) throw notFound(CART_MESSAGES.eventNotFound);
      // Not cart participants: they get their ids as order participants.
      const people = participants.map((person) => ({
        ...person,
        legalBasis: person.legalBasis ?? DEFAULT_LEGAL_BASIS,
        recipientId: 0,
        workshops: (person.workshops ?? []).map((choice) => ({ ...choice, waitlist: choice.waitlist === true })),
        unionMember: person.unionMember ?? false,
      }));
      const conference = (await loadConferenceContexts(trx, [eventId])).get(eventId);
      const item = toShoppingCartItem({ ...row, cartItemId: 0 }, people, today, conference);
      return {
        items: [item],
        options,
        totals: { participants: item.participants.length, total: item.subtotal },
        cancellationTerms: CANCELLATION_TERMS_LINES,
      };
    },
    settle: (trx) => deleteUserCartItemOfEvent(trx, userId, eventId),
  };
}
