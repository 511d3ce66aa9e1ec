/** Orders, their participants and status history, and the seat counter of events (the overbooking guard). */
import type { BoardOption, OrderParticipantStatus } from '@amb/shared-contracts';
import type { Db, OrderParticipantTable, OrderTable } from '../db/types';
import type { Insertable } from 'kysely';
import { prepared } from '../db/prepared';
import { ownerColumn, type CartOwner } from './cartRows';
import { ONLINE_HOTELS } from './onlineHotels';

// The statements of a checkout are prepared (db/prepared.ts): built and compiled once, not per call.

const orderIdByKey = prepared((db, { userId, idempotencyKey }: { userId: number; idempotencyKey: string }) =>
  db.selectFrom('orders').select('orderId').where('userId', '=', userId).where('idempotencyKey', '=', idempotencyKey),
);

export async function findOrderIdByKey(db: Db, userId: number, idempotencyKey: string): Promise<number | undefined> {
  return (await orderIdByKey(db, { userId, idempotencyKey })).rows[0]?.orderId;
}

/** The single row a statement must find (as Kysely's executeTakeFirstOrThrow). */
function only<R>(rows: R[], what: string): R {
  const row = rows[0];
  if (row === undefined) throw new Error(`${what}: keine Zeile`);
  return row;
}

const orderKeyClaim = prepared((db, order: Insertable<OrderTable>) =>
  db
    .insertInto('orders')
    .values(order)
    .onConflict((conflict) => conflict.columns(['userId', 'idempotencyKey']).doNothing())
    .returning('orderId'),
);

/**
 * Inserts the order row unless the user's key has one already: its id, or undefined when the key was taken (by a
 * committed order, or by a concurrent one this insert waited for and that then committed).
 */
export async function claimOrderKey(db: Db, order: Insertable<OrderTable>): Promise<number | undefined> {
  return (await orderKeyClaim(db, order)).rows[0]?.orderId;
}

type OrderFill = Omit<Insertable<OrderTable>, 'userId' | 'idempotencyKey' | 'createdAt'>;

const orderFill = prepared((db, { orderId, values }: { orderId: number; values: OrderFill }) =>
  db.updateTable('orders').set(values).where('orderId', '=', orderId),
);

export async function fillOrder(db: Db, orderId: number, values: OrderFill): Promise<void> {
  await orderFill(db, { orderId, values });
}

const seatsTaking = prepared((db, { eventId, count }: { eventId: number; count: number }) =>
  db
    .updateTable('events')
    .set((eb) => ({ seatsTaken: eb('seatsTaken', '+', count) }))
    .where('eventId', '=', eventId)
    .where('cancelledAt', 'is', null)
    .where((eb) => eb(eb('seatsTaken', '+', count), '<=', eb.ref('capacity'))),
);

/**
 * Takes `count` seats of an event if that many are free, in one conditional UPDATE: the database checks
 * `seats_taken + count <= capacity` against the row as it is when the update runs. On PostgreSQL a second
 * transaction updating the same row waits for the first to end and then re-checks the condition on the
 * committed value (READ COMMITTED re-evaluates the WHERE of an UPDATE), on SQLite writers are serialised;
 * so no number of processes can push the counter past the capacity. False when the seats are not there.
 * Waiting groups do not hold free seats back: each is larger than the seats free (waitlist.ts serves it first
 * whenever seats come free), so while seats are free, someone can book them.
 */
export async function takeSeats(db: Db, eventId: number, count: number): Promise<boolean> {
  const result = await seatsTaking(db, { eventId, count });
  return Number(result.numAffectedRows) === 1;
}

export async function insertWaitlistEntry(
  db: Db,
  entry: { orderId: number; eventId: number; size: number; createdAt: string },
): Promise<void> {
  await db.insertInto('waitlistEntries').values(entry).execute();
}

