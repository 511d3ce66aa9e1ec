/** Rubrics, tags, locations, hotels, themes and events: the catalogue's reads. */
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database, Db } from '../db/types';
import { documentMatches, type FullTextQuery } from './search';
import { ONLINE_HOTELS } from './onlineHotels';
import { notConferenceTheme } from './conferences';

export function listRubricRows(db: Db) {
  return db
    .selectFrom('rubrics')
    .select(['rubricId', 'name', 'slug', 'description'])
    .orderBy('position')
    .orderBy('rubricId')
    .execute();
}

export function listTagRows(db: Db) {
  return db.selectFrom('tags').select(['tagId', 'name', 'slug']).orderBy('tagId').execute();
}

export function listLocationRows(db: Db) {
  return db.selectFrom('locations').selectAll().orderBy('locationId').execute();
}

/** Hotels with a real venue (the online pseudo hotels are not places). */
export function listVenueHotelRows(db: Db) {
  return db.selectFrom('hotels').selectAll().where('hotelId', 'not in', ONLINE_HOTELS).orderBy('hotelId').execute();
}

export function findHotelRows(db: Db, hotelIds: number[]) {
  return hotelIds.length ? db.selectFrom('hotels').selectAll().where('hotelId', 'in', hotelIds).execute() : [];
}

export function findLocationRows(db: Db, locationIds?: number[]) {
  if (locationIds === undefined) return db.selectFrom('locations').selectAll().execute();
  return locationIds.length
    ? db.selectFrom('locations').selectAll().where('locationId', 'in', locationIds).execute()
    : [];
}

/** The ids behind the slugs of a seminar filter (undefined where a slug is unknown or not given). */
export async function findSlugIds(db: Db, slugs: { rubric?: string; tag?: string; city?: string }) {
  const [rubric, tag, location] = await Promise.all([
    slugs.rubric
      ? db.selectFrom('rubrics').select('rubricId').where('slug', '=', slugs.rubric).executeTakeFirst()
      : undefined,
    slugs.tag ? db.selectFrom('tags').select('tagId').where('slug', '=', slugs.tag).executeTakeFirst() : undefined,
    slugs.city
      ? db.selectFrom('locations').select('locationId').where('slug', '=', slugs.city).executeTakeFirst()
      : undefined,
  ]);
  return { rubricId: rubric?.rubricId, tagId: tag?.tagId, locationId: location?.locationId };
}

export interface EventSearch {
  /** Only these events (never empty: an empty list matches nothing, so ask nothing). */
  eventIds?: number[];
  rubricId?: number;
  tagId?: number;
  locationId?: number;
  hotelId?: number;
  /** Start dates from/to (YYYY-MM-DD, inclusive). */
  from?: string;
  to?: string;
  /** Start month YYYY-MM. */
  month?: string;
  format?: 'online' | 'presence';
  /** true: one-day events only (same start and end day, not online); false: all others. */
  oneDay?: boolean;
  /** Only training series. */
  series?: boolean;
  priceMin?: number;
  priceMax?: number;
  /** Free text, matched against the events' search documents. */
  text?: FullTextQuery;
  sort?: 'date' | 'title' | 'price';
  limit: number;
  offset: number;
}

type Tables = Database & { e: Database['events'] };

function onlineCondition(eb: ExpressionBuilder<Tables, 'e'>) {
  return eb.or([eb('e.hotelId', 'is', null), eb('e.hotelId', 'in', ONLINE_HOTELS)]);
}

/** Events held at a place: the event's own hotel (`direct`) or any module's hotel there. */
function heldAt(
  eb: ExpressionBuilder<Tables, 'e'>,
  direct: Expression<SqlBool>,
  column: 'locationId' | 'hotelId',
  id: number,
) {
  return eb.or([
    direct,
    eb.exists(
      eb
        .selectFrom('eventModules as m')
        .innerJoin('hotels as mh', 'mh.hotelId', 'm.hotelId')
        .select('m.moduleId')
        .whereRef('m.eventId', '=', 'e.eventId')
        .where(`mh.${column}`, '=', id),
    ),
  ]);
}

/**
 * The filter on the events table alone (theme, rubric, place as semi-joins): the count and the page's ids then
 * need no join, and the joins for the page's columns run for its rows only.
 */
