/** The search index: its sources, its one writer, and the full-text queries (SQLite FTS5 or PostgreSQL). */
import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import type { Db, SearchDocumentTable } from '../db/types';
import { ONLINE_HOTELS } from './onlineHotels';
import { notConferenceTheme } from './conferences';

export const isPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** A full-text query in both dialects' syntax (built by catalogue/searchQuery.ts from the same terms). */
export interface FullTextQuery {
  fts5: string;
  tsquery: string;
}

export function themeSourceRows(db: Db, themeIds?: number[]) {
  let query = db
    .selectFrom('themes as t')
    .innerJoin('rubrics as r', 'r.rubricId', 't.rubricId')
    .select(['t.themeId', 't.slug', 't.title', 't.subtitle', 't.description', 't.rubricId', 'r.name as rubricName'])
    // The seminar search finds seminars; conferences have their own pages.
    .where(notConferenceTheme('t.themeId'));
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
    .leftJoin('hotels as h', (join) =>
      join.onRef('h.hotelId', '=', 'e.hotelId').on('h.hotelId', 'not in', ONLINE_HOTELS),
    )
    .leftJoin('locations as l', 'l.locationId', 'h.locationId')
    .select([
      'e.eventId',
      'e.themeId',
      'e.startDate',
      'e.endDate',
      'e.hotelId',
      'h.name as hotelName',
      'l.name as city',
    ])
    .where(notConferenceTheme('e.themeId'));
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
    .where('m.hotelId', 'not in', ONLINE_HOTELS);
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
  let query = db.selectFrom('hotels').selectAll().where('hotelId', 'not in', ONLINE_HOTELS);
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

/**
 * What every match carries into the ranking, the count and the facets: the sort keys and facet columns only
 * (on SQLite all in the covering index search_documents_match_idx of migration 009). A broad prefix matches a
 * third of the index; the page's line and url are read for its rows alone.
 */
const MATCH_COLUMNS = sql`d.doc_id, d.kind, d.title, d.rubric_id, d.start_date`;

/**
 * A theme and its dates (they share the title) rank as one group, by the group's best score: the theme first,
 * then its dates in date order, so a date never outranks its theme and the dates never jump around in time.
 */
const GROUP_SCORE = sql`max(m.score) over (partition by case when m.kind in ('theme', 'event') then 'seminar'
  else m.kind end, m.title)`;

const hitOrder = (m: string) =>
  sql`${sql.ref(`${m}.group_score`)} desc, ${sql.ref(`${m}.title`)}, case ${sql.ref(`${m}.kind`)} when 'theme' then 0
    when 'event' then 1 when 'location' then 2 else 3 end, ${sql.ref(`${m}.start_date`)}, ${sql.ref(`${m}.doc_id`)}`;

/** The documents' ids that match, as a condition on `d.doc_id` (alias d = search_documents). */
export function documentMatches(db: Db, query: FullTextQuery): RawBuilder<boolean> {
  return isPostgres(db)
    ? sql<boolean>`d.document @@ to_tsquery('simple', ${query.tsquery})`
    : sql<boolean>`d.doc_id in (select rowid from search_fts where search_fts match ${query.fts5})`;
}

export interface DocumentFilter {
  kind?: SearchDocumentTable['kind'];
  /** The rubric by its slug (looked up in the statement, so the caller need not wait for the rubrics first). */
  rubricSlug?: string;
  /** YYYY-MM */
  month?: string;
}

function filterSql(filter: DocumentFilter): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (filter.kind) parts.push(sql`m.kind = ${filter.kind}`);
  if (filter.rubricSlug !== undefined) {
    parts.push(sql`m.rubric_id = (select rubric_id from rubrics where slug = ${filter.rubricSlug})`);
  }
  if (filter.month)
    parts.push(sql`m.start_date >= ${`${filter.month}-01`} and m.start_date <= ${`${filter.month}-31`}`);
  return sql.join(parts, sql` and `);
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

export interface RankedPage {
  total: number;
  rows: RankedDocument[];
  facets: { rubrics: Array<{ rubricId: number; count: number }>; months: Array<{ month: string; count: number }> };
}

interface PartRow {
  part: 'hit' | 'total' | 'rubric' | 'month';
  kind: SearchDocumentTable['kind'] | null;
  refId: number | null;
  title: string | null;
  line: string | null;
  url: string | null;
  rubricId: number | null;
  startDate: string | null;
  n: string | number | null;
}

/**
 * The matches in one statement, so the full-text match runs once: one page of them best first (SQLite: bm25
 * with the title weighted 4:1; PostgreSQL: ts_rank with the weights A/B; ties: themes first, then by date and
 * title), how many pass the filter, and the facets (themes and events per rubric, events per start month;
 * only the kind filter applies to them, so they show what the rubric and month filters would give).
 */
export async function rankedDocuments(
  db: Db,
  query: FullTextQuery,
  filter: DocumentFilter,
  page: { limit: number; offset: number },
): Promise<RankedPage> {
  const matches = isPostgres(db)
    ? sql`select ${MATCH_COLUMNS}, ts_rank(d.document, q.query) as score
        from search_documents d, to_tsquery('simple', ${query.tsquery}) as q(query) where d.document @@ q.query`
    : sql`select ${MATCH_COLUMNS}, -bm25(search_fts, 4.0, 1.0) as score
        from search_fts join search_documents d indexed by search_documents_match_idx on d.doc_id = search_fts.rowid
        where search_fts match ${query.fts5}`;
  const facetFilter = filterSql(filter.kind ? { kind: filter.kind } : {});
  const statement = sql<PartRow>`with m as materialized (${matches})
    select * from (
      select 'hit' as part, d.kind, d.ref_id as "refId", d.title, d.line, d.url, d.rubric_id as "rubricId",
        d.start_date as "startDate", cast(null as bigint) as n
      from (
        select * from (
          select m.doc_id, m.kind, m.title, m.start_date, ${GROUP_SCORE} as group_score from m
          where ${filterSql(filter)}
        ) g
        order by ${hitOrder('g')} limit ${page.limit} offset ${page.offset}
      ) p join search_documents d on d.doc_id = p.doc_id
      order by ${hitOrder('p')}
    ) hits
    union all
    select 'total', null, null, null, null, null, null, null, count(*) from m where ${filterSql(filter)}
    union all
    select 'rubric', null, null, null, null, null, m.rubric_id, null, count(*) from m
      where ${facetFilter} and m.rubric_id is not null group by m.rubric_id
    union all
    select 'month', null, null, null, null, null, null, substr(m.start_date, 1, 7), count(*) from m
      where ${facetFilter} and m.start_date is not null group by substr(m.start_date, 1, 7)`;
  const { rows } = isPostgres(db)
    ? // PostgreSQL prices matching a tsvector low and scans the table for a prefix that matches a third of
      // it; the GIN index answers such a query in half the time (measured with npm run bench:api).
      await db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        return statement.execute(trx);
      })
    : await statement.execute(db);
  const result: RankedPage = { total: 0, rows: [], facets: { rubrics: [], months: [] } };
  for (const row of rows) {
    if (row.part === 'hit') result.rows.push(row as RankedDocument);
    else if (row.part === 'total') result.total = Number(row.n);
    else if (row.part === 'rubric')
      result.facets.rubrics.push({ rubricId: Number(row.rubricId), count: Number(row.n) });
    else result.facets.months.push({ month: String(row.startDate), count: Number(row.n) });
  }
  result.facets.months.sort((a, b) => a.month.localeCompare(b.month));
  return result;
}

/** Whether the catalogue has themes but the index has no document (a database from before migration 005). */
export async function searchIndexMissing(db: Db): Promise<boolean> {
  const [theme, document] = await Promise.all([
    db.selectFrom('themes').select('themeId').limit(1).executeTakeFirst(),
    db.selectFrom('searchDocuments').select('docId').limit(1).executeTakeFirst(),
  ]);
  return theme !== undefined && document === undefined;
}

/** The prices of events (the search's date hits). */
export function eventPriceRows(db: Db, eventIds: number[]) {
  if (!eventIds.length) return Promise.resolve([]);
  return db
    .selectFrom('events')
    .select([
      'eventId',
      'price',
      'priceParticipantTwo',
      'priceParticipantThree',
      'priceParticipantFour',
      'priceParticipantFive',
    ])
    .where('eventId', 'in', eventIds)
    .execute();
}
