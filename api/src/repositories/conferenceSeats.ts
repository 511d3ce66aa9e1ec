/**
 * The booking engine's statements for conferences: workshop seats and contingent rooms (conditional updates, the
 * same guard as the events' seats in orders.ts), the cart's workshop choices, an order participant's workshops.
 */
import type { OrderWorkshopStatus } from '@amb/shared-contracts';
import type { Db, OrderParticipantWorkshopTable } from '../db/types';
import type { Insertable } from 'kysely';
import { ownerColumn, type CartOwner } from './cartRows';

/**
 * Takes `count` seats of a workshop if that many are free, in one conditional UPDATE (PostgreSQL re-checks the
 * condition on the committed row after a concurrent writer, SQLite serialises writers): never past its capacity.
 */
export async function takeWorkshopSeats(db: Db, workshopId: number, count: number): Promise<boolean> {
  const result = await db
    .updateTable('conferenceWorkshops')
    .set((eb) => ({ seatsTaken: eb('seatsTaken', '+', count) }))
    .where('workshopId', '=', workshopId)
    .where((eb) => eb(eb('seatsTaken', '+', count), '<=', eb.ref('capacity')))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives `count` seats of a workshop back (never below zero). */
export async function releaseWorkshopSeats(db: Db, workshopId: number, count: number): Promise<void> {
  await db
    .updateTable('conferenceWorkshops')
    .set((eb) => ({ seatsTaken: eb('seatsTaken', '-', count) }))
    .where('workshopId', '=', workshopId)
    .where('seatsTaken', '>=', count)
    .execute();
}

/** Takes `count` rooms of the conference's contingent if that many are free. */
export async function takeRooms(db: Db, conferenceId: number, count: number): Promise<boolean> {
  if (count === 0) return true;
  const result = await db
    .updateTable('conferences')
    .set((eb) => ({ hotelRoomsTaken: eb('hotelRoomsTaken', '+', count) }))
    .where('conferenceId', '=', conferenceId)
    .where((eb) => eb(eb('hotelRoomsTaken', '+', count), '<=', eb.ref('hotelRooms')))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releaseRooms(db: Db, conferenceId: number, count: number): Promise<void> {
  await db
    .updateTable('conferences')
    .set((eb) => ({ hotelRoomsTaken: eb('hotelRoomsTaken', '-', count) }))
    .where('conferenceId', '=', conferenceId)
    .where('hotelRoomsTaken', '>=', count)
    .execute();
}

export function findWorkshopSeats(db: Db, workshopId: number) {
  return db
    .selectFrom('conferenceWorkshops')
    .select(['workshopId', 'title', 'capacity', 'seatsTaken'])
    .where('workshopId', '=', workshopId)
    .executeTakeFirstOrThrow();
}

export function findRoomContingent(db: Db, conferenceId: number) {
  return db
    .selectFrom('conferences')
    .select(['hotelRooms', 'hotelRoomsTaken', 'hotelRoomsUntil'])
    .where('conferenceId', '=', conferenceId)
    .executeTakeFirstOrThrow();
}

// The cart: a participant's workshops and member price.

export interface CartChoiceRow {
  recipientId: number;
  slotId: number;
  workshopId: number;
  waitlist: number;
}

/** The workshop choices of the owner's cart participants. */
export function listCartChoiceRows(db: Db, owner: CartOwner): Promise<CartChoiceRow[]> {
  const [column, value] = ownerColumn(owner);
  return db
    .selectFrom('cartRecipientWorkshops as w')
    .innerJoin('cartRecipients as r', 'r.recipientId', 'w.recipientId')
    .innerJoin('cartItems as c', 'c.cartItemId', 'r.cartItemId')
    .select(['w.recipientId', 'w.slotId', 'w.workshopId', 'w.waitlist'])
    .where(column, '=', value)
    .orderBy('w.recipientId')
    .orderBy('w.slotId')
    .execute();
}

/** The cart participants of the owner who pay the member price. */
export async function listCartUnionMembers(db: Db, owner: CartOwner): Promise<Set<number>> {
  const [column, value] = ownerColumn(owner);
  const rows = await db
    .selectFrom('cartRecipientConference as u')
    .innerJoin('cartRecipients as r', 'r.recipientId', 'u.recipientId')
    .innerJoin('cartItems as c', 'c.cartItemId', 'r.cartItemId')
    .select('u.recipientId')
    .where(column, '=', value)
    .where('u.unionMember', '=', 1)
    .execute();
  return new Set(rows.map((row) => row.recipientId));
}

/** Replaces a cart participant's workshops (the primary key keeps one per slot). */
export async function replaceCartChoices(
  db: Db,
  recipientId: number,
  choices: ReadonlyArray<{ slotId: number; workshopId: number; waitlist: boolean }>,
): Promise<void> {
  await db.deleteFrom('cartRecipientWorkshops').where('recipientId', '=', recipientId).execute();
  if (choices.length === 0) return;
  await db
    .insertInto('cartRecipientWorkshops')
    .values(
      choices.map((c) => ({ recipientId, slotId: c.slotId, workshopId: c.workshopId, waitlist: c.waitlist ? 1 : 0 })),
    )
    .execute();
}

export async function setCartUnionMember(db: Db, recipientId: number, unionMember: boolean): Promise<void> {
  await db
    .insertInto('cartRecipientConference')
    .values({ recipientId, unionMember: unionMember ? 1 : 0 })
    .onConflict((oc) => oc.column('recipientId').doUpdateSet({ unionMember: unionMember ? 1 : 0 }))
    .execute();
}

// An order's participants.

export async function insertParticipantWorkshops(
  db: Db,
  rows: ReadonlyArray<Insertable<OrderParticipantWorkshopTable>>,
): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('orderParticipantWorkshops')
      .values([...rows])
      .execute();
}

export async function insertParticipantConference(
  db: Db,
  rows: ReadonlyArray<{ participantId: number; unionMember: number; holdsRoom: number }>,
): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('orderParticipantConference')
      .values([...rows])
      .execute();
}

