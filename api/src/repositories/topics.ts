/** Rows of the topic pages (a catalogue tag, migration 026's description) and their articles by cursor. */
import type { Db } from '../db/types';
import { SUMMARY_COLUMNS } from './content';

export function findTopicRow(db: Db, tagSlug: string) {
  return db
    .selectFrom('tags')
    .leftJoin('topics', 'topics.tagSlug', 'tags.slug')
    .select(['tags.name', 'tags.slug', 'topics.description'])
    .where('tags.slug', '=', tagSlug)
    .executeTakeFirst();
}

/** The catalogue's themes with the tag, by title. */
export function themesWithTagRows(db: Db, tagSlug: string) {
  return db
    .selectFrom('themes')
    .innerJoin('themeTags', 'themeTags.themeId', 'themes.themeId')
    .innerJoin('tags', 'tags.tagId', 'themeTags.tagId')
    .select(['themes.themeId', 'themes.title', 'themes.subtitle', 'themes.slug'])
    .where('tags.slug', '=', tagSlug)
    .orderBy('themes.title')
    .orderBy('themes.themeId')
    .execute();
}

/** Where a page of a topic's articles starts: after the item with this publication day and id. */
export interface ArticlePosition {
  publishedOn: string;
  contentId: number;
}

/**
 * `limit` items of the tag, newest first (the id breaks ties), strictly after `after`: a keyset, so an item
 * published meanwhile (a newer day, or the same day with a higher id) sorts before the position and moves
 * nothing after it.
 */
export function tagArticleRows(db: Db, tagSlug: string, after: ArticlePosition | null, limit: number) {
  let query = db
    .selectFrom('contentItems')
    .innerJoin('contentTags', 'contentTags.contentId', 'contentItems.contentId')
    .select(SUMMARY_COLUMNS.map((column) => `contentItems.${column}` as const))
    .where('contentTags.tagSlug', '=', tagSlug);
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb('contentItems.publishedOn', '<', after.publishedOn),
        eb.and([
          eb('contentItems.publishedOn', '=', after.publishedOn),
          eb('contentItems.contentId', '<', after.contentId),
        ]),
      ]),
    );
  return query
    .orderBy('contentItems.publishedOn', 'desc')
    .orderBy('contentItems.contentId', 'desc')
    .limit(limit)
    .execute();
}

/** The tags with at least one article: the topic pages worth a search engine's visit. */
export function listTopicSlugsWithContent(db: Db) {
  return db
    .selectFrom('tags')
    .select('tags.slug')
    .where((eb) =>
      eb.exists(
        eb.selectFrom('contentTags').select('contentTags.contentId').whereRef('contentTags.tagSlug', '=', 'tags.slug'),
      ),
    )
    .orderBy('tags.slug')
    .execute();
}
