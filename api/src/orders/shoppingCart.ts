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
  type ConferenceChoicesInput,
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
import { listCartChoiceRows, listCartUnionMembers } from '../repositories/conferenceSeats';
import { berlinToday } from '../util/calendarDays';
import {
  cartConferenceOf,
  checkConferenceBoard,
  conferenceParticipantPrice,
  loadConferenceContexts,
  saveCartChoices,
  type ConferenceContext,
} from './conferenceSeats';

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
  const conferences = await cartConferences(db, owner, rows);
  const items = rows.map((row) =>
    toShoppingCartItem(
      row,
      recipients
        .filter((r) => r.cartItemId === row.cartItemId)
        .map(({ cartItemId: _item, ...person }) => ({
          ...person,
          workshops: conferences.choices.get(person.recipientId) ?? [],
          unionMember: conferences.unionMembers.has(person.recipientId),
        })),
      today,
      conferences.contexts.get(row.eventId),
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

/** A cart's conference items: their conferences and their participants' choices (nothing to read without one). */
async function cartConferences(
  db: Db,
  owner: CartOwner,
  rows: ReadonlyArray<{ eventId: number; conferenceId: number | null }>,
) {
  const eventIds = rows.filter((row) => row.conferenceId !== null).map((row) => row.eventId);
  if (eventIds.length === 0) {
    return {
      contexts: new Map<number, ConferenceContext>(),
      choices: new Map<number, CartParticipant['workshops']>(),
      unionMembers: new Set<number>(),
    };
  }
  const [contexts, choiceRows, unionMembers] = await Promise.all([
    loadConferenceContexts(db, eventIds),
    listCartChoiceRows(db, owner),
    listCartUnionMembers(db, owner),
  ]);
  const choices = new Map<number, CartParticipant['workshops']>();
  for (const row of choiceRows) {
    const list = choices.get(row.recipientId) ?? [];
    list.push({ slotId: row.slotId, workshopId: row.workshopId, waitlist: row.waitlist === 1 });
    choices.set(row.recipientId, list);
  }
  return { contexts, choices, unionMembers };
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

/**
 * One item with its participants in order: each with the label and degressive price of its position; a conference's
 * price is that of `today` (early bird, member price: the Berlin day of the order at checkout).
 */
export function toShoppingCartItem(
  row: ItemEventRow,
  people: ReadonlyArray<Omit<CartParticipant, 'position' | 'label' | 'price'>>,
  today: string,
  conference?: ConferenceContext,
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
    price: conference
      ? conferenceParticipantPrice(conference, index + 1, today, person.unionMember)
      : priceForParticipant(prices, index + 1),
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
    conference: conference ? cartConferenceOf(conference, today) : null,
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
async function checkCartLimits(trx: Db, owner: CartOwner, now: Date, cartItemId: number): Promise<void> {
  const recipients = await listCartRecipientRows(trx, owner);
  const rows = await listCartDetailRows(trx, owner);
  const items = rows.map((row) => ({
    eventId: row.eventId,
    themeTitle: row.themeTitle,
    capacity: row.capacity,
    participants: recipients.filter((r) => r.cartItemId === row.cartItemId),
  }));
  checkOrderSize(items);
  for (const item of items) checkGroupFitsDate(item, item.capacity);
  // A conference's board options and the contingent's rooms, for the item just changed.
  const changed = rows.find((row) => row.cartItemId === cartItemId);
  if (changed?.conferenceId != null) {
    const context = (await loadConferenceContexts(trx, [changed.eventId])).get(changed.eventId);
    const item = items.find((entry) => entry.eventId === changed.eventId);
    if (context && item) checkConferenceBoard(item, context, berlinToday(now));
  }
  const capacities = new Map(items.map((item) => [item.eventId, item.capacity]));
  await checkReservations(trx, owner, items, (eventId) => Promise.resolve(capacities.get(eventId) ?? 0), now);
}

/** A participant's conference choices (workshops, member price): absent ones are kept. */
export type RecipientInput = ParticipantInput & ConferenceChoicesInput;

/** Stores the conference choices of a cart participant of the item's event (a seminar takes none). */
async function saveChoices(trx: Db, recipientId: number, eventId: number, input: RecipientInput): Promise<void> {
  if (input.workshops === undefined && input.unionMember === undefined) return;
  const context = (await loadConferenceContexts(trx, [eventId])).get(eventId);
  await saveCartChoices(trx, { recipientId, context, workshops: input.workshops, unionMember: input.unionMember });
}

export function addRecipient(
  db: Db,
  owner: CartOwner,
  cartItemId: number,
  input: RecipientInput,
  { now, today }: { now: Date; today: string },
  /** In the same transaction, with the new participant's id (the committee links a member this way). */
  afterInsert?: (trx: Db, recipientId: number) => Promise<void>,
): Promise<CartContents> {
  return inTransaction(db, async (trx) => {
    await lockBookingOwner(trx, owner);
    const item = await findOwnedCartItem(trx, owner, cartItemId);
    if (!item) throw notFound(CART_MESSAGES.cartItemNotFound);
    const recipientId = await insertRecipient(trx, cartItemId, personOf(input), now.toISOString());
    await saveChoices(trx, recipientId, item.eventId, input);
    await checkCartLimits(trx, owner, now, cartItemId);
    await afterInsert?.(trx, recipientId);
    return buildCart(trx, owner, today);
  });
}

export function editRecipient(
  db: Db,
  owner: CartOwner,
  recipientId: number,
  input: RecipientInput,
  { now, today }: { now: Date; today: string },
): Promise<CartContents> {
  return inTransaction(db, async (trx) => {
    await lockBookingOwner(trx, owner);
    const recipient = await findOwnedRecipient(trx, owner, recipientId);
    if (!recipient) throw notFound(ORDER_MESSAGES.recipientNotFound);
    await updateRecipient(trx, recipientId, personOf(input));
    await saveChoices(trx, recipientId, recipient.eventId, input);
    await checkCartLimits(trx, owner, now, recipient.cartItemId);
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
