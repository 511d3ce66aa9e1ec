/**
 * The content search index's one writer and its ranked query (SQLite FTS5 or PostgreSQL). Ranking is the
 * same rule on both databases, not a score: pages whose title matches the whole query first, then those
 * whose title and teaser together match it, then the rest; newest first within each, undated pages last.
 */
import { sql } from 'kysely';
import type { ContentSearchKind } from '@amb/shared-contracts';
import type { ContentSearchDocumentTable, Db } from '../db/types';
import { isPostgres, type FullTextQuery } from './search';

export type ContentSearchRow = ContentSearchDocumentTable;

const BATCH = 400;

/** Articles, news and interviews as the index reads them (some by id, or all). */
export function contentItemSourceRows(db: Db, refIds?: number[]) {
  let query = db
    .selectFrom('contentItems')
    .select(['contentId', 'kind', 'slug', 'title', 'teaser', 'body', 'publishedOn']);
  if (refIds) query = query.where('contentId', 'in', refIds);
  return query.execute();
}

/** Published judgments as the index reads them (some by id, or all); drafts are not searchable. */
export function judgmentSourceRows(db: Db, refIds?: number[]) {
  let query = db
    .selectFrom('judgments')
    .select(['judgmentId', 'area', 'slug', 'court', 'kind', 'decidedOn', 'fileNumber', 'guidingPrinciple', 'body'])
    .where('status', '=', 'published');
  if (refIds) query = query.where('judgmentId', 'in', refIds);
  return query.execute();
}

/** Lexicon entries of every audience as the index reads them (some by id, or all). */
export function lexiconSourceRows(db: Db, refIds?: number[]) {
  let query = db.selectFrom('lexiconEntries').select(['entryId', 'audience', 'slug', 'title', 'body']);
  if (refIds) query = query.where('entryId', 'in', refIds);
  return query.execute();
}

/** Removes `docIds` (or everything), then stores `rows` (and on SQLite their FTS5 rows). */
export async function writeContentSearchDocuments(
  db: Db,
  change: { docIds: number[] | 'all'; rows: ContentSearchRow[] },
): Promise<void> {
  const sqlite = !isPostgres(db);
  if (change.docIds === 'all') {
    await db.deleteFrom('contentSearchDocuments').execute();
    if (sqlite) await db.deleteFrom('contentSearchFts').execute();
  } else {
    for (let i = 0; i < change.docIds.length; i += BATCH) {
      const ids = change.docIds.slice(i, i + BATCH);
      await db.deleteFrom('contentSearchDocuments').where('docId', 'in', ids).execute();
      if (sqlite) await db.deleteFrom('contentSearchFts').where('rowid', 'in', ids).execute();
    }
  }
  for (let i = 0; i < change.rows.length; i += BATCH) {
    const rows = change.rows.slice(i, i + BATCH);
    await db.insertInto('contentSearchDocuments').values(rows).execute();
    if (sqlite) {
      await db
        .insertInto('contentSearchFts')
        .values(
          rows.map((row) => ({
            rowid: row.docId,
            title: row.titleTerms,
            teaser: row.teaserTerms,
            body: row.bodyTerms,
          })),
        )
        .execute();
    }
  }
}

export interface ContentSearchMatch {
  kind: ContentSearchKind;
  refId: number;
  title: string;
  teaser: string;
  url: string;
  publishedOn: string | null;
}

interface MatchRow extends ContentSearchMatch {
  total: string | number;
}

const ORDER = sql`tier, published_on is null, published_on desc, title, doc_id`;

/** One page of the matches, best first, and how many match. */
export async function rankedContent(
  db: Db,
  query: FullTextQuery,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: ContentSearchMatch[] }> {
  const matches = isPostgres(db)
    ? sql`select d.*, case when d.title_vector @@ q.query then 0 when d.head_vector @@ q.query then 1 else 2 end as tier
        from content_search_documents d, to_tsquery('simple', ${query.tsquery}) as q(query) where d.document @@ q.query`
    : sql`select d.*, case
          when d.doc_id in (select rowid from content_search_fts where content_search_fts match ${`{title} : (${query.fts5})`}) then 0
          when d.doc_id in (select rowid from content_search_fts where content_search_fts match ${`{title teaser} : (${query.fts5})`}) then 1
          else 2 end as tier
        from content_search_fts f join content_search_documents d on d.doc_id = f.rowid
        where content_search_fts match ${query.fts5}`;
  const { rows } = await sql<MatchRow>`select m.kind, m.ref_id as "refId", m.title, m.teaser, m.url,
      m.published_on as "publishedOn", count(*) over () as total
    from (${matches}) m order by ${ORDER} limit ${page.limit} offset ${page.offset}`.execute(db);
  const first = rows[0];
  if (first) return { total: Number(first.total), rows: rows.map(({ total: _total, ...row }) => row) };
  if (page.offset === 0) return { total: 0, rows: [] };
  // A page past the last: the count alone.
  const counted = await sql<{ n: string | number }>`select count(*) as n from (${matches}) m`.execute(db);
  return { total: Number(counted.rows[0]?.n ?? 0), rows: [] };
}
