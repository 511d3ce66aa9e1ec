/** Rubrics, tags, locations, hotels, themes and events: the catalogue's reads. */
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database, Db } from '../db/types';
import { documentMatches, type FullTextQuery } from './search';
import { ONLINE_HOTELS } from './onlineHotels';

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

type Tables = Database & { e: Database['events']; t: Database['themes']; h: Database['hotels'] };

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

/** Events with their theme, rubric and city: one page of the matches in the asked order, and their total. */
export async function searchEventRows(db: Db, search: EventSearch) {
  const base = db
    .selectFrom('events as e')
    .innerJoin('themes as t', 't.themeId', 'e.themeId')
    .innerJoin('rubrics as r', 'r.rubricId', 't.rubricId')
    .leftJoin('hotels as h', 'h.hotelId', 'e.hotelId')
    .leftJoin('locations as l', 'l.locationId', 'h.locationId')
    .where((eb) => {
      const conditions = [];
      if (search.eventIds !== undefined) conditions.push(eb('e.eventId', 'in', search.eventIds));
      if (search.rubricId !== undefined) conditions.push(eb('t.rubricId', '=', search.rubricId));
      if (search.tagId !== undefined) {
        const tagId = search.tagId;
        conditions.push(
          eb.exists(
            eb
              .selectFrom('themeTags as tt')
              .select('tt.tagId')
              .whereRef('tt.themeId', '=', 't.themeId')
              .where('tt.tagId', '=', tagId),
          ),
        );
      }
      if (search.locationId !== undefined) {
        conditions.push(heldAt(eb, eb('h.locationId', '=', search.locationId), 'locationId', search.locationId));
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
    });

  // Count and page apart (side by side on PostgreSQL's pool): a window count would make the database build every
  // matching row (with its module count) before the limit, where the page alone stops after `limit` rows in
  // start-date index order.
  const counted = base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst();
  let ordered = base.select((eb) => [
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
  if (search.sort === 'title') ordered = ordered.orderBy('e.title');
  if (search.sort === 'price') ordered = ordered.orderBy('e.price');
  const [countRow, rows] = await Promise.all([
    counted,
    ordered.orderBy('e.startDate').orderBy('e.eventId').limit(search.limit).offset(search.offset).execute(),
  ]);
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
