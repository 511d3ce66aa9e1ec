/** Rows of the lookups of issue 13: articles by kind and tag, videos (027), related items by shared tags, downloads. */
import { sql } from 'kysely';
import type { ContentKind, DownloadTargetGroup } from '@amb/shared-contracts';
import type { Db } from '../db/types';

const SUMMARY_COLUMNS = [
  'contentItems.contentId',
  'contentItems.kind',
  'contentItems.slug',
  'contentItems.title',
  'contentItems.teaser',
  'contentItems.author',
  'contentItems.publishedOn',
  'contentItems.wordCount',
] as const;

const VIDEO_COLUMNS = [
  'videos.videoId',
  'videos.slug',
  'videos.title',
  'videos.description',
  'videos.durationSeconds',
  'videos.publishedOn',
  'videos.posterUrl',
  'videos.videoUrl',
] as const;

/** Items of the kinds given (with the tag, when one is given), newest first; the id breaks ties. */
export function articleRows(db: Db, kinds: readonly ContentKind[], tagSlug: string | undefined, limit: number) {
  let query = db.selectFrom('contentItems').select(SUMMARY_COLUMNS).where('contentItems.kind', 'in', kinds);
  if (tagSlug !== undefined)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('contentTags')
          .select('contentTags.contentId')
          .whereRef('contentTags.contentId', '=', 'contentItems.contentId')
          .where('contentTags.tagSlug', '=', tagSlug),
      ),
    );
  return query
    .orderBy('contentItems.publishedOn', 'desc')
    .orderBy('contentItems.contentId', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Items of a kind sharing the most of the tags given, then the newest (an item may be left out: the page's own).
 * Without tags: the newest of the kind.
 */
export function relatedContentRows(
  db: Db,
  kind: ContentKind,
  tagSlugs: readonly string[] | null,
  excludeId: number | null,
  limit: number,
) {
  if (tagSlugs === null) return articleRows(db, [kind], undefined, limit);
  if (tagSlugs.length === 0) return Promise.resolve([]);
  let query = db
    .selectFrom('contentItems')
    .innerJoin('contentTags', 'contentTags.contentId', 'contentItems.contentId')
    .select(SUMMARY_COLUMNS)
    .where('contentItems.kind', '=', kind)
    .where('contentTags.tagSlug', 'in', tagSlugs);
  if (excludeId !== null) query = query.where('contentItems.contentId', '<>', excludeId);
  return query
    .groupBy(SUMMARY_COLUMNS)
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('contentItems.publishedOn', 'desc')
    .orderBy('contentItems.contentId', 'desc')
    .limit(limit)
    .execute();
}

/** Videos (with the tag, when one is given), newest first. */
export function videoRows(db: Db, tagSlug: string | undefined, limit: number) {
  let query = db.selectFrom('videos').select(VIDEO_COLUMNS);
  if (tagSlug !== undefined)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('videoTags')
          .select('videoTags.videoId')
          .whereRef('videoTags.videoId', '=', 'videos.videoId')
          .where('videoTags.tagSlug', '=', tagSlug),
      ),
    );
  return query.orderBy('videos.publishedOn', 'desc').orderBy('videos.videoId', 'desc').limit(limit).execute();
}