/** An order participant's workshops with their slot's time and what each holds. */
export function listParticipantWorkshopRows(db: Db, participantIds: readonly number[]) {
  if (participantIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orderParticipantWorkshops as o')
    .innerJoin('conferenceWorkshops as w', 'w.workshopId', 'o.workshopId')
    .innerJoin('conferenceSlots as s', 's.slotId', 'o.slotId')
    .select([
      'o.choiceId',
      'o.participantId',
      'o.slotId',
      'o.workshopId',
      'o.status',
      'w.code',
      'w.title',
      'w.room',
      's.day',
      's.startsAt',
      's.endsAt',
    ])
    .where('o.participantId', 'in', [...participantIds])
    .orderBy('s.day')
    .orderBy('s.startsAt')
    .orderBy('o.choiceId')
    .execute();
}

export function listParticipantConferenceRows(db: Db, participantIds: readonly number[]) {
  if (participantIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orderParticipantConference')
    .selectAll()
    .where('participantId', 'in', [...participantIds])
    .execute();
}

/** Moves one workshop choice from one status to another only if it still has the first (exactly once). */
export async function changeChoiceStatus(
  db: Db,
  choiceId: number,
  from: OrderWorkshopStatus,
  to: OrderWorkshopStatus,
  updatedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('orderParticipantWorkshops')
    .set({ status: to, updatedAt })
    .where('choiceId', '=', choiceId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A participant's choice of one slot moves to another workshop (the old one's seat was given back). */
export async function moveChoice(
  db: Db,
  choiceId: number,
  workshopId: number,
  status: OrderWorkshopStatus,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('orderParticipantWorkshops')
    .set({ workshopId, status, updatedAt })
    .where('choiceId', '=', choiceId)
    .execute();
}

/** Gives the participant's contingent room back exactly once: true when it held one. */
export async function dropRoom(db: Db, participantId: number): Promise<boolean> {
  const result = await db
    .updateTable('orderParticipantConference')
    .set({ holdsRoom: 0 })
    .where('participantId', '=', participantId)
    .where('holdsRoom', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function holdRoom(db: Db, participantId: number): Promise<void> {
  await db
    .updateTable('orderParticipantConference')
    .set({ holdsRoom: 1 })
    .where('participantId', '=', participantId)
    .execute();
}

/**
 * The workshop's waiting list, first come first: choices waiting for a seat whose participant holds a seat of the
 * conference (booked or reserved), with the order to tell.
 */
export function listWorkshopWaiting(db: Db, workshopId: number) {
  return db
    .selectFrom('orderParticipantWorkshops as o')
    .innerJoin('orderParticipants as p', 'p.participantId', 'o.participantId')
    .select(['o.choiceId', 'o.participantId', 'p.orderId', 'p.eventId'])
    .where('o.workshopId', '=', workshopId)
    .where('o.status', '=', 'waiting')
    .where('p.status', 'in', ['booked', 'reserved'])
    .orderBy('o.choiceId')
    .execute();
}

/** The conference (id) whose event this is; undefined for a seminar. */
export async function findConferenceIdOfEvent(db: Db, eventId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('conferences')
    .select('conferenceId')
    .where('eventId', '=', eventId)
    .executeTakeFirst();
  return row?.conferenceId;
}

/** A participant of one of the user's orders with what changing a workshop needs to know (its conference, if any). */
export function findChangeableParticipant(db: Db, userId: number, participantId: number) {
  return db
    .selectFrom('orderParticipants as p')
    .innerJoin('orders as o', 'o.orderId', 'p.orderId')
    .innerJoin('events as e', 'e.eventId', 'p.eventId')
    .leftJoin('conferences as c', 'c.eventId', 'p.eventId')
    .select(['p.participantId', 'p.orderId', 'p.eventId', 'p.status', 'e.startDate', 'c.conferenceId'])
    .where('p.participantId', '=', participantId)
    .where('o.userId', '=', userId)
    .executeTakeFirst();
}

export function findWorkshopOfSlot(db: Db, conferenceId: number, slotId: number, workshopId: number) {
  return db
    .selectFrom('conferenceWorkshops')
    .select(['workshopId', 'slotId', 'title'])
    .where('conferenceId', '=', conferenceId)
    .where('slotId', '=', slotId)
    .where('workshopId', '=', workshopId)
    .executeTakeFirst();
}