function eventConditions(db: Db, eb: ExpressionBuilder<Tables, 'e'>, search: EventSearch): Expression<SqlBool> {
  // Conferences are events of the booking engine, not seminars of the catalogue (they have pages of their own).
  const conditions: Expression<SqlBool>[] = [notConferenceTheme('e.themeId')];
  if (search.eventIds !== undefined) conditions.push(eb('e.eventId', 'in', search.eventIds));
  if (search.rubricId !== undefined) {
    const rubricId = search.rubricId;
    conditions.push(
      eb('e.themeId', 'in', eb.selectFrom('themes as t').select('t.themeId').where('t.rubricId', '=', rubricId)),
    );
  }
  if (search.tagId !== undefined) {
    const tagId = search.tagId;
    conditions.push(
      eb('e.themeId', 'in', eb.selectFrom('themeTags as tt').select('tt.themeId').where('tt.tagId', '=', tagId)),
    );
  }
  if (search.locationId !== undefined) {
    const locationId = search.locationId;
    const direct = eb(
      'e.hotelId',
      'in',
      eb.selectFrom('hotels as h').select('h.hotelId').where('h.locationId', '=', locationId),
    );
    conditions.push(heldAt(eb, direct, 'locationId', locationId));
  }
  if (search.hotelId !== undefined) {
    conditions.push(heldAt(eb, eb('e.hotelId', '=', search.hotelId), 'hotelId', search.hotelId));
  }
  if (search.from) conditions.push(eb('e.startDate', '>=', search.from));
  if (search.to) conditions.push(eb('e.startDate', '<=', search.to));
  if (search.month) {
    conditions.push(eb('e.startDate', '>=', `${search.month}-01`), eb('e.startDate', '<=', `${search.month}-31`));
  }
  if (search.format === 'online') conditions.push(onlineCondition(eb));
  if (search.format === 'presence') conditions.push(eb.not(onlineCondition(eb)));
  if (search.oneDay !== undefined) {
    const oneDay = eb.and([eb('e.startDate', '=', eb.ref('e.endDate')), eb.not(onlineCondition(eb))]);
    conditions.push(search.oneDay ? oneDay : eb.not(oneDay));
  }
  if (search.series !== undefined) conditions.push(eb('e.isSeries', '=', search.series ? 1 : 0));
  if (search.priceMin !== undefined) conditions.push(eb('e.price', '>=', search.priceMin));
  if (search.priceMax !== undefined) conditions.push(eb('e.price', '<=', search.priceMax));
  if (search.text) {
    conditions.push(
      eb(
        'e.eventId',
        'in',
        eb
          .selectFrom('searchDocuments as d')
          .select('d.refId')
          .where('d.kind', '=', 'event')
          .where(documentMatches(db, search.text)),
      ),
    );
  }
  return eb.and(conditions);
}

/** The sort keys of the list: the asked one, then start date and id (unique, so every page is stable). */
function orderKeys(sort: EventSearch['sort']) {
  const first = sort === 'title' ? ['e.title' as const] : sort === 'price' ? ['e.price' as const] : [];
  return [...first, 'e.startDate' as const, 'e.eventId' as const];
}

/** Events with their theme, rubric and city: one page of the matches in the asked order, and their total. */
export async function searchEventRows(db: Db, search: EventSearch) {
  const matching = db.selectFrom('events as e').where((eb) => eventConditions(db, eb, search));
  const counted = matching.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst();
  // The page's ids first (an index walk over events that stops after offset + limit), then their columns: a late
  // page no longer builds every skipped row with its joins and module count. As `in (…)`, not a join to a derived
  // table: SQLite cannot see that a limit given as a parameter makes that table small and would walk every event.
  let pageIds = matching.select('e.eventId');
  for (const key of orderKeys(search.sort)) pageIds = pageIds.orderBy(key);
  let ordered = db
    .selectFrom('events as e')
    .where('e.eventId', 'in', pageIds.limit(search.limit).offset(search.offset))
    .innerJoin('themes as t', 't.themeId', 'e.themeId')
    .innerJoin('rubrics as r', 'r.rubricId', 't.rubricId')
    .leftJoin('hotels as h', 'h.hotelId', 'e.hotelId')
    .leftJoin('locations as l', 'l.locationId', 'h.locationId')
    .select((eb) => [
      'e.eventId',
      'e.themeId',
      't.slug as themeSlug',
      'e.title',
      'r.rubricId',
      'r.name as rubricName',
      'r.slug as rubricSlug',
      'e.startDate',
      'e.endDate',
      'e.hotelId',
      'e.isSeries',
      'l.name as city',
      'e.price',
      'e.priceParticipantTwo',
      'e.priceParticipantThree',
      'e.priceParticipantFour',
      'e.priceParticipantFive',
      eb
        .selectFrom('eventModules as m')
        .select((sub) => sub.fn.countAll().as('c'))
        .whereRef('m.eventId', '=', 'e.eventId')
        .as('moduleCount'),
    ]);
  for (const key of orderKeys(search.sort)) ordered = ordered.orderBy(key);
  const [countRow, rows] = await Promise.all([counted, ordered.execute()]);
  return { total: Number(countRow?.total ?? 0), rows };
}

/** One event with its theme's slug and action field and its rubric's name. */
export function findEventRow(db: Db, eventId: number) {
  return db
    .selectFrom('events as e')
    .innerJoin('themes as t', 't.themeId', 'e.themeId')
    .innerJoin('rubrics as r', 'r.rubricId', 't.rubricId')
    .selectAll('e')
    .select(['t.slug as themeSlug', 't.actionField', 'r.name as rubricName'])
    .where('e.eventId', '=', eventId)
    .executeTakeFirst();
}

export function listEventModuleRows(db: Db, eventId: number) {
  return db.selectFrom('eventModules').selectAll().where('eventId', '=', eventId).orderBy('position').execute();
}

export type ThemeChanges = Partial<Pick<Database['themes'], 'title' | 'subtitle' | 'description' | 'slug'>>;

/** Changes a theme's texts; its events carry its title. Returns false when there is no such theme. */
export async function updateThemeRow(db: Db, themeId: number, changes: ThemeChanges): Promise<boolean> {
  const result = await db.updateTable('themes').set(changes).where('themeId', '=', themeId).executeTakeFirst();
  if (changes.title !== undefined) {
    await db.updateTable('events').set({ title: changes.title }).where('themeId', '=', themeId).execute();
  }
  return Number(result.numUpdatedRows) > 0;
}
