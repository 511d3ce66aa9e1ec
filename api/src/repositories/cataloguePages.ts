/** The reads of the catalogue pages: themes, their dates, events with modules, places, contact persons. */
import type { Db } from '../db/types';
import { ONLINE_HOTELS } from './onlineHotels';
import { notConferenceTheme } from './conferences';

/** A theme with its rubric, by id or by slug. */
export function findThemeRow(db: Db, key: { themeId: number } | { slug: string }) {
  const query = db
    .selectFrom('themes as t')
    .innerJoin('rubrics as r', 'r.rubricId', 't.rubricId')
    .selectAll('t')
    .select(['r.name as rubricName', 'r.slug as rubricSlug']);
  return (
    'themeId' in key ? query.where('t.themeId', '=', key.themeId) : query.where('t.slug', '=', key.slug)
  ).executeTakeFirst();
}

export function findThemeRows(db: Db, themeIds: number[]) {
  if (!themeIds.length) return Promise.resolve([]);
  return db
    .selectFrom('themes as t')
    .innerJoin('rubrics as r', 'r.rubricId', 't.rubricId')
    .selectAll('t')
    .select(['r.name as rubricName', 'r.slug as rubricSlug'])
    .where('t.themeId', 'in', themeIds)
    .execute();
}

export function listThemeTagRows(db: Db, themeId: number) {
  return db
    .selectFrom('themeTags as tt')
    .innerJoin('tags as g', 'g.tagId', 'tt.tagId')
    .select(['g.tagId', 'g.name', 'g.slug'])
    .where('tt.themeId', '=', themeId)
    .orderBy('g.name')
    .execute();
}

export function listEventManagerRows(db: Db, managerIds?: number[]) {
  let query = db.selectFrom('eventManagers').selectAll().orderBy('managerId');
  if (managerIds) query = query.where('managerId', 'in', managerIds.length ? managerIds : [-1]);
  return query.execute();
}

/** Dates of themes from `from` on (YYYY-MM-DD), by start date, with their hotel and city. */
export function listDateRows(db: Db, filter: { themeIds?: number[]; eventIds?: number[]; from?: string }) {
  let query = db
    .selectFrom('events as e')
    .leftJoin('hotels as h', (join) =>
      join.onRef('h.hotelId', '=', 'e.hotelId').on('h.hotelId', 'not in', ONLINE_HOTELS),
    )
    .leftJoin('locations as l', 'l.locationId', 'h.locationId')
    .selectAll('e')
    .select(['h.name as hotelName', 'l.name as city']);
  if (filter.themeIds) query = query.where('e.themeId', 'in', filter.themeIds.length ? filter.themeIds : [-1]);
  if (filter.eventIds) query = query.where('e.eventId', 'in', filter.eventIds.length ? filter.eventIds : [-1]);
  if (filter.from) query = query.where('e.startDate', '>=', filter.from);
  return query.orderBy('e.startDate').orderBy('e.eventId').execute();
}

/** Modules of events with their hotel and city (none for the online pseudo hotels). */
export function listModuleRows(db: Db, eventIds: number[]) {
  if (!eventIds.length) return Promise.resolve([]);
  return db
    .selectFrom('eventModules as m')
    .leftJoin('hotels as h', (join) =>
      join.onRef('h.hotelId', '=', 'm.hotelId').on('h.hotelId', 'not in', ONLINE_HOTELS),
    )
    .leftJoin('locations as l', 'l.locationId', 'h.locationId')
    .selectAll('m')
    .select(['h.name as hotelName', 'l.name as city'])
    .where('m.eventId', 'in', eventIds)
    .orderBy('m.eventId')
    .orderBy('m.position')
    .execute();
}

/** Per theme: the first date from `from` on and the number of those dates. */
export function themeDateSummaryRows(db: Db, themeIds: number[] | 'all', from: string) {
  let query = db
    .selectFrom('events as e')
    .select((eb) => ['e.themeId', eb.fn.min('e.startDate').as('nextStart'), eb.fn.countAll().as('dateCount')])
    .where('e.startDate', '>=', from)
    .groupBy('e.themeId');
  if (themeIds !== 'all') query = query.where('e.themeId', 'in', themeIds.length ? themeIds : [-1]);
  return query.execute();
}

