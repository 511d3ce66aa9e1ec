import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Indexes in the exact order the catalogue reads ask for (measured with `npm run bench:api` at 10,000 events):
 * the list sorted by price or title ends its keys with start date and id, so the index walk stops after one
 * page instead of sorting every event; a theme's dates (theme page, dates, cards) are read by theme from a
 * day on, in start-date order. They replace the shorter indexes of 001 and 005 they cover.
 * SQLite also gets a covering index of the search documents' ranking and facet columns: the search joins every
 * FTS5 match to it (repositories/search.ts) instead of to the table's rows with their long texts.
 */
const REPLACED = [
  { old: 'events_price_idx', columns: ['price', 'start_date'] },
  { old: 'events_title_idx', columns: ['title', 'start_date'] },
  { old: 'events_theme_idx', columns: ['theme_id'] },
] as const;

const CREATED = [
  { name: 'events_price_order_idx', columns: ['price', 'start_date', 'event_id'] },
  { name: 'events_title_order_idx', columns: ['title', 'start_date', 'event_id'] },
  { name: 'events_theme_start_idx', columns: ['theme_id', 'start_date', 'event_id'] },
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const index of CREATED) {
    await db.schema
      .createIndex(index.name)
      .on('events')
      .columns([...index.columns])
      .execute();
  }
  for (const index of REPLACED) await db.schema.dropIndex(index.old).execute();
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await db.schema
      .createIndex('search_documents_match_idx')
      .on('search_documents')
      .columns(['doc_id', 'kind', 'rubric_id', 'start_date', 'title'])
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await db.schema.dropIndex('search_documents_match_idx').execute();
  }
  for (const index of REPLACED) {
    await db.schema
      .createIndex(index.old)
      .on('events')
      .columns([...index.columns])
      .execute();
  }
  for (const index of CREATED) await db.schema.dropIndex(index.name).execute();
}
