/**
 * Checkout (POST /order-api/checkout): a member's cart becomes an order in ONE transaction — the order row
 * (claiming the Idempotency-Key first), the seats, the participants with kind, price as charged and
 * reservation end, the status history, the emptied cart. The overbooking guard is the conditional
 * `seats_taken + n <= capacity` update of repositories/orders.ts: if any event of the cart lacks the seats,
 * the transaction rolls back and nothing is written (409). The same key twice gives the first order.
 */
import { CART_MESSAGES, ORDER_MESSAGES, formatDate, type Order } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { isUniqueViolation } from '../db/uniqueViolation';
import { httpError, validationFailed } from '../http/errors';
import { listCartItemRows } from '../repositories/cartItems';
import { clearUserCart } from '../repositories/cartRecipients';
import {
  eventSeats,
  findOrderIdByKey,
  findUserEmail,
  insertHistory,
  fillOrder,
  insertOrder,
  insertParticipant,
  takeSeats,
} from '../repositories/orders';
import type { Mailer } from '../mail';
import { confirmationMail } from './confirmationMail';
import { loadOrder } from './orderView';
import { releaseExpiredReservations, reservationEnd, SEAT_MESSAGES } from './seats';
import { buildCart } from './shoppingCart';

export const CHECKOUT_MESSAGES = {
  eventFull: (title: string, date: string, left: number) =>
    left === 0
      ? `Der Termin „${title}“ am ${date} ist inzwischen ausgebucht. Bitte entfernen Sie ihn aus dem Warenkorb oder wählen Sie einen anderen Termin.`
      : `Für den Termin „${title}“ am ${date} sind nur noch ${left} ${left === 1 ? 'Platz' : 'Plätze'} frei. Bitte verringern Sie die Zahl der Teilnehmer.`,
} as const;

/** The order's options until the cart has been read and checked (same transaction, never committed so). */
const UNFILLED = {
  company: '',
  street: '',
  streetNumber: '',
  postalCode: '',
  city: '',
  purchaseOrderNumber: '',
  costCentre: '',
  remarks: '',
};

export interface CheckoutInput {
  userId: number;
  idempotencyKey: string;
  now: Date;
  today: string;
  reservationDays: number;
}

export interface CheckoutResult {
  order: Order;
  /** false when the key named an earlier order (nothing new was written or sent). */
  created: boolean;
}

async function placeOrder(db: Db, input: CheckoutInput): Promise<{ orderId: number; created: boolean }> {
  const { userId, idempotencyKey, now, today, reservationDays } = input;
  return db.transaction().execute(async (trx) => {
    const existing = await findOrderIdByKey(trx, userId, idempotencyKey);
    if (existing !== undefined) return { orderId: existing, created: false };

    const at = now.toISOString();
    // The key is claimed before the cart is read: a concurrent checkout with the same key waits at this
    // insert (unique index) until ours ends, and then fails as a duplicate and answers with our order.
    const orderId = await insertOrder(trx, { userId, idempotencyKey, ...UNFILLED, totalCents: 0, createdAt: at });

    const owner = { userId };
    const eventIds = (await buildCart(trx, owner, today)).items.map((item) => item.eventId);
    await releaseExpiredReservations(trx, now, eventIds);
    const cart = await buildCart(trx, owner, today);
    if (cart.items.length === 0) throw validationFailed({ cart: ORDER_MESSAGES.cartEmpty }, ORDER_MESSAGES.cartEmpty);
    const empty = cart.items.filter((item) => item.participants.length === 0);
    if (empty.length > 0) {
      throw validationFailed(
        Object.fromEntries(empty.map((item) => [`items.${item.cartItemId}`, ORDER_MESSAGES.noParticipants])),
        ORDER_MESSAGES.noParticipants,
      );
    }
    if (!cart.options) {
      throw validationFailed({ options: ORDER_MESSAGES.billingAddressMissing }, ORDER_MESSAGES.billingAddressMissing);
    }
    for (const item of cart.items) {
      if (item.state === 'cancelled') throw httpError('EVENT_NOT_BOOKABLE', CART_MESSAGES.eventCancelled);
      if (item.state === 'past') throw httpError('EVENT_NOT_BOOKABLE', CART_MESSAGES.eventPast);
    }
    await fillOrder(trx, orderId, { ...cart.options, totalCents: Math.round(cart.totals.total * 100) });
    await insertHistory(trx, { orderId, participantId: null, status: 'ordered', at });

    // Seats in event order, so two carts holding the same events never wait for each other crosswise.
    for (const item of [...cart.items].sort((a, b) => a.eventId - b.eventId)) {
      if (!(await takeSeats(trx, item.eventId, item.participants.length))) {
        const seats = await eventSeats(trx, item.eventId);
        throw httpError(
          'EVENT_FULL',
          CHECKOUT_MESSAGES.eventFull(
            item.themeTitle,
            formatDate(item.startDate),
            Math.max(0, seats.capacity - seats.seatsTaken),
          ),
        );
      }
    }
    for (const item of cart.items) {
      for (const person of item.participants) {
        const reservedUntil =
          person.kind === 'reservation' ? reservationEnd(now, item.startDate, reservationDays) : null;
        if (reservedUntil && reservedUntil.getTime() <= now.getTime()) {
          throw httpError('EVENT_NOT_BOOKABLE', SEAT_MESSAGES.reservationTooLate);
        }
        const participantId = await insertParticipant(trx, {
          orderId,
          eventId: item.eventId,
          position: person.position,
          salutation: person.salutation,
          title: person.title,
          firstname: person.firstname,
          lastname: person.lastname,
          email: person.email,
          brFunction: person.brFunction,
          hotelOverNightOption: person.hotelOverNightOption,
          kind: person.kind,
          status: person.kind === 'reservation' ? 'reserved' : 'booked',
          priceCents: Math.round(person.price * 100),
          reservedUntil: reservedUntil?.toISOString() ?? null,
          updatedAt: at,
        });
        await insertHistory(trx, {
          orderId,
          participantId,
          status: person.kind === 'reservation' ? 'reserved' : 'booked',
          at,
        });
      }
    }
    // A second checkout of the same cart under another key that committed meanwhile emptied it: ours fails whole.
    if ((await clearUserCart(trx, userId)) !== cart.items.length)
      throw httpError('CART_CHANGED', ORDER_MESSAGES.cartChanged);
    return { orderId, created: true };
  });
}

/** Places the order (or finds the one of this key) and, for a new one, sends the confirmation. */
export async function checkout(db: Db, mailer: Mailer, input: CheckoutInput): Promise<CheckoutResult> {
  // Expired reservations of the cart's events give their seats back first, in a transaction of their own:
  // a refused checkout rolls back only itself (placeOrder releases again what expired in between).
  const eventIds = (await listCartItemRows(db, { userId: input.userId })).map((item) => item.eventId);
  if (eventIds.length > 0) {
    await db.transaction().execute((trx) => releaseExpiredReservations(trx, input.now, eventIds));
  }
  let placed: { orderId: number; created: boolean };
  try {
    placed = await placeOrder(db, input);
  } catch (error) {
    // The same key in a concurrent request: its order committed first, ours rolled back whole.
    const orderId = isUniqueViolation(error)
      ? await findOrderIdByKey(db, input.userId, input.idempotencyKey)
      : undefined;
    if (orderId === undefined) throw error;
    placed = { orderId, created: false };
  }
  const order = await loadOrder(db, placed.orderId);
  if (placed.created) {
    await mailer.send(db, confirmationMail(await findUserEmail(db, input.userId), order), input.now);
  }
  return { order, created: placed.created };
}