const waitingEntries = prepared((db, { eventId }: { eventId: number }) =>
  db
    .selectFrom('waitlistEntries')
    .select(['entryId', 'orderId', 'size'])
    .where('eventId', '=', eventId)
    .where('servedAt', 'is', null)
    .orderBy('entryId'),
);

/** The groups still waiting for an event, first come first. */
export async function listWaitingEntries(db: Db, eventId: number) {
  return (await waitingEntries(db, { eventId })).rows;
}

/** Marks an entry served, only if it was still waiting (of two racing servers exactly one sees true). */
export async function markEntryServed(db: Db, entryId: number, servedAt: string): Promise<boolean> {
  const result = await db
    .updateTable('waitlistEntries')
    .set({ servedAt })
    .where('entryId', '=', entryId)
    .where('servedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A waiting participant leaves the group: the entry shrinks (and goes when empty). */
export async function shrinkEntry(db: Db, orderId: number, eventId: number): Promise<void> {
  await db
    .updateTable('waitlistEntries')
    .set((eb) => ({ size: eb('size', '-', 1) }))
    .where('orderId', '=', orderId)
    .where('eventId', '=', eventId)
    .where('servedAt', 'is', null)
    .where('size', '>', 1)
    .execute();
  await db
    .deleteFrom('waitlistEntries')
    .where('orderId', '=', orderId)
    .where('eventId', '=', eventId)
    .where('servedAt', 'is', null)
    .where('size', '=', 1)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('orderParticipants as p')
            .select('p.participantId')
            .whereRef('p.orderId', '=', 'waitlistEntries.orderId')
            .whereRef('p.eventId', '=', 'waitlistEntries.eventId')
            .where('p.status', '=', 'waiting'),
        ),
      ),
    )
    .execute();
}

/** The waiting participants of one order and event (a group). */
export function listWaitingParticipants(db: Db, orderId: number, eventId: number) {
  return db
    .selectFrom('orderParticipants')
    .select(['participantId', 'hotelOverNightOption'])
    .where('orderId', '=', orderId)
    .where('eventId', '=', eventId)
    .where('status', '=', 'waiting')
    .orderBy('participantId')
    .execute();
}

/** A served group: every waiting participant becomes a reservation until `reservedUntil`. */
export async function reserveWaitingParticipants(
  db: Db,
  orderId: number,
  eventId: number,
  reservedUntil: string,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('orderParticipants')
    .set({ status: 'reserved', kind: 'reservation', reservedUntil, updatedAt })
    .where('orderId', '=', orderId)
    .where('eventId', '=', eventId)
    .where('status', '=', 'waiting')
    .execute();
}

export function eventStart(db: Db, eventId: number) {
  return db
    .selectFrom('events')
    .select(['startDate', 'cancelledAt'])
    .where('eventId', '=', eventId)
    .executeTakeFirstOrThrow();
}

export async function findOrderUserEmail(db: Db, orderId: number): Promise<string> {
  const row = await db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.userId', 'o.userId')
    .select('u.email')
    .where('o.orderId', '=', orderId)
    .executeTakeFirstOrThrow();
  return row.email;
}

/** Gives `count` seats of an event back (never below zero). */
export async function releaseSeats(db: Db, eventId: number, count: number): Promise<void> {
  await db
    .updateTable('events')
    .set((eb) => ({ seatsTaken: eb('seatsTaken', '-', count) }))
    .where('eventId', '=', eventId)
    .where('seatsTaken', '>=', count)
    .execute();
}

const seatsOfEvent = prepared((db, { eventId }: { eventId: number }) =>
  db.selectFrom('events').select(['capacity', 'seatsTaken']).where('eventId', '=', eventId),
);

export async function eventSeats(db: Db, eventId: number) {
  return only((await seatsOfEvent(db, { eventId })).rows, `Termin ${eventId}`);
}

const participantInsert = prepared((db, participant: Insertable<OrderParticipantTable>) =>
  db.insertInto('orderParticipants').values(participant).returning('participantId'),
);

