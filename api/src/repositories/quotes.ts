/** Quotes with their theme, place, requester, committee, offered date and order; their history. */
import type { QuoteStatus } from '@amb/shared-contracts';
import type { Insertable, Updateable } from 'kysely';
import type { Db, QuoteTable } from '../db/types';
import { eventsWithVenue } from './eventVenue';
import { ONLINE_HOTELS } from './onlineHotels';

export async function insertQuote(db: Db, row: Insertable<QuoteTable>): Promise<number> {
  const inserted = await db.insertInto('quotes').values(row).returning('quoteId').executeTakeFirstOrThrow();
  return inserted.quoteId;
}

export async function insertQuoteHistory(
  db: Db,
  entry: { quoteId: number; status: QuoteStatus; at: string; actorUserId: number | null },
): Promise<void> {
  await db.insertInto('quoteStatusHistory').values(entry).execute();
}

export function quoteHistory(db: Db, quoteId: number) {
  return db
    .selectFrom('quoteStatusHistory')
    .select(['status', 'at'])
    .where('quoteId', '=', quoteId)
    .orderBy('at')
    .execute();
}

const quoteRows = (db: Db) =>
  db
    .selectFrom('quotes as q')
    .innerJoin('themes as t', 't.themeId', 'q.themeId')
    .innerJoin('users as u', 'u.userId', 'q.userId')
    .leftJoin('committees as k', 'k.committeeId', 'q.committeeId')
    .leftJoin('locations as l', 'l.locationId', 'q.locationId')
    .selectAll('q')
    .select([
      't.title as themeTitle',
      't.slug as themeSlug',
      'u.firstname as requesterFirstname',
      'u.lastname as requesterLastname',
      'u.email as requesterEmail',
      'k.name as committeeName',
      'l.name as locationName',
    ]);

export type QuoteRow = NonNullable<Awaited<ReturnType<typeof findQuoteRow>>>;

export function findQuoteRow(db: Db, quoteId: number) {
  return quoteRows(db).where('q.quoteId', '=', quoteId).executeTakeFirst();
}

/** Quotes a member requested or that were requested for the committee they manage; every quote for staff. */
export function listQuoteRows(db: Db, filter: { userId: number; managedCommitteeId: number | null } | 'all') {
  let query = quoteRows(db);
  if (filter !== 'all') {
    const { userId, managedCommitteeId } = filter;
    query = query.where((eb) =>
      managedCommitteeId === null
        ? eb('q.userId', '=', userId)
        : eb.or([eb('q.userId', '=', userId), eb('q.committeeId', '=', managedCommitteeId)]),
    );
  }
  return query.orderBy('q.createdAt', 'desc').orderBy('q.quoteId', 'desc').limit(500).execute();
}

/**
 * Changes a quote only in the state the caller read: its version (two staff edits) and its status (a decision
 * that raced another). False when it changed in between.
 */
export async function updateQuote(
  db: Db,
  quoteId: number,
  expect: { version?: number; statuses: readonly QuoteStatus[] },
  values: Updateable<QuoteTable>,
): Promise<boolean> {
  let query = db
    .updateTable('quotes')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('quoteId', '=', quoteId)
    .where('status', 'in', expect.statuses);
  if (expect.version !== undefined) query = query.where('version', '=', expect.version);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The event a group quote offers, with its prices, seats and venue. */
export function quoteEvent(db: Db, eventId: number) {
  return eventsWithVenue(db)
    .select([
      'e.eventId',
      'e.themeId',
      'e.startDate',
      'e.endDate',
      'e.hotelId',
      'e.price',
      'e.priceParticipantTwo',
      'e.priceParticipantThree',
      'e.priceParticipantFour',
      'e.priceParticipantFive',
      'e.capacity',
      'e.seatsTaken',
      'e.cancelledAt',
      'l.name as city',
    ])
    .where('e.eventId', '=', eventId)
    .executeTakeFirst();
}

/** The theme's dates from `today` on that take place (for the staff's choice of a group offer's date). */
export function themeEventOptions(db: Db, themeId: number, today: string) {
  return eventsWithVenue(db)
    .select(['e.eventId', 'e.startDate', 'e.endDate', 'e.hotelId', 'e.capacity', 'e.seatsTaken', 'l.name as city'])
    .where('e.themeId', '=', themeId)
    .where('e.startDate', '>=', today)
    .where('e.cancelledAt', 'is', null)
    .orderBy('e.startDate')
    .orderBy('e.eventId')
    .limit(60)
    .execute();
}

export const isOnlineHotel = (hotelId: number | null): boolean =>
  hotelId === null || (ONLINE_HOTELS as readonly number[]).includes(hotelId);

export function findTheme(db: Db, themeId: number) {
  return db.selectFrom('themes').select(['themeId', 'title']).where('themeId', '=', themeId).executeTakeFirst();
}

export function locationExists(db: Db, locationId: number) {
  return db.selectFrom('locations').select('locationId').where('locationId', '=', locationId).executeTakeFirst();
}

/** The committee's billing address (its name and address, the cost centre of its settings). */
export function committeeBilling(db: Db, committeeId: number) {
  return db
    .selectFrom('committees as k')
    .leftJoin('committeeSettings as s', 's.committeeId', 'k.committeeId')
    .select([
      'k.company',
      'k.street',
      'k.streetNumber',
      'k.postalCode',
      'k.city',
      's.costCentre',
      's.hotelOverNightOption',
    ])
    .where('k.committeeId', '=', committeeId)
    .executeTakeFirst();
}
