import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Topic pages and content bookmarks (issue 13). `topics`: the description a catalogue tag shows on its topic
 * page (the tag's name stays in `tags`). `content_bookmarks`: the content pages a member keeps (the wish list
 * of seminar dates stays in `wishlist_items`), named by kind and key (the slug its address carries), so the
 * kinds kept in other tables (judgments, lexicon entries) need no column of their own; one row per member,
 * kind and key.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('topics')
    .addColumn('tag_slug', 'text', (c) => c.primaryKey())
    .addColumn('description', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('content_bookmarks')
    .addColumn('bookmark_id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey(),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    // Written out (not imported): a migration stays as it was when it ran.
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('article', 'news', 'interview', 'judgment', 'lexicon')`),
    )
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('content_bookmarks_user_kind_key', ['user_id', 'kind', 'key'])
    .execute();
  // The member's list, newest first.
  await db.schema
    .createIndex('content_bookmarks_user_created_idx')
    .on('content_bookmarks')
    .columns(['user_id', 'created_at'])
    .execute();
  // The topic's articles, newest first, by the cursor's (published_on, content_id).
  await db.schema
    .createIndex('content_items_published_id_idx')
    .on('content_items')
    .columns(['published_on', 'content_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('content_items_published_id_idx').execute();
  await db.schema.dropTable('content_bookmarks').execute();
  await db.schema.dropTable('topics').execute();
}