export async function insertParticipant(db: Db, participant: Insertable<OrderParticipantTable>): Promise<number> {
  return only((await participantInsert(db, participant)).rows, 'Teilnehmer').participantId;
}

export interface HistoryEntry {
  orderId: number;
  participantId: number | null;
  status: string;
  at: string;
}

export async function insertHistory(db: Db, entry: HistoryEntry): Promise<void> {
  await db.insertInto('orderStatusHistory').values(entry).execute();
}

const historyInsert = prepared((db, entries: HistoryEntry[]) => db.insertInto('orderStatusHistory').values(entries));

/** Several entries in one statement, in their order (history is read by id). */
export async function insertHistoryEntries(db: Db, entries: readonly HistoryEntry[]): Promise<void> {
  if (entries.length > 0) await historyInsert(db, [...entries]);
}

/**
 * Moves a participant from one status to another only if it still has the first: of two transactions
 * racing for the same seat (expiry and cancellation, two expiry runs), exactly one sees `true`.
 */
export async function changeParticipantStatus(
  db: Db,
  participantId: number,
  from: OrderParticipantStatus,
  to: OrderParticipantStatus,
  updatedAt: string,
  reservedUntil?: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable('orderParticipants')
    .set({ status: to, updatedAt, ...(reservedUntil !== undefined ? { reservedUntil } : {}) })
    .where('participantId', '=', participantId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A participant's board option changes (a served waiting participant whose room of a contingent is gone). */
export async function setParticipantBoard(
  db: Db,
  participantId: number,
  hotelOverNightOption: BoardOption,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('orderParticipants')
    .set({ hotelOverNightOption, updatedAt })
    .where('participantId', '=', participantId)
    .execute();
}

/** The fee charged for a cancelled participant (cents), written in the cancellation's transaction. */
export async function setCancellationFee(db: Db, participantId: number, cents: number): Promise<void> {
  await db
    .updateTable('orderParticipants')
    .set({ cancellationFeeCents: cents })
    .where('participantId', '=', participantId)
    .execute();
}

/** Some events: given by their ids, or the events in an owner's cart (found by the same statement). */
export type EventScope = number[] | { cartOf: CartOwner };

const expiredReservations = prepared((db, { nowIso, events }: { nowIso: string; events?: EventScope }) => {
  const query = db
    .selectFrom('orderParticipants')
    .select(['participantId', 'orderId', 'eventId'])
    .where('status', '=', 'reserved')
    .where('reservedUntil', '<=', nowIso);
  if (events === undefined) return query.orderBy('participantId');
  if (Array.isArray(events)) return query.where('eventId', 'in', events).orderBy('participantId');
  const [column, value] = ownerColumn(events.cartOf);
  return query
    .where('eventId', 'in', (eb) => eb.selectFrom('cartItems as c').select('c.eventId').where(column, '=', value))
    .orderBy('participantId');
});

/** Reservations whose time ran out at `nowIso` and still hold a seat (of some events, or all). */
export async function listExpiredReservations(db: Db, nowIso: string, events?: EventScope) {
  if (Array.isArray(events) && events.length === 0) return [];
  return (await expiredReservations(db, { nowIso, events })).rows;
}

/** The first `limit` of all reservations run out at `nowIso` (the background release works through them in batches). */
export function listExpiredReservationBatch(db: Db, nowIso: string, limit: number) {
  return db
    .selectFrom('orderParticipants')
    .select(['participantId', 'orderId', 'eventId'])
    .where('status', '=', 'reserved')
    .where('reservedUntil', '<=', nowIso)
    .orderBy('participantId')
    .limit(limit)
    .execute();
}

/** A participant of one of the user's orders, with its event's first day. */
export function findUserParticipant(db: Db, userId: number, participantId: number) {
  return db
    .selectFrom('orderParticipants as p')
    .innerJoin('orders as o', 'o.orderId', 'p.orderId')
    .innerJoin('events as e', 'e.eventId', 'p.eventId')
    .select([
      'p.participantId',
      'p.orderId',
      'p.eventId',
      'p.kind',
      'p.status',
      'p.priceCents',
      'p.reservedUntil',
      'e.startDate',
    ])
    .where('p.participantId', '=', participantId)
    .where('o.userId', '=', userId)
    .executeTakeFirst();
}

/** Whether the order is one of the user's (false for another's order and for none). */
export async function isUserOrder(db: Db, userId: number, orderId: number): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('orderId')
    .where('orderId', '=', orderId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export function findOrderRow(db: Db, orderId: number) {
  return db.selectFrom('orders').selectAll().where('orderId', '=', orderId).executeTakeFirstOrThrow();
}

export function listOrderParticipantRows(db: Db, orderId: number) {
  return db
    .selectFrom('orderParticipants as p')
    .innerJoin('events as e', 'e.eventId', 'p.eventId')
    .innerJoin('themes as t', 't.themeId', 'e.themeId')
    .select([
      'p.participantId',
      'p.eventId',
      'p.position',
      'p.salutation',
      'p.title',
      'p.firstname',
      'p.lastname',
      'p.email',
      'p.brFunction',
      'p.hotelOverNightOption',
      'p.kind',
      'p.legalBasis',
      'p.status',
      'p.priceCents',
      'p.reservedUntil',
      't.title as themeTitle',
      'e.startDate',
      'e.endDate',
    ])
    .where('p.orderId', '=', orderId)
    .orderBy('p.participantId')
    .execute();
}

export function listOrderHistory(db: Db, orderId: number) {
  return db
    .selectFrom('orderStatusHistory')
    .select(['status', 'at'])
    .where('orderId', '=', orderId)
    .orderBy('historyId')
    .execute();
}

const userEmail = prepared((db, { userId }: { userId: number }) =>
  db.selectFrom('users').select('email').where('userId', '=', userId),
);

export async function findUserEmail(db: Db, userId: number): Promise<string> {
  return only((await userEmail(db, { userId })).rows, `Benutzer ${userId}`).email;
}

/** Participants of all orders holding or waiting for a seat of the event, in order of their orders. */
export function listEventSeatHolders(db: Db, eventId: number) {
  return db
    .selectFrom('orderParticipants')
    .select(['kind', 'status'])
    .where('eventId', '=', eventId)
    .where('status', 'in', ['booked', 'reserved', 'waiting'])
    .orderBy('participantId')
    .execute();
}

/**
 * The user's reservations that still hold a seat, and those that expired with a reservation end at or after
 * `expiredSince`, with their event, theme and the venue's city (none online); by reservation end.
 */
export function listUserReservationRows(db: Db, userId: number, expiredSince: string) {
  return db
    .selectFrom('orderParticipants as p')
    .innerJoin('orders as o', 'o.orderId', 'p.orderId')
    .innerJoin('events as e', 'e.eventId', 'p.eventId')
    .innerJoin('themes as t', 't.themeId', 'e.themeId')
    .leftJoin('hotels as h', (join) =>
      join.onRef('h.hotelId', '=', 'e.hotelId').on('h.hotelId', 'not in', ONLINE_HOTELS),
    )
    .leftJoin('locations as l', 'l.locationId', 'h.locationId')
    .select([
      'p.participantId',
      'p.orderId',
      'p.eventId',
      'p.salutation',
      'p.title',
      'p.firstname',
      'p.lastname',
      'p.status',
      'p.reservedUntil',
      't.title as themeTitle',
      't.slug as themeSlug',
      'e.startDate',
      'e.endDate',
      'l.name as city',
    ])
    .where('o.userId', '=', userId)
    .where('p.reservedUntil', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('p.status', '=', 'reserved'),
        eb.and([eb('p.status', '=', 'expired'), eb('p.reservedUntil', '>=', expiredSince)]),
      ]),
    )
    .orderBy('p.reservedUntil')
    .orderBy('p.participantId')
    .execute();
}
