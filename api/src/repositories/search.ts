/** The search index: its sources, its one writer, and the full-text queries (SQLite FTS5 or PostgreSQL). */
import { ONLINE_HOTEL_IDS } from '@amb/shared-contracts';
import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import type { Db, SearchDocumentTable } from '../db/types';

export const isPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** A full-text query in both dialects' syntax (built by catalogue/searchQuery.ts from the same terms). */
export interface FullTextQuery {
  fts5: string;
  tsquery: string;
}

const onlineIds = [...ONLINE_HOTEL_IDS];

export function themeSourceRows(db: Db, themeIds?: number[]) {
  let query = db
    .selectFrom('themes as t')
    .innerJoin('rubrics as r', 'r.rubricId', 't.rubricId')
    .select(['t.themeId', 't.slug', 't.title', 't.subtitle', 't.description', 't.rubricId', 'r.name as rubricName']);
  if (themeIds) query = query.where('t.themeId', 'in', themeIds);
  return query.execute();
}

export function themeTagNameRows(db: Db, themeIds?: number[]) {
  let query = db
    .selectFrom('themeTags as tt')
    .innerJoin('tags as g', 'g.tagId', 'tt.tagId')
    .select(['tt.themeId', 'g.name']);
  if (themeIds) query = query.where('tt.themeId', 'in', themeIds);
  return query.execute();
}

/** Events with their place (hotel name and city; none when online). */
export function eventSourceRows(db: Db, filter: { themeIds?: number[]; eventIds?: number[] } = {}) {
  let query = db
    .selectFrom('events as e')
    .leftJoin('hotels as h', (join) => join.onRef('h.hotelId', '=', 'e.hotelId').on('h.hotelId', 'not in', onlineIds))
    .leftJoin('locations as l', 'l.locationId', 'h.locationId')
    .select([
      'e.eventId',
      'e.themeId',
      'e.startDate',
      'e.endDate',
      'e.hotelId',
      'h.name as hotelName',
      'l.name as city',
    ]);
  if (filter.themeIds) query = query.where('e.themeId', 'in', filter.themeIds);
  if (filter.eventIds) query = query.where('e.eventId', 'in', filter.eventIds);
  return query.execute();
}

/** The places of the modules of training series (real hotels only). */
export function modulePlaceRows(db: Db, filter: { themeIds?: number[]; eventIds?: number[] } = {}) {
  let query = db
    .selectFrom('eventModules as m')
    .innerJoin('events as e', 'e.eventId', 'm.eventId')
    .innerJoin('hotels as h', 'h.hotelId', 'm.hotelId')
    .leftJoin('locations as l', 'l.locationId', 'h.locationId')
    .select(['m.eventId', 'h.name as hotelName', 'l.name as city'])
    .where('m.hotelId', 'not in', onlineIds);
  if (filter.themeIds) query = query.where('e.themeId', 'in', filter.themeIds);
  if (filter.eventIds) query = query.where('m.eventId', 'in', filter.eventIds);
  return query.execute();
}

export function locationSourceRows(db: Db, locationIds?: number[]) {
  let query = db.selectFrom('locations').selectAll();
  if (locationIds) query = query.where('locationId', 'in', locationIds);
  return query.execute();
}

export function hotelSourceRows(db: Db, hotelIds?: number[]) {
  let query = db.selectFrom('hotels').selectAll().where('hotelId', 'not in', onlineIds);
  if (hotelIds) query = query.where('hotelId', 'in', hotelIds);
  return query.execute();
}

/** FTS5 row of a document: stems and unstemmed words of title and body. */
export interface FtsRow {
  rowid: number;
  title: string;
  body: string;
}

const BATCH = 400;

/**
 * The index's one writer: removes `docIds` (and, for a full rebuild, everything), then stores `documents`
 * (and on SQLite their FTS5 rows; PostgreSQL computes its tsvector itself).
 */
export async function writeSearchDocuments(
  db: Db,
  change: { docIds: number[] | 'all'; documents: SearchDocumentTable[]; ftsRows: FtsRow[] },
): Promise<void> {
  const sqlite = !isPostgres(db);
  if (change.docIds === 'all') {
    await db.deleteFrom('searchDocuments').execute();
    if (sqlite) await db.deleteFrom('searchFts').execute();
  } else {
    for (let i = 0; i < change.docIds.length; i += BATCH) {
      const ids = change.docIds.slice(i, i + BATCH);
      await db.deleteFrom('searchDocuments').where('docId', 'in', ids).execute();
      if (sqlite) await db.deleteFrom('searchFts').where('rowid', 'in', ids).execute();
    }
  }
  for (let i = 0; i < change.documents.length; i += BATCH) {
    await db
      .insertInto('searchDocuments')
      .values(change.documents.slice(i, i + BATCH))
      .execute();
  }
  if (sqlite) {
    for (let i = 0; i < change.ftsRows.length; i += BATCH) {
      await db
        .insertInto('searchFts')
        .values(change.ftsRows.slice(i, i + BATCH))
        .execute();
    }
  }
}

