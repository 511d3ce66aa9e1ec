/** The member's bookings: participants of the member's orders with event, theme and venue; substitutes. */
import { sql } from 'kysely';
import type { Db } from '../db/types';
import { ONLINE_HOTELS } from './onlineHotels';

/** Participants with their order, event, theme, venue city (none online) and whether a substitute was named. */
function memberEventRows(db: Db) {
  return db
    .selectFrom('orderParticipants as p')
    .innerJoin('orders as o', 'o.orderId', 'p.orderId')
    .innerJoin('events as e', 'e.eventId', 'p.eventId')
    .innerJoin('themes as t', 't.themeId', 'e.themeId')
    .leftJoin('hotels as h', (join) =>
      join.onRef('h.hotelId', '=', 'e.hotelId').on('h.hotelId', 'not in', ONLINE_HOTELS),
    )
    .leftJoin('locations as l', 'l.locationId', 'h.locationId')
    .select((eb) => [
      'p.participantId',
      'p.orderId',
      'p.eventId',
      'p.position',
      'p.salutation',
      'p.title',
      'p.firstname',
      'p.lastname',
      'p.email',
      'p.status',
      'p.reservedUntil',
      'p.priceCents',
      'p.cancellationFeeCents',
      't.title as themeTitle',
      't.slug as themeSlug',
      'e.startDate',
      'e.endDate',
      'l.name as city',
      eb
        .exists(
          eb
            .selectFrom('participantSubstitutions as s')
            .select('s.substitutionId')
            .whereRef('s.participantId', '=', 'p.participantId'),
        )
        .as('substituted'),
    ]);
}

/**
 * The participants of a user's orders whose event ends on or after `today` (future) or before it (past); by
 * date, order and position.
 */
export function listMemberEventRows(db: Db, userId: number, today: string, when: 'future' | 'past') {
  return memberEventRows(db)
    .where('o.userId', '=', userId)
    .where('e.endDate', when === 'future' ? '>=' : '<', today)
    .orderBy('e.startDate', when === 'future' ? 'asc' : 'desc')
    .orderBy('p.orderId')
    .orderBy('p.eventId')
    .orderBy('p.position')
    .orderBy('p.participantId')
    .execute();
}

export function findMemberEventRow(db: Db, participantId: number) {
  return memberEventRows(db).where('p.participantId', '=', participantId).executeTakeFirst();
}

export type MemberEventRow = Awaited<ReturnType<typeof listMemberEventRows>>[number];

/** A participant with what decides who may change it: the booker and the committee the order was placed for. */
export function findParticipantAccess(db: Db, participantId: number) {
  return db
    .selectFrom('orderParticipants as p')
    .innerJoin('orders as o', 'o.orderId', 'p.orderId')
    .innerJoin('users as u', 'u.userId', 'o.userId')
    .innerJoin('events as e', 'e.eventId', 'p.eventId')
    .select([
      'p.participantId',
      'p.orderId',
      'p.eventId',
      'p.status',
      'p.salutation',
      'p.title',
      'p.firstname',
      'p.lastname',
      'p.email',
      'e.startDate',
      'o.userId',
      'o.committeeId as bookerCommitteeId',
    ])
    .where('p.participantId', '=', participantId)
    .executeTakeFirst();
}

export interface PersonData {
  salutation: string;
  title: string;
  firstname: string;
  lastname: string;
  email: string;
}

/**
 * Replaces the person of a participant only while it still has `status` (a racing cancellation wins or
 * loses as a whole); true when replaced.
 */
export async function replaceParticipantPerson(
  db: Db,
  participantId: number,
  status: string,
  person: PersonData,
  updatedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('orderParticipants')
    .set({ ...person, updatedAt })
    .where('participantId', '=', participantId)
    .where('status', '=', status as never)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertSubstitution(
  db: Db,
  entry: { participantId: number; previous: PersonData; actorUserId: number; at: string },
): Promise<void> {
  await db
    .insertInto('participantSubstitutions')
    .values({
      participantId: entry.participantId,
      previousSalutation: entry.previous.salutation,
      previousTitle: entry.previous.title,
      previousFirstname: entry.previous.firstname,
      previousLastname: entry.previous.lastname,
      previousEmail: entry.previous.email,
      actorUserId: entry.actorUserId,
      at: entry.at,
    })
    .execute();
}

/** The BR functions the member's participants were booked with (the recommendations' fallback). */
export async function listBookedBrFunctions(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('orderParticipants as p')
    .innerJoin('orders as o', 'o.orderId', 'p.orderId')
    .select('p.brFunction')
    .distinct()
    .where('o.userId', '=', userId)
    .where('p.brFunction', '!=', '')
    .orderBy('p.brFunction')
    .execute();
  return rows.map((r) => r.brFunction);
}

/**
 * Themes tagged with any of `tags` that have a date after `today` (not cancelled) and none of whose dates the
 * user has an order for; the most matching tags first, then the soonest date.
 */
export async function listRecommendedThemeRows(
  db: Db,
  userId: number,
  tags: readonly string[],
  today: string,
  limit: number,
) {
  if (tags.length === 0) return [];
  return db
    .selectFrom('themes as t')
    .innerJoin('themeTags as tt', 'tt.themeId', 't.themeId')
    .innerJoin('tags as g', 'g.tagId', 'tt.tagId')
    .innerJoin('events as e', (join) => join.onRef('e.themeId', '=', 't.themeId'))
    .select((eb) => [
      't.themeId',
      't.slug',
      't.title',
      't.subtitle',
      eb.fn.min('e.startDate').as('nextStartDate'),
      sql<number>`count(distinct ${eb.ref('g.tagId')})`.as('matches'),
    ])
    .where('g.name', 'in', [...tags])
    .where('e.startDate', '>', today)
    .where('e.cancelledAt', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('orderParticipants as p')
            .innerJoin('orders as o', 'o.orderId', 'p.orderId')
            .innerJoin('events as be', 'be.eventId', 'p.eventId')
            .select('p.participantId')
            .whereRef('be.themeId', '=', 't.themeId')
            .where('o.userId', '=', userId),
        ),
      ),
    )
    .groupBy(['t.themeId', 't.slug', 't.title', 't.subtitle'])
    .orderBy('matches', 'desc')
    .orderBy('nextStartDate')
    .orderBy('t.themeId')
    .limit(limit)
    .execute();
}

/** The tag names of themes (for the recommendations' "chosen for"). */
export async function listThemeTagNames(db: Db, themeIds: readonly number[]) {
  if (themeIds.length === 0) return [];
  return db
    .selectFrom('themeTags as tt')
    .innerJoin('tags as g', 'g.tagId', 'tt.tagId')
    .select(['tt.themeId', 'g.name'])
    .where('tt.themeId', 'in', [...themeIds])
    .orderBy('g.name')
    .execute();
}
