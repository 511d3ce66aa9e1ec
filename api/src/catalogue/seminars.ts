import type { Paginated, SeminarFilter, SeminarListItem } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { validationFailed, type FieldErrors } from '../http/errors';
import { findSlugIds, searchEventRows, type EventSearch } from '../repositories/catalogue';
import { hasTerms, searchTerms } from './germanText';
import { isOnlineHotelId, toPrice } from './mappers';
import { fullTextQuery } from './searchQuery';

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

type Row = Awaited<ReturnType<typeof searchEventRows>>['rows'][number];

export function toSeminarListItem(row: Row): SeminarListItem {
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
}

/** The seminar list: events with their theme, filtered, sorted and paginated (ties by start date and id). */
export async function searchSeminars(
  db: Db,
  filter: SeminarFilter,
  scope: Pick<EventSearch, 'series'> = {},
): Promise<Paginated<SeminarListItem>> {
  const ids = await resolveSlugs(db, filter);
  const empty = { items: [], page: filter.page, pageSize: filter.pageSize, total: 0, totalPages: 0 };
  const terms = filter.q ? searchTerms(filter.q) : null;
  // Text without a single word (only punctuation) matches nothing rather than everything.
  if (terms && !hasTerms(terms)) return empty;
  const { total, rows } = await searchEventRows(db, {
    ...scope,
    ...(ids.rubricId !== undefined ? { rubricId: ids.rubricId } : {}),
    ...(ids.tagId !== undefined ? { tagId: ids.tagId } : {}),
    ...(ids.locationId !== undefined ? { locationId: ids.locationId } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
    ...(filter.month ? { month: filter.month } : {}),
    ...(filter.format ? { format: filter.format } : {}),
    ...(filter.oneDay !== undefined ? { oneDay: filter.oneDay } : {}),
    ...(filter.priceMin !== undefined ? { priceMin: filter.priceMin } : {}),
    ...(filter.priceMax !== undefined ? { priceMax: filter.priceMax } : {}),
    ...(terms ? { text: fullTextQuery(terms) } : {}),
    sort: filter.sort,
    limit: filter.pageSize,
    offset: (filter.page - 1) * filter.pageSize,
  });
  return { ...empty, items: rows.map(toSeminarListItem), total, totalPages: Math.ceil(total / filter.pageSize) };
}
