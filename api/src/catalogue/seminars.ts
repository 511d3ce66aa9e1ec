import type { Paginated, SeminarListItem } from '@amb/shared-contracts';
import { ONLINE_HOTEL_IDS } from '@amb/shared-contracts';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../db/types';
import { validationFailed, type FieldErrors } from '../http/errors';
import { isOnlineHotelId, toPrice } from './mappers';
import type { SeminarFilter } from './seminarFilter';

type Tables = Database & { e: Database['events']; t: Database['themes']; h: Database['hotels'] };

interface ResolvedIds {
  rubricId?: number;
  tagId?: number;
  locationId?: number;
}

/** Turns the slugs into ids; unknown slugs are a 400 naming each field. */
async function resolveSlugs(db: Db, filter: SeminarFilter): Promise<ResolvedIds> {
  const [rubric, tag, location] = await Promise.all([
    filter.rubric
      ? db.selectFrom('rubrics').select('rubricId').where('slug', '=', filter.rubric).executeTakeFirst()
      : undefined,
    filter.tag ? db.selectFrom('tags').select('tagId').where('slug', '=', filter.tag).executeTakeFirst() : undefined,
    filter.city
      ? db.selectFrom('locations').select('locationId').where('slug', '=', filter.city).executeTakeFirst()
      : undefined,
  ]);
  const fields: FieldErrors = {};
  if (filter.rubric && !rubric) fields.rubric = `Die Rubrik „${filter.rubric}“ gibt es nicht.`;
  if (filter.tag && !tag) fields.tag = `Das Schlagwort „${filter.tag}“ gibt es nicht.`;
  if (filter.city && !location) fields.city = `Den Ort „${filter.city}“ gibt es nicht.`;
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return {
    ...(rubric ? { rubricId: rubric.rubricId } : {}),
    ...(tag ? { tagId: tag.tagId } : {}),
    ...(location ? { locationId: location.locationId } : {}),
  };
}

/** `%text%` for LIKE with the wildcards of the text escaped; lower-cased like themes.search_text. */
export function likePattern(text: string): string {
  return `%${text.toLocaleLowerCase('de-DE').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const onlineIds = [...ONLINE_HOTEL_IDS];

/** The seminar list: events with their theme, filtered and paginated, ordered by start date and id. */
export async function searchSeminars(db: Db, filter: SeminarFilter): Promise<Paginated<SeminarListItem>> {
  const ids = await resolveSlugs(db, filter);
  const base = db
    .selectFrom('events as e')
    .innerJoin('themes as t', 't.themeId', 'e.themeId')
    .innerJoin('rubrics as r', 'r.rubricId', 't.rubricId')
    .leftJoin('hotels as h', 'h.hotelId', 'e.hotelId')
    .leftJoin('locations as l', 'l.locationId', 'h.locationId')
    .where((eb) => {
      const conditions = [];
      if (ids.rubricId !== undefined) conditions.push(eb('t.rubricId', '=', ids.rubricId));
      if (ids.tagId !== undefined) {
        const tagId = ids.tagId;
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
      if (ids.locationId !== undefined) {
        const locationId = ids.locationId;
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
      if (filter.from) conditions.push(eb('e.startDate', '>=', filter.from));
      if (filter.to) conditions.push(eb('e.startDate', '<=', filter.to));
      if (filter.format === 'online') conditions.push(onlineCondition(eb));
      if (filter.format === 'presence') conditions.push(eb.not(onlineCondition(eb)));
      if (filter.q) conditions.push(sql<boolean>`${eb.ref('t.searchText')} like ${likePattern(filter.q)} escape '\\'`);
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
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();

  const items: SeminarListItem[] = rows.map((row) => {
    const online = isOnlineHotelId(row.hotelId);
    return {
      eventId: row.eventId,
      themeId: row.themeId,
      themeSlug: row.themeSlug,
      title: row.title,
      rubric: { rubricId: row.rubricId, name: row.rubricName, slug: row.rubricSlug },
      startDate: row.startDate,
      endDate: row.endDate,
      isOnlineEvent: online,
      city: online ? null : (row.city ?? null),
      hotelId: row.hotelId,
      isSeries: row.isSeries === 1,
      moduleCount: Number(row.moduleCount ?? 0),
      prices: toPrice(row),
    };
  });
  return { items, page: filter.page, pageSize: filter.pageSize, total, totalPages: Math.ceil(total / filter.pageSize) };
}

function onlineCondition(eb: ExpressionBuilder<Tables, 'e'>) {
  return eb.or([eb('e.hotelId', 'is', null), eb('e.hotelId', 'in', onlineIds)]);
}
