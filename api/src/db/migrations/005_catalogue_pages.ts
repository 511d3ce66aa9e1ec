import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * What the catalogue pages and the search need: theme descriptions and contact persons, location and
 * hotel details (rooms, board, accessibility), the search index (PostgreSQL: a tsvector with the german
 * configuration; SQLite: an FTS5 table of Snowball stems written by the api, see catalogue/searchIndex.ts)
 * and the indexes the filtered list uses.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('event_managers')
    .addColumn('manager_id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('photo_url', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('themes')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('themes')
    .addColumn('manager_id', 'integer', (c) => c.references('event_managers.manager_id'))
    .execute();
  // Replaced by the search index: the LIKE over lower-cased title and subtitle had no stems and no ranking.
  await db.schema.alterTable('themes').dropColumn('search_text').execute();
  await db.schema
    .alterTable('locations')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  for (const [column, type] of [
    ['description', 'text'],
    ['rooms', 'integer'],
    ['board', 'text'],
    ['accessibility', 'text'],
  ] as const) {
    await db.schema.alterTable('hotels').addColumn(column, type).execute();
  }

  // doc_id = ref_id * 4 + kind number (catalogue/searchIndex.ts): deterministic, so a reindex needs no RETURNING.
  await db.schema
    .createTable('search_documents')
    .addColumn('doc_id', 'bigint', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('line', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('title_words', 'text', (c) => c.notNull())
    .addColumn('body_words', 'text', (c) => c.notNull())
    .addColumn('rubric_id', 'integer')
    .addColumn('start_date', 'text')
    .execute();
  await db.schema.createIndex('search_documents_ref_idx').on('search_documents').columns(['kind', 'ref_id']).execute();

  if (postgres) {
    // Stems from PostgreSQL's german configuration (Snowball), plus the unstemmed words the api wrote, so a
    // word typed half-way still finds its prefix; title counts more than body.
    await sql`alter table search_documents add column document tsvector generated always as (
        setweight(to_tsvector('german', title), 'A') || setweight(to_tsvector('simple', title_words), 'A') ||
        setweight(to_tsvector('german', body), 'B') || setweight(to_tsvector('simple', body_words), 'B')
      ) stored`.execute(db);
    await sql`create index search_documents_document_idx on search_documents using gin (document)`.execute(db);
  } else {
    // Rows written by the api with Snowball stems and unstemmed words (FTS5 has no German stemmer).
    await sql`create virtual table search_fts using fts5(title, body, tokenize = 'unicode61 remove_diacritics 2')`.execute(
      db,
    );
  }

  await db.schema.createIndex('events_price_idx').on('events').columns(['price', 'start_date']).execute();
  await db.schema.createIndex('events_title_idx').on('events').columns(['title', 'start_date']).execute();
  await db.schema.createIndex('events_hotel_idx').on('events').columns(['hotel_id', 'start_date']).execute();
  await db.schema.createIndex('event_modules_hotel_idx').on('event_modules').column('hotel_id').execute();
  await db.schema.createIndex('hotels_location_idx').on('hotels').column('location_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const index of [
    'events_price_idx',
    'events_title_idx',
    'events_hotel_idx',
    'event_modules_hotel_idx',
    'hotels_location_idx',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  if (!postgres) await db.schema.dropTable('search_fts').execute();
  await db.schema.dropTable('search_documents').execute();
  for (const column of ['description', 'rooms', 'board', 'accessibility']) {
    await db.schema.alterTable('hotels').dropColumn(column).execute();
  }
  await db.schema.alterTable('locations').dropColumn('description').execute();
  await db.schema.alterTable('themes').dropColumn('manager_id').execute();
  await db.schema.alterTable('themes').dropColumn('description').execute();
  await db.schema
    .alterTable('themes')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.dropTable('event_managers').execute();
}
