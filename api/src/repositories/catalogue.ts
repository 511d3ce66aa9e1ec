/** Rubrics, tags, locations, hotels, themes and events: the catalogue's reads. */
import { ONLINE_HOTEL_IDS } from '@amb/shared-contracts';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../db/types';

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
  return db
    .selectFrom('hotels')
    .selectAll()
    .where('hotelId', 'not in', [...ONLINE_HOTEL_IDS])
    .orderBy('hotelId')
    .execute();
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
  rubricId?: number;
  tagId?: number;
  locationId?: number;
  /** Start dates from/to (YYYY-MM-DD, inclusive). */
  from?: string;
  to?: string;
  format?: 'online' | 'presence';
  /** Text searched in the theme's title and subtitle. */
  q?: string;
  limit: number;
  offset: number;
}

type Tables = Database & { e: Database['events']; t: Database['themes']; h: Database['hotels'] };

const onlineIds = [...ONLINE_HOTEL_IDS];

function onlineCondition(eb: ExpressionBuilder<Tables, 'e'>) {
  return eb.or([eb('e.hotelId', 'is', null), eb('e.hotelId', 'in', onlineIds)]);
}

/** `%text%` for LIKE with the wildcards of the text escaped; lower-cased like themes.search_text. */
export function likePattern(text: string): string {
  return `%${text.toLocaleLowerCase('de-DE').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Events with their theme, rubric and city: one page of the matches by start date and id, and their total. */
export async function searchEventRows(db: Db, search: EventSearch) {
  const base = db
    .selectFrom('events as e')
    .innerJoin('themes as t', 't.themeId', 'e.themeId')
    .innerJoin('rubrics as r', 'r.rubricId', 't.rubricId')
    .leftJoin('hotels as h', 'h.hotelId', 'e.hotelId')
    .leftJoin('locations as l', 'l.locationId', 'h.locationId')
    .where((eb) => {
      const conditions = [];
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
        const locationId = search.locationId;
        conditions.push(
          eb.or([
            eb('h.locationId', '=', locationId),
            eb.exists(
              eb
                .selectFrom('eventModules as m')
                .innerJoin('hotels as mh', 'mh.hotelId', 'm.hotelId')
                .select('m.moduleId')
                .whereRef('m.eventId', '=', 'e.eventId')
                .where('mh.locationId', '=', locationId),
            ),
          ]),
        );
      }
      if (search.from) conditions.push(eb('e.startDate', '>=', search.from));
      if (search.to) conditions.push(eb('e.startDate', '<=', search.to));
      if (search.format === 'online') conditions.push(onlineCondition(eb));
      if (search.format === 'presence') conditions.push(eb.not(onlineCondition(eb)));
      if (search.q) conditions.push(sql<boolean>`${eb.ref('t.searchText')} like ${likePattern(search.q)} escape '\\'`);
      return eb.and(conditions);
    });

  const countRow = await base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst();
  const total = Number(countRow?.total ?? 0);
  const rows = await base
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
    ])
    .orderBy('e.startDate')
    .orderBy('e.eventId')
    .limit(search.limit)
    .offset(search.offset)
    .execute();
  return { total, rows };
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
