/**
 * Checkout (POST /order-api/checkout): a member's cart becomes an order in ONE transaction — the order row
 * (claiming the Idempotency-Key first), the seats, the participants with kind, price as charged and
 * reservation end, the status history, the emptied cart. The overbooking guard is the conditional
 * `seats_taken + n <= capacity` update of repositories/orders.ts: if any event of the cart lacks the seats,
 * the transaction rolls back and nothing is written (409). The same key twice gives the first order.
 */
import { writeAudit } from '../repositories/auditLog';
import {
  CART_MESSAGES,
  seatsLeftText,
  ORDER_MESSAGES,
  berlinDayOf,
  type CartContents,
  type Order,
  type OrderItem,
  type OrderParticipant,
  type OrderParticipantKind,
  type OrderParticipantStatus,
  type ShoppingCartItem,
} from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { isUniqueViolation } from '../db/uniqueViolation';
import { httpError, validationFailed } from '../http/errors';
import { clearUserCart } from '../repositories/cartRecipients';
import {
  eventSeats,
  findOrderIdByKey,
  findUserEmail,
  insertHistoryEntries,
  type HistoryEntry,
  fillOrder,
  claimOrderKey,
  insertParticipant,
  insertWaitlistEntry,
  takeSeats,
  type EventScope,
} from '../repositories/orders';
import { inWriteTransaction, sharesCommits } from '../db/groupCommit';
import { findMembership, linkOrderParticipants } from '../repositories/committees';
import { deliverAll, type Mailer, type QueuedMail } from '../mail';
import { confirmationMail } from './confirmationMail';
import { loadOrder, orderViewOf } from './orderView';
import { berlinMidnight, releaseAndNotify, releaseExpiredReservations, reservationEnd, SEAT_MESSAGES } from './seats';
import { queuePromotionMails } from './waitlist';
import { buildCart } from './shoppingCart';
import { checkGroupFitsDate, checkOrderSize, checkReservations } from './bookingLimits';
import { lockBookingOwner } from '../repositories/bookingLimits';
import {
  checkConferenceItems,
  loadConferenceContexts,
  placeConferenceParticipants,
  type PlacedConferenceParticipant,
} from './conferenceSeats';
import { conferenceUrl } from '../conferences/programme';

/** The offer a full event's 409 makes: the checkout again with `waitlist: true` puts the group on the list. */
export const CHECKOUT_MESSAGES_WAITLIST_OFFER =
  'Sie können Ihre Gruppe stattdessen auf die Warteliste setzen lassen; werden genug Plätze frei, reservieren wir sie für alle und benachrichtigen Sie per E-Mail.';

