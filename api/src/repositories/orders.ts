/** Orders, their participants and status history, and the seat counter of events (the overbooking guard). */
import type { OrderParticipantStatus } from '@amb/shared-contracts';
import type { Db, OrderParticipantTable, OrderTable } from '../db/types';
import type { Insertable } from 'kysely';

export async function findOrderIdByKey(db: Db, userId: number, idempotencyKey: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('orders')
    .select('orderId')
    .where('userId', '=', userId)
    .where('idempotencyKey', '=', idempotencyKey)
    .executeTakeFirst();
  return row?.orderId;
}

export async function insertOrder(db: Db, order: Insertable<OrderTable>): Promise<number> {
  const row = await db.insertInto('orders').values(order).returning('orderId').executeTakeFirstOrThrow();
  return row.orderId;
}

export async function fillOrder(
  db: Db,
  orderId: number,
  values: Omit<Insertable<OrderTable>, 'userId' | 'idempotencyKey' | 'createdAt'>,
): Promise<void> {
  await db.updateTable('orders').set(values).where('orderId', '=', orderId).execute();
}

/**
 * Takes `count` seats of an event if that many are free, in one conditional UPDATE: the database checks
 * `seats_taken + count <= capacity` against the row as it is when the update runs. On PostgreSQL a second
 * transaction updating the same row waits for the first to end and then re-checks the condition on the
 * committed value (READ COMMITTED re-evaluates the WHERE of an UPDATE), on SQLite writers are serialised;
 * so no number of processes can push the counter past the capacity. False when the seats are not there.
 */
export async function takeSeats(db: Db, eventId: number, count: number): Promise<boolean> {
  const result = await db
    .updateTable('events')
    .set((eb) => ({ seatsTaken: eb('seatsTaken', '+', count) }))
    .where('eventId', '=', eventId)
    .where('cancelledAt', 'is', null)
    .where((eb) => eb(eb('seatsTaken', '+', count), '<=', eb.ref('capacity')))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
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

export function eventSeats(db: Db, eventId: number) {
  return db
    .selectFrom('events')
    .select(['capacity', 'seatsTaken'])
    .where('eventId', '=', eventId)
    .executeTakeFirstOrThrow();
}

export async function insertParticipant(db: Db, participant: Insertable<OrderParticipantTable>): Promise<number> {
  const row = await db
    .insertInto('orderParticipants')
    .values(participant)
    .returning('participantId')
    .executeTakeFirstOrThrow();
  return row.participantId;
}

export async function insertHistory(
  db: Db,
  entry: { orderId: number; participantId: number | null; status: string; at: string },
): Promise<void> {
  await db.insertInto('orderStatusHistory').values(entry).execute();
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

/** Reservations whose time ran out at `nowIso` and still hold a seat (optionally of some events only). */
export function listExpiredReservations(db: Db, nowIso: string, eventIds?: readonly number[]) {
  let query = db
    .selectFrom('orderParticipants')
    .select(['participantId', 'orderId', 'eventId'])
    .where('status', '=', 'reserved')
    .where('reservedUntil', '<=', nowIso);
  if (eventIds) {
    if (eventIds.length === 0) return Promise.resolve([]);
    query = query.where('eventId', 'in', eventIds);
  }
  return query.orderBy('participantId').execute();
}

/** A participant of one of the user's orders, with its event's first day. */
export function findUserParticipant(db: Db, userId: number, participantId: number) {
  return db
    .selectFrom('orderParticipants as p')
    .innerJoin('orders as o', 'o.orderId', 'p.orderId')
    .innerJoin('events as e', 'e.eventId', 'p.eventId')
    .select(['p.participantId', 'p.orderId', 'p.eventId', 'p.status', 'p.priceCents', 'p.reservedUntil', 'e.startDate'])
    .where('p.participantId', '=', participantId)
    .where('o.userId', '=', userId)
    .executeTakeFirst();
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

export async function findUserEmail(db: Db, userId: number): Promise<string> {
  const row = await db.selectFrom('users').select('email').where('userId', '=', userId).executeTakeFirstOrThrow();
  return row.email;
}
