import { sql, type Kysely } from 'kysely';

/**
 * Articles, news and interviews (issue 13) in one table with a kind: the three share every column, and the
 * feed, the sitemap and "related content" read them together. The body is JSON of structured blocks
 * (headings, paragraphs, lists), never HTML: the pages render it as text. Tags by their slug: the catalogue's
 * tags are regenerated with their ids by the seed, their slugs stay.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_items')
    .addColumn('content_id', 'integer', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sqlKinds()))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('teaser', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('published_on', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('word_count', 'integer', (c) => c.notNull())
    .addUniqueConstraint('content_items_kind_slug_key', ['kind', 'slug'])
    .execute();
  // The feed and the lists: newest first, by kind.
  await db.schema
    .createIndex('content_items_kind_published_idx')
    .on('content_items')
    .columns(['kind', 'published_on'])
    .execute();
  await db.schema
    .createTable('content_tags')
    .addColumn('content_id', 'integer', (c) => c.notNull().references('content_items.content_id').onDelete('cascade'))
    .addColumn('tag_slug', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_tags_pkey', ['content_id', 'tag_slug'])
    .execute();
  await db.schema.createIndex('content_tags_tag_idx').on('content_tags').column('tag_slug').execute();
}

function sqlKinds() {
  // Written out (not imported): a migration stays as it was when it ran.
  return sql`kind in ('article', 'news', 'interview')`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_tags').execute();
  await db.schema.dropTable('content_items').execute();
}
