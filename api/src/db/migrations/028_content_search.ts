import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The search index of the content pages (articles, news, interviews; lexicon entries and judgments join by
 * one source each in content/contentSearchIndex.ts): one row per page with its title, teaser, address and
 * date, and the Snowball stems plus unstemmed words of title, teaser and body as the api wrote them (the
 * same analyser as the seminar index, so both databases match by the same rule). Ranking needs to know
 * where a query matched: title, then teaser, then body.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // doc_id = ref_id * 8 + the kind's number: deterministic, so a reindex needs no RETURNING.
  await db.schema
    .createTable('content_search_documents')
    .addColumn('doc_id', 'bigint', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('teaser', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('published_on', 'text')
    .addColumn('title_terms', 'text', (c) => c.notNull())
    .addColumn('teaser_terms', 'text', (c) => c.notNull())
    .addColumn('body_terms', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('content_search_documents_ref_idx')
    .on('content_search_documents')
    .columns(['kind', 'ref_id'])
    .execute();
  if (postgres) {
    // The terms are stems and words already: the simple configuration keeps them as written.
    await sql`alter table content_search_documents
        add column title_vector tsvector generated always as (to_tsvector('simple', title_terms)) stored,
        add column head_vector tsvector generated always as (to_tsvector('simple', title_terms || ' ' || teaser_terms)) stored,
        add column document tsvector generated always as (
          to_tsvector('simple', title_terms || ' ' || teaser_terms || ' ' || body_terms)) stored`.execute(db);
    await sql`create index content_search_documents_document_idx on content_search_documents using gin (document)`.execute(
      db,
    );
  } else {
    await sql`create virtual table content_search_fts using fts5(title, teaser, body, tokenize = 'unicode61 remove_diacritics 2')`.execute(
      db,
    );
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (!postgres) await db.schema.dropTable('content_search_fts').execute();
  await db.schema.dropTable('content_search_documents').execute();
}
