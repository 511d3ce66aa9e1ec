import { sql, type Kysely } from 'kysely';

/**
 * Issue 13's lexicon pages, election news and job postings.
 * - `lexicon_tags`: the catalogue tags of a lexicon entry (by slug, as content_tags), for related entries and
 *   related seminars. The entries themselves stay in `lexicon_entries` (migration 020: audience br|sbv|jav,
 *   plain-text body), which the member area's A–Z reads too.
 * - `election_news`: which news items are election news, and their category. A table of its own rather than a
 *   column on content_items: an election item is an ordinary news item (its page, the feed, the sitemap and
 *   search read it as one), and only the election pages need the category; content_items stays as every
 *   other reader knows it.
 * - `job_postings`: the open positions, the description as JSON of structured blocks (never HTML).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lexicon_tags')
    .addColumn('entry_id', 'integer', (c) => c.notNull().references('lexicon_entries.entry_id').onDelete('cascade'))
    .addColumn('tag_slug', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('lexicon_tags_pkey', ['entry_id', 'tag_slug'])
    .execute();
  await db.schema.createIndex('lexicon_tags_tag_idx').on('lexicon_tags').column('tag_slug').execute();

  await db.schema
    .createTable('election_news')
    .addColumn('content_id', 'integer', (c) =>
      c.primaryKey().references('content_items.content_id').onDelete('cascade'),
    )
    // Written out (not imported): a migration stays as it was when it ran.
    .addColumn('category', 'text', (c) =>
      c
        .notNull()
        .check(sql`category in ('wahlvorstand', 'fristen', 'vereinfachtes-wahlverfahren', 'briefwahl', 'anfechtung')`),
    )
    .execute();
  await db.schema.createIndex('election_news_category_idx').on('election_news').column('category').execute();

  await db.schema
    .createTable('job_postings')
    .addColumn('job_id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('teaser', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('employment_type', 'text', (c) => c.notNull().check(sql`employment_type in ('FULL_TIME', 'PART_TIME')`))
    .addColumn('locality', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('apply_email', 'text', (c) => c.notNull())
    .addColumn('date_posted', 'text', (c) => c.notNull())
    .addColumn('valid_through', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_postings').execute();
  await db.schema.dropTable('election_news').execute();
  await db.schema.dropTable('lexicon_tags').execute();
}