/** Videos sharing the most of the tags given, then the newest; without tags: the newest. */
export function relatedVideoRows(db: Db, tagSlugs: readonly string[] | null, limit: number) {
  if (tagSlugs === null) return videoRows(db, undefined, limit);
  if (tagSlugs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('videos')
    .innerJoin('videoTags', 'videoTags.videoId', 'videos.videoId')
    .select(VIDEO_COLUMNS)
    .where('videoTags.tagSlug', 'in', tagSlugs)
    .groupBy(VIDEO_COLUMNS)
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('videos.publishedOn', 'desc')
    .orderBy('videos.videoId', 'desc')
    .limit(limit)
    .execute();
}

/** The tags of videos (name and slug from the catalogue; a slug the catalogue lacks is left out). */
export function videoTagRows(db: Db, videoIds: readonly number[]) {
  if (videoIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('videoTags')
    .innerJoin('tags', 'tags.slug', 'videoTags.tagSlug')
    .select(['videoTags.videoId', 'tags.name', 'tags.slug'])
    .where('videoTags.videoId', 'in', videoIds)
    .orderBy('tags.name')
    .execute();
}

/** The tag slugs of a catalogue theme; null when there is no such theme. */
export async function themeTagSlugs(db: Db, themeId: number): Promise<string[] | null> {
  const theme = await db.selectFrom('themes').select('themeId').where('themeId', '=', themeId).executeTakeFirst();
  if (!theme) return null;
  const rows = await db
    .selectFrom('themeTags')
    .innerJoin('tags', 'tags.tagId', 'themeTags.tagId')
    .select('tags.slug')
    .where('themeTags.themeId', '=', themeId)
    .execute();
  return rows.map((row) => row.slug);
}

/** The tag slugs of a content item; null when there is no such item. */
export async function contentItemTagSlugs(db: Db, contentId: number): Promise<string[] | null> {
  const item = await db
    .selectFrom('contentItems')
    .select('contentId')
    .where('contentId', '=', contentId)
    .executeTakeFirst();
  if (!item) return null;
  const rows = await db.selectFrom('contentTags').select('tagSlug').where('contentId', '=', contentId).execute();
  return rows.map((row) => row.tagSlug);
}

export function rubricBySlug(db: Db, slug: string) {
  return db.selectFrom('rubrics').select(['slug', 'name']).where('slug', '=', slug).executeTakeFirst();
}

/** Rubrics that have downloads, in the catalogue's order, with how many. */
export function downloadRubricCounts(db: Db) {
  return db
    .selectFrom('downloads')
    .innerJoin('rubrics', 'rubrics.slug', 'downloads.rubricSlug')
    .select(['rubrics.slug', 'rubrics.name', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy(['rubrics.slug', 'rubrics.name', 'rubrics.position'])
    .orderBy('rubrics.position')
    .orderBy('rubrics.slug')
    .execute();
}

/** Target groups that have downloads (of a rubric the catalogue has), with how many. */
export function downloadTargetGroupCounts(db: Db) {
  return db
    .selectFrom('downloads')
    .innerJoin('rubrics', 'rubrics.slug', 'downloads.rubricSlug')
    .select(['downloads.targetGroup', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy('downloads.targetGroup')
    .execute();
}

const DOWNLOAD_COLUMNS = [
  'downloads.slug',
  'downloads.title',
  'downloads.description',
  'downloads.fileKind',
  'downloads.targetGroup',
  'downloads.updatedOn',
  'rubrics.slug as rubricSlug',
  'rubrics.name as rubricName',
] as const;

/**
 * Downloads of a rubric and/or target group (all without), in the catalogue's rubric order, then as the editors
 * entered them (by id: no title collation that SQLite and PostgreSQL would sort differently).
 */
export function downloadRows(db: Db, rubricSlug: string | undefined, targetGroup: DownloadTargetGroup | undefined) {
  let query = db
    .selectFrom('downloads')
    .innerJoin('rubrics', 'rubrics.slug', 'downloads.rubricSlug')
    .select(DOWNLOAD_COLUMNS);
  if (rubricSlug !== undefined) query = query.where('downloads.rubricSlug', '=', rubricSlug);
  if (targetGroup !== undefined) query = query.where('downloads.targetGroup', '=', targetGroup);
  return query.orderBy('rubrics.position').orderBy('downloads.downloadId').execute();
}

export function findDownloadRow(db: Db, slug: string) {
  return db
    .selectFrom('downloads')
    .innerJoin('rubrics', 'rubrics.slug', 'downloads.rubricSlug')
    .select([...DOWNLOAD_COLUMNS, 'downloads.body'])
    .where('downloads.slug', '=', slug)
    .executeTakeFirst();
}
