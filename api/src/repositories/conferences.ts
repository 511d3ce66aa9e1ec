/** The reads of conferences: the list, one by its address, its programme, speakers, and what the cart needs. */
import { sql, type SqlBool } from 'kysely';
import type { ConferenceAudience } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { ONLINE_HOTELS } from './onlineHotels';

/** A conference with its event (dates, seats, prices), theme (title), venue and room contingent. */
function conferenceRows(db: Db) {
  return db
    .selectFrom('conferences as c')
    .innerJoin('events as e', 'e.eventId', 'c.eventId')
    .innerJoin('themes as t', 't.themeId', 'e.themeId')
    .leftJoin('hotels as h', (join) =>
      join.onRef('h.hotelId', '=', 'e.hotelId').on('h.hotelId', 'not in', ONLINE_HOTELS),
    )
    .leftJoin('locations as l', 'l.locationId', 'h.locationId')
    .select([
      'c.conferenceId',
      'c.slug',
      'c.eventId',
      'c.audience',
      'c.audienceText',
      'c.description',
      'c.included',
      'c.eveningEvent',
      'c.earlyBirdUntil',
      'c.earlyBirdDiscountCents',
      'c.memberDiscountCents',
      'c.hotelRooms',
      'c.hotelRoomsTaken',
      'c.hotelRoomsUntil',
      'c.relatedTagId',
      't.themeId',
      't.title',
      't.subtitle',
      't.rubricId',
      'e.startDate',
      'e.endDate',
      'e.capacity',
      'e.seatsTaken',
      'e.cancelledAt',
      'e.price',
      'e.priceParticipantTwo',
      'e.priceParticipantThree',
      'e.priceParticipantFour',
      'e.priceParticipantFive',
      'h.hotelId',
      'h.name as hotelName',
      'h.street as hotelStreet',
      'h.postalCode as hotelPostalCode',
      'h.city as hotelCity',
      'h.stars as hotelStars',
      'h.singleRoomNightCents',
      'h.fullBoardDayCents',
      'l.name as city',
    ]);
}

export type ConferenceRow = Awaited<ReturnType<ReturnType<typeof conferenceRows>['execute']>>[number];

export interface ConferenceFilter {
  /** Only those whose last day is on or after this day (YYYY-MM-DD). */
  endsFrom?: string;
  /** Only those whose last day is before this day (the past ones). */
  endedBefore?: string;
  audience?: ConferenceAudience;
  exceptConferenceId?: number;
  limit?: number;
}

/** Conferences by first day (then id), filtered. */
export function listConferenceRows(db: Db, filter: ConferenceFilter = {}) {
  let query = conferenceRows(db);
  if (filter.endsFrom) query = query.where('e.endDate', '>=', filter.endsFrom);
  if (filter.endedBefore) query = query.where('e.endDate', '<', filter.endedBefore);
  // A conference for all committees is for every audience.
  if (filter.audience) query = query.where('c.audience', 'in', [filter.audience, 'gremium']);
  if (filter.exceptConferenceId !== undefined) query = query.where('c.conferenceId', '!=', filter.exceptConferenceId);
  query = query.orderBy('e.startDate').orderBy('c.conferenceId');
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  return query.execute();
}

export function findConferenceRowBySlug(db: Db, slug: string) {
  return conferenceRows(db).where('c.slug', '=', slug).executeTakeFirst();
}

/** The conferences of some events (a cart's items, an order's), by event. */
export function findConferenceRowsByEvents(db: Db, eventIds: readonly number[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return conferenceRows(db)
    .where('c.eventId', 'in', [...eventIds])
    .execute();
}

/** The conference of a theme, for the theme page's redirect to the conference page. */
export async function findConferenceSlugOfTheme(db: Db, themeId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('conferences as c')
    .innerJoin('events as e', 'e.eventId', 'c.eventId')
    .select('c.slug')
    .where('e.themeId', '=', themeId)
    .executeTakeFirst();
  return row?.slug;
}

export function listSlotRows(db: Db, conferenceIds: readonly number[]) {
  if (conferenceIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('conferenceSlots')
    .selectAll()
    .where('conferenceId', 'in', [...conferenceIds])
    .orderBy('day')
    .orderBy('startsAt')
    .orderBy('slotId')
    .execute();
}

/** Workshops with the participants on their waiting lists. */
export function listWorkshopRows(db: Db, conferenceIds: readonly number[]) {
  if (conferenceIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('conferenceWorkshops as w')
    .selectAll('w')
    .select((eb) =>
      eb
        .selectFrom('orderParticipantWorkshops as o')
        .select((sub) => sub.fn.countAll<number | string>().as('n'))
        .whereRef('o.workshopId', '=', 'w.workshopId')
        .where('o.status', '=', 'waiting')
        .as('waiting'),
    )
    .where('w.conferenceId', 'in', [...conferenceIds])
    .orderBy('w.slotId')
    .orderBy('w.code')
    .orderBy('w.workshopId')
    .execute();
}

export function listAppearanceRows(db: Db, conferenceIds: readonly number[]) {
  if (conferenceIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('conferenceAppearances as a')
    .leftJoin('conferenceSlots as s', 's.slotId', 'a.slotId')
    .leftJoin('conferenceWorkshops as w', 'w.workshopId', 'a.workshopId')
    .select(['a.appearanceId', 'a.speakerId', 'a.slotId', 'a.workshopId'])
    .where((eb) =>
      eb.or([eb('s.conferenceId', 'in', [...conferenceIds]), eb('w.conferenceId', 'in', [...conferenceIds])]),
    )
    .orderBy('a.appearanceId')
    .execute();
}

export function listSpeakerRows(db: Db, speakerIds: readonly number[]) {
  if (speakerIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('conferenceSpeakers')
    .selectAll()
    .where('speakerId', 'in', [...speakerIds])
    .orderBy('speakerId')
    .execute();
}

/** Themes of the related seminars: tagged with the conference's tag, by title (never conference themes). */
export function listRelatedThemeIds(db: Db, tagId: number, limit: number) {
  return db
    .selectFrom('themeTags as tt')
    .innerJoin('themes as t', 't.themeId', 'tt.themeId')
    .select('t.themeId')
    .where('tt.tagId', '=', tagId)
    .where(notConferenceTheme('t.themeId'))
    .orderBy('t.title')
    .limit(limit)
    .execute();
}

type ThemeIdRef = 't.themeId' | 'e.themeId' | 'themes.themeId' | 'events.themeId' | 'tt.themeId';

/**
 * The condition that keeps conferences out of the seminar catalogue (lists, search, sitemap, recommendations): the
 * theme of an event or a theme row is no conference's. A semi-join on the small conferences table; raw SQL so that
 * any query can use it whatever its tables are called.
 */
export function notConferenceTheme(themeRef: ThemeIdRef) {
  return sql<SqlBool>`${sql.ref(themeRef)} not in (select ce.theme_id from conferences cc inner join events ce on ce.event_id = cc.event_id)`;
}