export const CHECKOUT_MESSAGES = {
  eventFull: (title: string, date: string, left: number) =>
    `${
      left === 0
        ? `Der Termin „${title}“ am ${date} ist inzwischen ausgebucht.`
        : `Für den Termin „${title}“ am ${date} ${seatsLeftText(left)}. Bitte verringern Sie die Zahl der Teilnehmer.`
    } ${CHECKOUT_MESSAGES_WAITLIST_OFFER}`,
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

/**
 * What an order is made of: the member's cart (checkout) or one event's registration (online fax). The engine
 * is the same for both: seats, participants, waiting list, history and idempotency.
 */
export interface OrderSource {
  /** The events whose expired reservations are released before the order. */
  events: EventScope;
  /** The items, participants and options, read inside the order's transaction. */
  read(trx: Db, today: string): Promise<CartContents>;
  /** After the seats are taken, in the same transaction: what the order uses up leaves the cart (or a quote is accepted). */
  settle(trx: Db, cart: CartContents, orderId: number): Promise<void>;
}

/** The member's whole cart; a second checkout of it under another key that committed first empties it. */
export function cartSource(userId: number): OrderSource {
  const owner = { userId };
  return {
    events: { cartOf: owner },
    read: (trx, today) => buildCart(trx, owner, today),
    settle: async (trx, cart) => {
      if ((await clearUserCart(trx, userId)) !== cart.items.length)
        throw httpError('CART_CHANGED', ORDER_MESSAGES.cartChanged);
    },
  };
}

export interface CheckoutInput {
  userId: number;
  idempotencyKey: string;
  now: Date;
  today: string;
  reservationDays: number;
  /** The group of an event without seats goes on its waiting list instead of a 409. */
  waitlist?: boolean;
  /** Default: the member's cart. */
  source?: OrderSource;
  /** An admin acting as the member places the order: its audit row (issue 21) is written with the order. */
  actingAdminId?: number;
  /**
   * A registration without an account (the e-mail address not yet confirmed): its bookings hold their seats until
   * this time (the confirmation link's end, never past the event's start) and become bookings when the address is
   * confirmed (confirmAwaitingBookings); the order's confirmation is sent then, not now.
   */
  awaitingConfirmationUntil?: Date;
}

export interface CheckoutResult {
  order: Order;
  /** false when the key named an earlier order (nothing new was written or sent). */
  created: boolean;
}

interface Placed {
  orderId: number;
  /** Set when this call placed the order: its view and its confirmation (if sent now), queued in the same transaction. */
  placed?: { order: Order; confirmation: QueuedMail | null };
  /** The e-mails of waiting groups served with seats that expired reservations freed in the same transaction. */
  promotionMails: QueuedMail[];
}

async function placeOrder(db: Db, mailer: Mailer, input: CheckoutInput): Promise<Placed> {
  const { userId, idempotencyKey, now, today, reservationDays, waitlist = false } = input;
  const source = input.source ?? cartSource(userId);
  return inWriteTransaction(db, async (trx) => {
    const at = now.toISOString();
    // The key is claimed before the cart is read: a concurrent checkout with the same key waits at this
    // insert (unique index) until ours ends, and then finds our order instead of inserting its own.
    const orderId = await claimOrderKey(trx, { userId, idempotencyKey, ...UNFILLED, totalCents: 0, createdAt: at });
    if (orderId === undefined) {
      const existing = await findOrderIdByKey(trx, userId, idempotencyKey);
      if (existing === undefined) throw new Error(`Bestellschlüssel ${idempotencyKey} vergeben, aber keine Bestellung`);
      return { orderId: existing, promotionMails: [] };
    }

    const { promoted } = await releaseExpiredReservations(trx, { now, reservationDays }, source.events);
    const promotionMails = await queuePromotionMails(trx, mailer, promoted, now);
    const cart = await source.read(trx, today);
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
    checkOrderSize(cart.items);
    for (const item of cart.items) checkGroupFitsDate(item);
    // Conferences: a workshop in every slot for every participant, their board options and the contingent's rooms.
    const conferences = cart.items.some((item) => item.conference !== null)
      ? await loadConferenceContexts(
          trx,
          cart.items.map((item) => item.eventId),
        )
      : new Map<number, never>();
    checkConferenceItems(cart.items, conferences, today);
    // Reservations are counted against the account's limits under its lock, taken before any seat (one lock order).
    const reserves = cart.items.some((item) => item.participants.some((p) => p.kind === 'reservation'));
    if (reserves) await lockBookingOwner(trx, { userId });
    const totalCents = Math.round(cart.totals.total * 100);
    // Placed by a committee member: an order for the committee, which its manager sees (issue 21).
    const committeeId = (await findMembership(trx, userId))?.committeeId ?? null;
    await fillOrder(trx, orderId, { ...cart.options, totalCents, committeeId });
    const history: HistoryEntry[] = [{ orderId, participantId: null, status: 'ordered', at }];

    // On PostgreSQL the seat update locks the event's row until the commit, and every other checkout of the event
    // waits for it: the seats are taken last when nothing written depends on them (no waiting list asked for)
    // and no reservation comes too late (a full event's 409 still comes first). SQLite runs one writer at a time.
    // A conference's workshops are seated after its event's seat (one lock order), so its seats are never last.
    const seatsLast =
      !sharesCommits(trx) &&
      !waitlist &&
      conferences.size === 0 &&
      !cart.items.some((item) => reservationTooLate(item, now, reservationDays));
    const waiting = seatsLast ? new Set<number>() : await takeItemSeats(trx, cart.items, waitlist);
    if (reserves) {
      // A group going on the waiting list reserves nothing now.
      const reserving = cart.items.filter((item) => !waiting.has(item.eventId));
      const capacityOf = async (eventId: number) => (await eventSeats(trx, eventId)).capacity;
      await checkReservations(trx, { userId }, reserving, capacityOf, now);
    }
    const items: OrderItem[] = [];
    const placedParticipants: { recipientId: number; participantId: number }[] = [];
    for (const item of cart.items) {
      const waits = waiting.has(item.eventId);
      const participants: OrderParticipant[] = [];
      const conferencePlaced: PlacedConferenceParticipant[] = [];
      if (waits) {
        await insertWaitlistEntry(trx, {
          orderId,
          eventId: item.eventId,
          size: item.participants.length,
          createdAt: at,
        });
      }
      for (const person of item.participants) {
        const kind: OrderParticipantKind = waits ? 'waitlist' : person.kind;
        const awaiting = kind === 'booking' && input.awaitingConfirmationUntil !== undefined;
        const status: OrderParticipantStatus = waits
          ? 'waiting'
          : person.kind === 'reservation' || awaiting
            ? 'reserved'
            : 'booked';
        const reservedUntil =
          kind === 'reservation'
            ? reservationEnd(now, item.startDate, reservationDays)
            : awaiting
              ? awaitingEnd(input.awaitingConfirmationUntil!, item.startDate)
              : null;
        if (reservedUntil && reservedUntil.getTime() <= now.getTime()) {
          throw httpError('EVENT_NOT_BOOKABLE', SEAT_MESSAGES.reservationTooLate);
        }
        const row = {
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
          legalBasis: person.legalBasis,
          kind,
          status,
          priceCents: Math.round(person.price * 100),
          reservedUntil: reservedUntil?.toISOString() ?? null,
          updatedAt: at,
        };
        const participantId = await insertParticipant(trx, row);
        placedParticipants.push({ recipientId: person.recipientId, participantId });
        participants.push({
          participantId,
          position: row.position,
          salutation: row.salutation,
          title: row.title,
          firstname: row.firstname,
          lastname: row.lastname,
          email: row.email,
          brFunction: row.brFunction,
          hotelOverNightOption: row.hotelOverNightOption,
          kind,
          legalBasis: row.legalBasis,
          status,
          price: row.priceCents / 100,
          reservedUntil: row.reservedUntil,
          workshops: [],
          unionMember: person.unionMember,
        });
        conferencePlaced.push({ participantId, status, person });
        history.push({ orderId, participantId, status, at });
      }
      const context = conferences.get(item.eventId);
      if (context) {
        const workshops = await placeConferenceParticipants(trx, context, conferencePlaced, { waitlist, at });
        for (const participant of participants) participant.workshops = workshops.get(participant.participantId) ?? [];
      }
      const { eventId, themeTitle, startDate, endDate } = item;
      items.push({
        eventId,
        themeTitle,
        startDate,
        endDate,
        participants,
        conferenceUrl: context ? conferenceUrl(context.slug) : null,
      });
    }
    await insertHistoryEntries(trx, history);
    await linkOrderParticipants(trx, placedParticipants);
    // The view of what was just written (orderView's one shape), not read back: the same as loadOrder's.
    const order = orderViewOf({
      orderId,
      createdAt: at,
      totalCents,
      options: cart.options,
      items,
      history: history.map(({ status: entry, at: when }) => ({ status: entry, at: when })),
    });
    const confirmation =
      input.awaitingConfirmationUntil === undefined
        ? await mailer.enqueue(trx, confirmationMail(await findUserEmail(trx, userId), order), now)
        : null;
    if (seatsLast) await takeItemSeats(trx, cart.items, false);
    await source.settle(trx, cart, orderId);
    if (input.actingAdminId !== undefined) {
      const details = { orderId, eventIds: items.map((item) => item.eventId), totalCents };
      await writeAudit(
        trx,
        { actorUserId: input.actingAdminId, action: 'order.place', targetUserId: userId, details },
        now,
      );
    }
    return { orderId, placed: { order, confirmation }, promotionMails };
  });
}

/** Until when a booking awaiting the e-mail confirmation holds its seat: the link's end, never past the start. */
function awaitingEnd(until: Date, startDate: string): Date {
  return new Date(Math.min(until.getTime(), berlinMidnight(startDate).getTime()));
}

/** A reservation of the item would end at once (its event begins too soon): the checkout refuses it below. */
function reservationTooLate(item: ShoppingCartItem, now: Date, reservationDays: number): boolean {
  return item.participants.some(
    (person) =>
      person.kind === 'reservation' && reservationEnd(now, item.startDate, reservationDays).getTime() <= now.getTime(),
  );
}

/**
 * Takes the seats of every item, in event order, so two carts holding the same events never wait for each other
 * crosswise. Returns the events whose group goes on the waiting list instead (`waitlist`); without it a full event is a 409.
 * Waiting groups hold no free seat back (each is larger than the seats free). A group larger than the event's
 * seats is refused either way: it could never be served.
 */
async function takeItemSeats(trx: Db, cartItems: ShoppingCartItem[], waitlist: boolean): Promise<Set<number>> {
  const waiting = new Set<number>();
  for (const item of [...cartItems].sort((a, b) => a.eventId - b.eventId)) {
    if (await takeSeats(trx, item.eventId, item.participants.length)) continue;
    const seats = await eventSeats(trx, item.eventId);
    checkGroupFitsDate(item, seats.capacity);
    if (waitlist) {
      waiting.add(item.eventId);
      continue;
    }
    throw httpError(
      'EVENT_FULL',
      CHECKOUT_MESSAGES.eventFull(
        item.themeTitle,
        berlinDayOf(item.startDate),
        Math.max(0, seats.capacity - seats.seatsTaken),
      ),
    );
  }
  return waiting;
}

/** Places the order (or finds the one of this key) and, for a new one, sends the confirmation. */
export async function checkout(db: Db, mailer: Mailer, input: CheckoutInput): Promise<CheckoutResult> {
  // Expired reservations of the cart's events give their seats back first, in a transaction of their own:
  // a refused checkout rolls back only itself (placeOrder releases again what expired in between).
  await releaseAndNotify(db, mailer, input, (input.source ?? cartSource(input.userId)).events);
  let result: Placed;
  try {
    result = await placeOrder(db, mailer, input);
  } catch (error) {
    // The same key in a concurrent request: its order committed first, ours rolled back whole.
    const orderId = isUniqueViolation(error)
      ? await findOrderIdByKey(db, input.userId, input.idempotencyKey)
      : undefined;
    if (orderId === undefined) throw error;
    result = { orderId, promotionMails: [] };
  }
  await deliverAll(db, mailer, result.promotionMails);
  if (!result.placed) return { order: await loadOrder(db, result.orderId), created: false };
  if (result.placed.confirmation) await mailer.deliver(db, result.placed.confirmation);
  return { order: result.placed.order, created: true };
}
