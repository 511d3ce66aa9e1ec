/** The reads and writes of the member's documents and calendar feed (members/documents.ts, members/orderAccess.ts). */
import type { Db } from '../db/types';
import { findAuthUser, type AuthUser } from './users';

function participantRows(db: Db) {
  return db
    .selectFrom('orderParticipants as p')
    .innerJoin('orders as o', 'o.orderId', 'p.orderId')
    .innerJoin('events as e', 'e.eventId', 'p.eventId')
    .innerJoin('themes as t', 't.themeId', 'e.themeId')
    .leftJoin('hotels as h', 'h.hotelId', 'e.hotelId')
    .select([
      'p.participantId',
      'p.orderId',
      'p.eventId',
      'p.salutation',
      'p.title',
      'p.firstname',
      'p.lastname',
      'p.email',
      'p.kind',
      'p.status',
      'p.reservedUntil',
      'p.priceCents',
      'o.userId as bookerId',
      'o.createdAt as orderedAt',
      't.title as themeTitle',
      'e.startDate',
      'e.endDate',
      'e.hotelId',
      'h.name as hotelName',
      'h.street as hotelStreet',
      'h.postalCode as hotelPostalCode',
      'h.city as hotelCity',
    ]);
}

export type DocumentParticipantRow = Awaited<ReturnType<ReturnType<typeof participantRows>['execute']>>[number];

/**
 * Every participant of the user's own orders, and the user in others' orders by the confirmed login e-mail (any
 * case); an unconfirmed account sees only its own orders.
 */
export function listVisibleParticipantRows(db: Db, user: Pick<AuthUser, 'userId' | 'confirmedEmail'>) {
  const email = user.confirmedEmail;
  return participantRows(db)
    .where((eb) =>
      email === null
        ? eb('o.userId', '=', user.userId)
        : eb.or([eb('o.userId', '=', user.userId), eb(eb.fn('lower', ['p.email']), '=', email.toLowerCase())]),
    )
    .orderBy('e.startDate')
    .orderBy('p.orderId')
    .orderBy('p.participantId')
    .execute();
}

export function findDocumentParticipantRow(db: Db, participantId: number) {
  return participantRows(db).where('p.participantId', '=', participantId).executeTakeFirst();
}

/** The booker of an order with their name, and the committee the order was placed for. */
export function findOrderBooker(db: Db, orderId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('users as b', 'b.userId', 'o.userId')
    .select(['o.userId', 'o.committeeId', 'b.salutation', 'b.title', 'b.firstname', 'b.lastname'])
    .where('o.orderId', '=', orderId)
    .executeTakeFirst();
}

/** Does the order name a participant with this (confirmed) e-mail, any case? Never for no address. */
export async function orderHasParticipantEmail(db: Db, orderId: number, email: string | null): Promise<boolean> {
  if (email === null) return false;
  const row = await db
    .selectFrom('orderParticipants')
    .select('participantId')
    .where('orderId', '=', orderId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  return row !== undefined;
}

export async function findCalendarToken(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('calendarFeeds').select('token').where('userId', '=', userId).executeTakeFirst();
  return row?.token ?? null;
}

/** Sets the member's feed token; an old one is replaced in the same statement. */
export async function saveCalendarToken(db: Db, userId: number, token: string, createdAt: string): Promise<void> {
  await db
    .insertInto('calendarFeeds')
    .values({ userId, token, createdAt })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ token, createdAt }))
    .execute();
}

export async function findCalendarFeedOwner(db: Db, token: string): Promise<AuthUser | undefined> {
  const row = await db
    .selectFrom('calendarFeeds as f')
    .select('f.userId')
    .where('f.token', '=', token)
    .executeTakeFirst();
  return row ? ((await findAuthUser(db, row.userId)) ?? undefined) : undefined;
}
