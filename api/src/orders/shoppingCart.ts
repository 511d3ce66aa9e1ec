/**
 * The full cart (GET /order-api/get-shopping-cart) and its writes: participants per item (booking or
 * reservation each, the degressive price of their position) and the order options. A participant or
 * item of another cart is as unknown as a missing one (404); nothing is written on bad input.
 */
import { inTransaction } from '../db/startLock';
import {
  CANCELLATION_TERMS_LINES,
  CART_MESSAGES,
  isFullForNewOrders,
  ORDER_MESSAGES,
  participantLabel,
  priceForParticipant,
  priceLabel,
  seatsLeft,
  type CartItemState,
  type CartParticipant,
  type LegalBasis,
  type OrderOptions,
  type ParticipantInput,
  type Price,
  type ShoppingCartItem,
  type CartContents,
} from '@amb/shared-contracts';
import type { Db, PersonColumns } from '../db/types';
import { notFound } from '../http/errors';
import type { Mailer } from '../mail';
import type { CartOwner } from '../repositories/cartItems';
import {
  deleteRecipient,
  findCartOptions,
  findOwnedCartItem,
  findOwnedRecipient,
  insertRecipient,
  listCartDetailRows,
  listCartRecipientRows,
  updateRecipient,
  upsertCartOptions,
} from '../repositories/cartRecipients';
import { lockBookingOwner } from '../repositories/bookingLimits';
import { checkGroupFitsDate, checkOrderSize, checkReservations } from './bookingLimits';
import { releaseAndNotify } from './seats';

export const EMPTY_CART: CartContents = {
  items: [],
  options: null,
  totals: { participants: 0, total: 0 },
  cancellationTerms: CANCELLATION_TERMS_LINES,
};

const cents = (amount: number): number => Math.round(amount * 100);

/** Full only without a seat left: groups waiting for more seats than are free hold none back. */
function itemState(
  row: { cancelledAt: string | null; startDate: string; capacity: number; seatsTaken: number },
  today: string,
): CartItemState {
  if (row.cancelledAt !== null) return 'cancelled';
  if (row.startDate < today) return 'past';
  return isFullForNewOrders(row.capacity, row.seatsTaken) ? 'full' : 'bookable';
}

/**
 * The owner's cart with participants, prices and totals; expired reservations of its events are released
 * first (their seats go to waiting groups, who are told by e-mail).
 */
export async function shoppingCart(
  db: Db,
  mailer: Mailer,
  owner: CartOwner,
  { now, today, reservationDays }: { now: Date; today: string; reservationDays: number },
): Promise<CartContents> {
  await releaseAndNotify(db, mailer, { now, reservationDays }, { cartOf: owner });
  return buildCart(db, owner, today);
}

/** The cart as it is now (inside the caller's transaction). */
export async function buildCart(db: Db, owner: CartOwner, today: string): Promise<CartContents> {
  const rows = await listCartDetailRows(db, owner);
  if (rows.length === 0) return EMPTY_CART;
  const recipients = await listCartRecipientRows(db, owner);
  const options = (await findCartOptions(db, owner)) ?? null;
  const items = rows.map((row) =>
    toShoppingCartItem(
      row,
      recipients.filter((r) => r.cartItemId === row.cartItemId).map(({ cartItemId: _item, ...person }) => person),
      today,
    ),
  );
  const totalCents = items.reduce((sum, item) => sum + cents(item.subtotal), 0);
  const participantCount = items.reduce((sum, item) => sum + item.participants.length, 0);
  return {
    items,
    options,
    totals: { participants: participantCount, total: totalCents / 100 },
    cancellationTerms: CANCELLATION_TERMS_LINES,
  };
}

/** The columns of an item's event that the cart shows and an order needs. */
export interface ItemEventRow {
  cartItemId: number;
  eventId: number;
  themeId: number;
  themeTitle: string;
  startDate: string;
  endDate: string;
  city: string | null;
  hotelName: string | null;
  price: number;
  priceParticipantTwo: number | null;
  priceParticipantThree: number | null;
  priceParticipantFour: number | null;
  priceParticipantFive: number | null;
  capacity: number;
  seatsTaken: number;
  cancelledAt: string | null;
  waitingGroups: number | string | null;
}