/** The first date of each theme on its day `nextStart` (the lowest id when several start that day). */
export function firstDateRows(db: Db, starts: Array<{ themeId: number; nextStart: string }>) {
  if (!starts.length) return Promise.resolve([]);
  return db
    .selectFrom('events as e')
    .leftJoin('hotels as h', (join) =>
      join.onRef('h.hotelId', '=', 'e.hotelId').on('h.hotelId', 'not in', ONLINE_HOTELS),
    )
    .leftJoin('locations as l', 'l.locationId', 'h.locationId')
    .select([
      'e.eventId',
      'e.themeId',
      'e.startDate',
      'e.endDate',
      'e.hotelId',
      'l.name as city',
      'e.price',
      'e.priceParticipantTwo',
      'e.priceParticipantThree',
      'e.priceParticipantFour',
      'e.priceParticipantFive',
    ])
    .where((eb) =>
      eb.or(starts.map((s) => eb.and([eb('e.themeId', '=', s.themeId), eb('e.startDate', '=', s.nextStart)]))),
    )
    .orderBy('e.eventId')
    .execute();
}

/** Themes sharing tags with a theme, most shared tags first (the theme itself left out). */
export function relatedThemeIdRows(db: Db, themeId: number) {
  return db
    .selectFrom('themeTags as mine')
    .innerJoin('themeTags as other', 'other.tagId', 'mine.tagId')
    .select((eb) => ['other.themeId', eb.fn.countAll().as('shared')])
    .where('mine.themeId', '=', themeId)
    .where('other.themeId', '!=', themeId)
    .groupBy('other.themeId')
    .orderBy('shared', 'desc')
    .orderBy('other.themeId')
    .execute();
}

/** The themes with a tag, by their rubric's position, then in the catalogue's order (id). */
export function taggedThemeRows(db: Db, tagSlug: string) {
  return db
    .selectFrom('themes as t')
    .innerJoin('rubrics as r', 'r.rubricId', 't.rubricId')
    .innerJoin('themeTags as tt', 'tt.themeId', 't.themeId')
    .innerJoin('tags as g', 'g.tagId', 'tt.tagId')
    .select(['t.themeId', 't.rubricId'])
    .where('g.slug', '=', tagSlug)
    .orderBy('r.position')
    .orderBy('t.themeId')
    .execute();
}

export function themeIdsOfRubric(db: Db, rubricId: number) {
  return db
    .selectFrom('themes')
    .select('themeId')
    .where('rubricId', '=', rubricId)
    .where(notConferenceTheme('themes.themeId'))
    .orderBy('themeId')
    .execute()
    .then((rows) => rows.map((r) => r.themeId));
}

export function findLocationRow(db: Db, locationId: number) {
  return db.selectFrom('locations').selectAll().where('locationId', '=', locationId).executeTakeFirst();
}

export function findVenueHotelRow(db: Db, hotelId: number) {
  return db
    .selectFrom('hotels')
    .selectAll()
    .where('hotelId', '=', hotelId)
    .where('hotelId', 'not in', ONLINE_HOTELS)
    .executeTakeFirst();
}

export function listHotelRowsOfLocation(db: Db, locationId: number) {
  return db.selectFrom('hotels').selectAll().where('locationId', '=', locationId).orderBy('name').execute();
}

/** Seats of dates: capacity and seats taken. */
export function listSeatRows(db: Db, filter: { eventIds: number[] } | { themeId: number }) {
  const query = db.selectFrom('events').select(['eventId', 'capacity', 'seatsTaken']).orderBy('eventId');
  return (
    'themeId' in filter
      ? query.where('themeId', '=', filter.themeId)
      : query.where('eventId', 'in', filter.eventIds.length ? filter.eventIds : [-1])
  ).execute();
}
