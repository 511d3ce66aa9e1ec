/** Rows of the content tables (migration 021) and the seminar themes that share their tags. */
import { sql } from 'kysely';
import type { ContentKind } from '@amb/shared-contracts';
import type { Db } from '../db/types';

export const SUMMARY_COLUMNS = [
  'contentId',
  'kind',
  'slug',
  'title',
  'teaser',
  'author',
  'publishedOn',
  'wordCount',
] as const;

export function findContentRow(db: Db, kind: ContentKind, slug: string) {
  return db
    .selectFrom('contentItems')
    .select([...SUMMARY_COLUMNS, 'body'])
    .where('kind', '=', kind)
    .where('slug', '=', slug)
    .executeTakeFirst();
}

/** The latest items (of the kinds given), newest first; the id breaks ties so the order is stable. */
export function latestContentRows(db: Db, kinds: readonly ContentKind[], limit: number) {
  return db
    .selectFrom('contentItems')
    .select(SUMMARY_COLUMNS)
    .where('kind', 'in', kinds)
    .orderBy('publishedOn', 'desc')
    .orderBy('contentId', 'desc')
    .limit(limit)
    .execute();
}

/** Every item's kind and slug, for the sitemap. */
export function listContentKeys(db: Db) {
  return db.selectFrom('contentItems').select(['kind', 'slug']).orderBy('contentId').execute();
}

/** The tags of an item (name and slug from the catalogue; a slug the catalogue lacks is left out). */
export function contentTagRows(db: Db, contentId: number) {
  return db
    .selectFrom('contentTags')
    .innerJoin('tags', 'tags.slug', 'contentTags.tagSlug')
    .select(['tags.name', 'tags.slug'])
    .where('contentTags.contentId', '=', contentId)
    .orderBy('tags.name')
    .execute();
}

/** Themes sharing the most tags with an item, then by id. */
export function themesByTagRows(db: Db, tagSlugs: readonly string[], limit: number) {
  if (tagSlugs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('themes')
    .innerJoin('themeTags', 'themeTags.themeId', 'themes.themeId')
    .innerJoin('tags', 'tags.tagId', 'themeTags.tagId')
    .select(['themes.themeId', 'themes.title', 'themes.subtitle', 'themes.slug'])
    .where('tags.slug', 'in', tagSlugs)
    .groupBy(['themes.themeId', 'themes.title', 'themes.subtitle', 'themes.slug'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('themes.themeId')
    .limit(limit)
    .execute();
}

/** Other items sharing the most tags with an item, then the newest. */
export function contentByTagRows(db: Db, contentId: number, tagSlugs: readonly string[], limit: number) {
  if (tagSlugs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('contentItems')
    .innerJoin('contentTags', 'contentTags.contentId', 'contentItems.contentId')
    .select(SUMMARY_COLUMNS.map((column) => `contentItems.${column}` as const))
    .where('contentTags.tagSlug', 'in', tagSlugs)
    .where('contentItems.contentId', '<>', contentId)
    .groupBy(SUMMARY_COLUMNS.map((column) => `contentItems.${column}` as const))
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('contentItems.publishedOn', 'desc')
    .orderBy('contentItems.contentId', 'desc')
    .limit(limit)
    .execute();
}

export function contentTagSlugs(db: Db, contentId: number) {
  return db.selectFrom('contentTags').select('tagSlug').where('contentId', '=', contentId).execute();
}
