/**
 * What an accepted quote orders, through the one engine (orders/checkout.ts):
 * - a group offer books its participants on the quoted date: the same seat guard, booking limits,
 *   idempotency, status history and confirmation as a checkout, each participant at the quoted price; the
 *   seats are booked for „N. N.“ (named later with the member area's substitute call, as seminar providers do),
 *   without an e-mail: nothing (papers, photos, the training plan) is linked to anyone until a name is given;
 * - an in-house seminar is an order of the flat price without seats of a public date: the engine's order row
 *   (number, key, billing address, committee) and history, in one transaction with the quote's acceptance.
 * Either way `settle` accepts the quote in the order's transaction: if someone else decided it first, the
 * order rolls back whole.
 */
import {
  CANCELLATION_TERMS_LINES,
  CART_MESSAGES,
  type BoardOption,
  type CartContents,
  type OrderOptions,
} from '@amb/shared-contracts';
import { inWriteTransaction } from '../db/groupCommit';
import type { Db } from '../db/types';
import { notFound } from '../http/errors';
import type { Mailer } from '../mail';
import { claimOrderKey, fillOrder, findOrderIdByKey, insertHistoryEntries } from '../repositories/orders';
import { findItemEventRow } from '../repositories/registrationRows';
import { checkout, type OrderSource } from './checkout';
import { DEFAULT_RESERVATION_DAYS } from './reservationTime';
import { toShoppingCartItem } from './shoppingCart';

/** The name of a seat booked before its participant is known (nomen nominandum). */
export const UNNAMED_PARTICIPANT = { firstname: 'N.', lastname: 'N.' } as const;

export interface QuoteOrderInput {
  userId: number;
  options: OrderOptions;
  now: Date;
  today: string;
  /** In the order's transaction: marks the quote accepted with the order, or throws (nothing is written). */
  accept: (trx: Db, orderId: number) => Promise<void>;
  idempotencyKey: string;
}

export interface GroupQuoteOrder extends QuoteOrderInput {
  eventId: number;
  /** Each participant's price in cents (they add up to the quote). */
  pricesCents: readonly number[];
  boardOption: BoardOption;
}

function groupSource(order: GroupQuoteOrder): OrderSource {
  return {
    events: [order.eventId],
    read: async (trx, today): Promise<CartContents> => {
      const row = await findItemEventRow(trx, order.eventId);
      if (!row) throw notFound(CART_MESSAGES.eventNotFound);
      const people = order.pricesCents.map(() => ({
        salutation: 'Keine Angabe',
        title: '',
        ...UNNAMED_PARTICIPANT,
        email: '',
        brFunction: '',
        hotelOverNightOption: order.boardOption,
        kind: 'booking' as const,
        legalBasis: 'br37Abs6' as const,
        recipientId: 0,
        workshops: [],
        unionMember: false,
      }));
      const item = toShoppingCartItem({ ...row, cartItemId: 0 }, people, today);
      const participants = item.participants.map((p, i) => ({ ...p, price: order.pricesCents[i]! / 100 }));
      const subtotal = order.pricesCents.reduce((a, b) => a + b, 0) / 100;
      return {
        items: [{ ...item, participants, subtotal }],
        options: order.options,
        totals: { participants: participants.length, total: subtotal },
        cancellationTerms: CANCELLATION_TERMS_LINES,
      };
    },
    settle: (trx, _cart, orderId) => order.accept(trx, orderId),
  };
}

/** Books the group offer's seats; the engine mails the order confirmation. */
export async function placeGroupQuoteOrder(db: Db, mailer: Mailer, order: GroupQuoteOrder) {
  const source = groupSource(order);
  return checkout(db, mailer, {
    userId: order.userId,
    idempotencyKey: order.idempotencyKey,
    now: order.now,
    today: order.today,
    reservationDays: DEFAULT_RESERVATION_DAYS,
    source,
  });
}

export interface InhouseQuoteOrder extends QuoteOrderInput {
  totalCents: number;
  committeeId: number | null;
}

/** The in-house order: the engine's order row and history, the quote accepted, in one transaction. */
export async function placeInhouseQuoteOrder(
  db: Db,
  order: InhouseQuoteOrder,
): Promise<{ orderId: number; created: boolean }> {
  return inWriteTransaction(db, async (trx) => {
    const at = order.now.toISOString();
    const orderId = await claimOrderKey(trx, {
      userId: order.userId,
      idempotencyKey: order.idempotencyKey,
      ...order.options,
      totalCents: order.totalCents,
      createdAt: at,
    });
    if (orderId === undefined) {
      const existing = await findOrderIdByKey(trx, order.userId, order.idempotencyKey);
      if (existing === undefined) throw new Error(`Bestellschlüssel ${order.idempotencyKey} ohne Bestellung`);
      return { orderId: existing, created: false };
    }
    await fillOrder(trx, orderId, { ...order.options, totalCents: order.totalCents, committeeId: order.committeeId });
    await insertHistoryEntries(trx, [{ orderId, participantId: null, status: 'ordered', at }]);
    await order.accept(trx, orderId);
    return { orderId, created: true };
  });
}
