import type { Paginated, SeminarListItem } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { validationFailed, type FieldErrors } from '../http/errors';
import { findSlugIds, searchEventRows } from '../repositories/catalogue';
import { isOnlineHotelId, toPrice } from './mappers';
import type { SeminarFilter } from './seminarFilter';

/** Turns the slugs into ids; unknown slugs are a 400 naming each field. */
async function resolveSlugs(db: Db, filter: SeminarFilter) {
  const ids = await findSlugIds(db, filter);
  const fields: FieldErrors = {};
  if (filter.rubric && ids.rubricId === undefined) fields.rubric = `Die Rubrik „${filter.rubric}“ gibt es nicht.`;
  if (filter.tag && ids.tagId === undefined) fields.tag = `Das Schlagwort „${filter.tag}“ gibt es nicht.`;
  if (filter.city && ids.locationId === undefined) fields.city = `Den Ort „${filter.city}“ gibt es nicht.`;
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return ids;
}

/** The seminar list: events with their theme, filtered and paginated, ordered by start date and id. */
export async function searchSeminars(db: Db, filter: SeminarFilter): Promise<Paginated<SeminarListItem>> {
  const ids = await resolveSlugs(db, filter);
  const { total, rows } = await searchEventRows(db, {
    ...(ids.rubricId !== undefined ? { rubricId: ids.rubricId } : {}),
    ...(ids.tagId !== undefined ? { tagId: ids.tagId } : {}),
    ...(ids.locationId !== undefined ? { locationId: ids.locationId } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
    ...(filter.format ? { format: filter.format as 'online' | 'presence' } : {}),
    ...(filter.q ? { q: filter.q } : {}),
    limit: filter.pageSize,
    offset: (filter.page - 1) * filter.pageSize,
  });
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
