/** Content bookmarks (migration 026): the pages one member keeps. */
import type { BookmarkKind, LexiconAudience } from '@amb/shared-contracts';
import type { Db } from '../db/types';

/** Keeps the page; a page kept already stays one row (the existing one, with its date). True when it is new. */
export async function insertBookmark(
  db: Db,
  row: { userId: number; kind: BookmarkKind; key: string; createdAt: string },
): Promise<boolean> {
  const result = await db
    .insertInto('contentBookmarks')
    .values(row)
    .onConflict((oc) => oc.columns(['userId', 'kind', 'key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteBookmark(db: Db, userId: number, kind: BookmarkKind, key: string): Promise<void> {
  await db
    .deleteFrom('contentBookmarks')
    .where('userId', '=', userId)
    .where('kind', '=', kind)
    .where('key', '=', key)
    .execute();
}

/** The member's rows, newest first (the id breaks ties of the same moment). */
export function listBookmarkRows(db: Db, userId: number) {
  return db
    .selectFrom('contentBookmarks')
    .select(['kind', 'key', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('bookmarkId', 'desc')
    .execute();
}

export async function countBookmarks(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('contentBookmarks')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Title and slug of the items of one content kind among `slugs`. */
export function contentTitleRows(db: Db, kind: 'article' | 'news' | 'interview', slugs: readonly string[]) {
  if (slugs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('contentItems')
    .select(['slug', 'title'])
    .where('kind', '=', kind)
    .where('slug', 'in', slugs)
    .execute();
}

/** The published judgments among `slugs` (slugs are unique across both areas). */
export function judgmentTitleRows(db: Db, slugs: readonly string[]) {
  if (slugs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('judgments')
    .select(['slug', 'area', 'court', 'kind', 'decidedOn', 'fileNumber'])
    .where('status', '=', 'published')
    .where('slug', 'in', slugs)
    .execute();
}

/** The lexicon entries of one audience among `slugs`. */
export function lexiconTitleRows(db: Db, audience: LexiconAudience, slugs: readonly string[]) {
  if (slugs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('lexiconEntries')
    .select(['audience', 'slug', 'title'])
    .where('audience', '=', audience)
    .where('slug', 'in', slugs)
    .execute();
}