/** The documents' ids that match, as a condition on `d.doc_id` (alias d = search_documents). */
export function documentMatches(db: Db, query: FullTextQuery): RawBuilder<boolean> {
  return isPostgres(db)
    ? sql<boolean>`d.document @@ to_tsquery('simple', ${query.tsquery})`
    : sql<boolean>`d.doc_id in (select rowid from search_fts where search_fts match ${query.fts5})`;
}

export interface DocumentFilter {
  kind?: SearchDocumentTable['kind'];
  rubricId?: number;
  /** YYYY-MM */
  month?: string;
}

function filterSql(filter: DocumentFilter): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [];
  if (filter.kind) parts.push(sql`d.kind = ${filter.kind}`);
  if (filter.rubricId !== undefined) parts.push(sql`d.rubric_id = ${filter.rubricId}`);
  if (filter.month)
    parts.push(sql`d.start_date >= ${`${filter.month}-01`} and d.start_date <= ${`${filter.month}-31`}`);
  return parts.length ? sql`and ${sql.join(parts, sql` and `)}` : sql``;
}

export interface RankedDocument {
  kind: SearchDocumentTable['kind'];
  refId: number;
  title: string;
  line: string;
  url: string;
  rubricId: number | null;
  startDate: string | null;
}

const KIND_ORDER = sql`case d.kind when 'theme' then 0 when 'event' then 1 when 'location' then 2 else 3 end`;

/**
 * One page of the matching documents, best first (SQLite: bm25 with the title weighted 4:1; PostgreSQL:
 * ts_rank with the weights A/B), and how many match. Ties: themes first, then by date and title.
 */
export async function rankedDocuments(
  db: Db,
  query: FullTextQuery,
  filter: DocumentFilter,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: RankedDocument[] }> {
  const postgres = isPostgres(db);
  const where = filterSql(filter);
  const order = sql`order by score desc, ${KIND_ORDER}, d.start_date, d.title, d.doc_id`;
  const columns = sql`d.kind, d.ref_id as "refId", d.title, d.line, d.url, d.rubric_id as "rubricId", d.start_date as "startDate"`;
  const [rows, count] = postgres
    ? await Promise.all([
        sql<RankedDocument>`select ${columns}, ts_rank(d.document, q.query) as score
          from search_documents d, to_tsquery('simple', ${query.tsquery}) as q(query)
          where d.document @@ q.query ${where} ${order} limit ${page.limit} offset ${page.offset}`.execute(db),
        sql<{ total: string | number }>`select count(*) as total from search_documents d
          where d.document @@ to_tsquery('simple', ${query.tsquery}) ${where}`.execute(db),
      ])
    : await Promise.all([
        sql<RankedDocument>`select ${columns}, -bm25(search_fts, 4.0, 1.0) as score
          from search_fts join search_documents d on d.doc_id = search_fts.rowid
          where search_fts match ${query.fts5} ${where} ${order} limit ${page.limit} offset ${page.offset}`.execute(db),
        sql<{ total: string | number }>`select count(*) as total from search_documents d
          where ${documentMatches(db, query)} ${where}`.execute(db),
      ]);
  return { total: Number(count.rows[0]?.total ?? 0), rows: rows.rows };
}

/** Facets of the matches: themes and events per rubric, events per start month. */
export async function documentFacets(db: Db, query: FullTextQuery, filter: Pick<DocumentFilter, 'kind'>) {
  const match = documentMatches(db, query);
  const where = filterSql(filter);
  const [rubrics, months] = await Promise.all([
    sql<{ rubricId: number; count: string | number }>`select d.rubric_id as "rubricId", count(*) as count
      from search_documents d where ${match} ${where} and d.rubric_id is not null group by d.rubric_id`.execute(db),
    sql<{ month: string; count: string | number }>`select substr(d.start_date, 1, 7) as month, count(*) as count
      from search_documents d where ${match} ${where} and d.start_date is not null
      group by substr(d.start_date, 1, 7) order by month`.execute(db),
  ]);
  return {
    rubrics: rubrics.rows.map((r) => ({ rubricId: Number(r.rubricId), count: Number(r.count) })),
    months: months.rows.map((m) => ({ month: m.month, count: Number(m.count) })),
  };
}
