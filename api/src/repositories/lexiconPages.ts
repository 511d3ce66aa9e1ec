/** Rows of the public lexicon pages: lexicon_entries with their tags (migration 025). */
import { sql } from 'kysely';
import type { LexiconAudience } from '@amb/shared-contracts';
import type { Db } from '../db/types';

export function lexiconIndexRows(db: Db, audience: LexiconAudience) {
  return db
    .selectFrom('lexiconEntries')
    .select(['slug', 'title', 'letter'])
    .where('audience', '=', audience)
    .orderBy('letter')
    .orderBy('title')
    .execute();
}

export function lexiconEntryRow(db: Db, audience: LexiconAudience, slug: string) {
  return db
    .selectFrom('lexiconEntries')
    .select(['entryId', 'slug', 'title', 'letter', 'body'])
    .where('audience', '=', audience)
    .where('slug', '=', slug)
    .executeTakeFirst();
}

/** An entry's tags with the catalogue's names, by name (a slug the catalogue lacks is left out). */
export function lexiconTagRows(db: Db, entryId: number) {
  return db
    .selectFrom('lexiconTags')
    .innerJoin('tags', 'tags.slug', 'lexiconTags.tagSlug')
    .select(['tags.name', 'tags.slug'])
    .where('lexiconTags.entryId', '=', entryId)
    .orderBy('tags.name')
    .execute();
}

/** Entries of the same audience sharing the most tags with an entry, then by title. */
export function relatedLexiconRows(
  db: Db,
  entryId: number,
  audience: LexiconAudience,
  tagSlugs: readonly string[],
  limit: number,
) {
  if (tagSlugs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('lexiconEntries')
    .innerJoin('lexiconTags', 'lexiconTags.entryId', 'lexiconEntries.entryId')
    .select(['lexiconEntries.slug', 'lexiconEntries.title'])
    .where('lexiconEntries.audience', '=', audience)
    .where('lexiconEntries.entryId', '<>', entryId)
    .where('lexiconTags.tagSlug', 'in', tagSlugs)
    .groupBy(['lexiconEntries.entryId', 'lexiconEntries.slug', 'lexiconEntries.title'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('lexiconEntries.title')
    .limit(limit)
    .execute();
}

/** Every entry's audience and slug, for the sitemap. */
export function lexiconKeys(db: Db) {
  return db.selectFrom('lexiconEntries').select(['audience', 'slug']).orderBy('entryId').execute();
}
