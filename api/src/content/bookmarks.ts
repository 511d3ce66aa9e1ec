/**
 * Content bookmarks (issue 13): a member keeps content pages, each named by kind and key. What a kind's key
 * names, and whether it exists, is its source's business: a kind without a source cannot be kept yet (404).
 */
import {
  BOOKMARK_MESSAGES,
  LEXICON_AUDIENCES,
  contentUrl,
  formatDate,
  judgmentCitation,
  judgmentUrl,
  lexiconEntryUrl,
  type Bookmark,
  type BookmarkKind,
  type BookmarkWriteResponse,
  type ContentKind,
} from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { inTransaction } from '../db/startLock';
import { notFound } from '../http/errors';
import {
  contentTitleRows,
  countBookmarks,
  deleteBookmark,
  insertBookmark,
  judgmentTitleRows,
  lexiconTitleRows,
  listBookmarkRows,
} from '../repositories/bookmarks';

/** A kept page as its list shows it. */
export interface BookmarkTarget {
  key: string;
  title: string;
  path: string;
}

/** Where the pages of one kind live: those of `keys` that exist (any order; missing keys are left out). */
export type BookmarkSource = (db: Db, keys: readonly string[]) => Promise<BookmarkTarget[]>;

const contentSource =
  (kind: ContentKind): BookmarkSource =>
  async (db, keys) =>
    (await contentTitleRows(db, kind, keys)).map((row) => ({
      key: row.slug,
      title: row.title,
      path: contentUrl(kind, row.slug),
    }));

/** Published judgments by slug, named as they are cited ("BAG, Beschluss vom … – 1 ABR 22/23"). */
const judgmentSource: BookmarkSource = async (db, keys) =>
  (await judgmentTitleRows(db, keys)).map((row) => ({
    key: row.slug,
    title: judgmentCitation(row.court, row.kind, formatDate(row.decidedOn), row.fileNumber),
    path: judgmentUrl(row.area, row.slug),
  }));

/** Lexicon entries by `{audience}/{slug}`. */
const lexiconSource: BookmarkSource = async (db, keys) => {
  const targets: BookmarkTarget[] = [];
  for (const audience of LEXICON_AUDIENCES) {
    const slugs = keys.filter((key) => key.startsWith(`${audience}/`)).map((key) => key.slice(audience.length + 1));
    for (const row of await lexiconTitleRows(db, audience, slugs)) {
      targets.push({
        key: `${row.audience}/${row.slug}`,
        title: row.title,
        path: lexiconEntryUrl(row.audience, row.slug),
      });
    }
  }
  return targets;
};

/** Where each kind's pages live: one line a kind. */
export const BOOKMARK_SOURCES: Record<BookmarkKind, BookmarkSource> = {
  article: contentSource('article'),
  news: contentSource('news'),
  interview: contentSource('interview'),
  judgment: judgmentSource,
  lexicon: lexiconSource,
};

async function targetOf(db: Db, kind: BookmarkKind, key: string): Promise<BookmarkTarget | undefined> {
  const source = BOOKMARK_SOURCES[kind];
  return source ? (await source(db, [key])).find((target) => target.key === key) : undefined;
}

/** Keeps an existing page (404 for one that does not exist, nothing stored); keeping it again changes nothing. */
export function addBookmark(
  db: Db,
  userId: number,
  kind: BookmarkKind,
  key: string,
  now: Date,
): Promise<BookmarkWriteResponse & { created: boolean }> {
  return inTransaction(db, async (trx) => {
    if (!(await targetOf(trx, kind, key))) throw notFound(BOOKMARK_MESSAGES.notFound);
    const created = await insertBookmark(trx, { userId, kind, key, createdAt: now.toISOString() });
    return { kind, key, bookmarked: true, count: await countBookmarks(trx, userId), created };
  });
}

/** Lets go of a page; one not kept (a second tab removed it already) is no error. */
export function removeBookmark(
  db: Db,
  userId: number,
  kind: BookmarkKind,
  key: string,
): Promise<BookmarkWriteResponse> {
  return inTransaction(db, async (trx) => {
    await deleteBookmark(trx, userId, kind, key);
    return { kind, key, bookmarked: false, count: await countBookmarks(trx, userId) };
  });
}

/** The member's bookmarks, newest first, with title and path; a page that no longer exists is left out. */
export async function bookmarksOf(db: Db, userId: number): Promise<Bookmark[]> {
  const rows = await listBookmarkRows(db, userId);
  const kinds = [...new Set(rows.map((row) => row.kind))];
  const targets = new Map<string, BookmarkTarget>();
  for (const kind of kinds) {
    const source = BOOKMARK_SOURCES[kind];
    if (!source) continue;
    const keys = rows.filter((row) => row.kind === kind).map((row) => row.key);
    for (const target of await source(db, keys)) targets.set(`${kind} ${target.key}`, target);
  }
  return rows.flatMap((row) => {
    const target = targets.get(`${row.kind} ${row.key}`);
    return target
      ? [{ kind: row.kind, key: row.key, title: target.title, path: target.path, createdAt: row.createdAt }]
      : [];
  });
}
