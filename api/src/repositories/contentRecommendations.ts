/** Content items (migration 021) chosen by catalogue tag names: the member's recommended articles. */
import type { Db } from '../db/types';

/**
 * Items carrying one of the tags named, newest first (the id breaks ties), with the names of the matching
 * tags. Tags join by slug: content_tags holds the catalogue tag's slug, the member's topics are tag names.
 */
export async function contentByTagNamesRows(db: Db, tagNames: readonly string[], limit: number) {
  if (tagNames.length === 0) return [];
  const items = await db
    .selectFrom('contentItems')
    .select(['contentId', 'kind', 'slug', 'title', 'teaser', 'author', 'publishedOn', 'wordCount'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('contentTags')
          .innerJoin('tags', 'tags.slug', 'contentTags.tagSlug')
          .select('contentTags.contentId')
          .whereRef('contentTags.contentId', '=', 'contentItems.contentId')
          .where('tags.name', 'in', tagNames),
      ),
    )
    .orderBy('publishedOn', 'desc')
    .orderBy('contentId', 'desc')
    .limit(limit)
    .execute();
  if (items.length === 0) return [];
  const tags = await db
    .selectFrom('contentTags')
    .innerJoin('tags', 'tags.slug', 'contentTags.tagSlug')
    .select(['contentTags.contentId', 'tags.name'])
    .where(
      'contentTags.contentId',
      'in',
      items.map((item) => item.contentId),
    )
    .where('tags.name', 'in', tagNames)
    .orderBy('tags.name')
    .execute();
  return items.map((item) => ({
    ...item,
    topics: tags.filter((tag) => tag.contentId === item.contentId).map((tag) => tag.name),
  }));
}