/** One item with its participants in order: each with the label and degressive price of its position. */
export function toShoppingCartItem(
  row: ItemEventRow,
  people: ReadonlyArray<Omit<CartParticipant, 'position' | 'label' | 'price'>>,
  today: string,
): ShoppingCartItem {
  const prices: Price = {
    price: row.price,
    priceParticipantTwo: row.priceParticipantTwo,
    priceParticipantThree: row.priceParticipantThree,
    priceParticipantFour: row.priceParticipantFour,
    priceParticipantFive: row.priceParticipantFive,
  };
  const participants = people.map((person, index) => ({
    ...person,
    position: index + 1,
    label: participantLabel(index + 1),
    price: priceForParticipant(prices, index + 1),
  }));
  const subtotalCents = participants.reduce((sum, p) => sum + cents(p.price), 0);
  return {
    cartItemId: row.cartItemId,
    eventId: row.eventId,
    themeId: row.themeId,
    themeTitle: row.themeTitle,
    startDate: row.startDate,
    endDate: row.endDate,
    city: row.city,
    hotelName: row.hotelName,
    isOnline: row.hotelName === null,
    prices,
    priceLabel: priceLabel(prices),
    seatsLeft: seatsLeft(row.capacity, row.seatsTaken),
    state: itemState(row, today),
    waitingGroups: Number(row.waitingGroups),
    participants,
    subtotal: subtotalCents / 100,
  };
}

/** The person as stored; the legal basis only when given (an edit without it keeps the stored one). */
const personOf = (input: ParticipantInput): PersonColumns & { legalBasis?: LegalBasis } => ({
  salutation: input.salutation,
  title: input.title,
  firstname: input.firstname,
  lastname: input.lastname,
  email: input.email,
  brFunction: input.brFunction,
  hotelOverNightOption: input.hotelOverNightOption,
  kind: input.kind,
  ...(input.legalBasis ? { legalBasis: input.legalBasis } : {}),
});

/**
 * The cart after a participant change keeps the limits the checkout checks (orders/bookingLimits.ts): each date's
 * group fits it, at most 30 participants in the cart, the reservations with the account's own within their
 * limits. Runs after the write, in its transaction and under the owner's lock: a refusal (409) rolls it back.
 */
async function checkCartLimits(trx: Db, owner: CartOwner, now: Date): Promise<void> {
  const recipients = await listCartRecipientRows(trx, owner);
  const items = (await listCartDetailRows(trx, owner)).map((row) => ({
    eventId: row.eventId,
    themeTitle: row.themeTitle,
    capacity: row.capacity,
    participants: recipients.filter((r) => r.cartItemId === row.cartItemId),
  }));
  checkOrderSize(items);
  for (const item of items) checkGroupFitsDate(item, item.capacity);
  const capacities = new Map(items.map((item) => [item.eventId, item.capacity]));
  await checkReservations(trx, owner, items, (eventId) => Promise.resolve(capacities.get(eventId) ?? 0), now);
}

export function addRecipient(
  db: Db,
  owner: CartOwner,
  cartItemId: number,
  input: ParticipantInput,
  { now, today }: { now: Date; today: string },
  /** In the same transaction, with the new participant's id (the committee links a member this way). */
  afterInsert?: (trx: Db, recipientId: number) => Promise<void>,
): Promise<CartContents> {
  return inTransaction(db, async (trx) => {
    await lockBookingOwner(trx, owner);
    if (!(await findOwnedCartItem(trx, owner, cartItemId))) throw notFound(CART_MESSAGES.cartItemNotFound);
    const recipientId = await insertRecipient(trx, cartItemId, personOf(input), now.toISOString());
    await checkCartLimits(trx, owner, now);
    await afterInsert?.(trx, recipientId);
    return buildCart(trx, owner, today);
  });
}

export function editRecipient(
  db: Db,
  owner: CartOwner,
  recipientId: number,
  input: ParticipantInput,
  { now, today }: { now: Date; today: string },
): Promise<CartContents> {
  return inTransaction(db, async (trx) => {
    await lockBookingOwner(trx, owner);
    if (!(await findOwnedRecipient(trx, owner, recipientId))) throw notFound(ORDER_MESSAGES.recipientNotFound);
    await updateRecipient(trx, recipientId, personOf(input));
    await checkCartLimits(trx, owner, now);
    return buildCart(trx, owner, today);
  });
}

export function removeRecipient(db: Db, owner: CartOwner, recipientId: number, today: string): Promise<CartContents> {
  return inTransaction(db, async (trx) => {
    if (!(await findOwnedRecipient(trx, owner, recipientId))) throw notFound(ORDER_MESSAGES.recipientNotFound);
    await deleteRecipient(trx, recipientId);
    return buildCart(trx, owner, today);
  });
}

export async function saveOrderOptions(
  db: Db,
  owner: CartOwner,
  options: OrderOptions,
  now: Date,
): Promise<OrderOptions> {
  await upsertCartOptions(db, owner, options, now.toISOString());
  return options;
}
