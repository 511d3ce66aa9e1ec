import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * The forum: threads in a category, their posts (Markdown source as plain text; the api renders and sanitises
 * on every read), members' reports of posts and subscriptions to new answers. Times are ISO-8601 UTC strings.
 * A moderator's hide or lock keeps who, when and why; nothing a member wrote is deleted by moderation.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const identity = (c: ColumnDefinitionBuilder) =>
    postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey();
  await db.schema
    .createTable('forum_threads')
    .addColumn('thread_id', 'integer', identity)
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('author_user_id', 'integer', (c) => c.references('users.user_id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    // The newest visible post's time: lists sort by it (kept by every write that changes what is visible).
    .addColumn('last_activity_at', 'text', (c) => c.notNull())
    .addColumn('locked_at', 'text')
    .addColumn('lock_reason', 'text')
    .addColumn('locked_by_user_id', 'integer', (c) => c.references('users.user_id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('forum_threads_activity_idx')
    .on('forum_threads')
    .columns(['last_activity_at', 'thread_id'])
    .execute();
  await db.schema
    .createIndex('forum_threads_category_activity_idx')
    .on('forum_threads')
    .columns(['category', 'last_activity_at', 'thread_id'])
    .execute();
  await db.schema
    .createTable('forum_posts')
    .addColumn('post_id', 'integer', identity)
    .addColumn('thread_id', 'integer', (c) => c.notNull().references('forum_threads.thread_id').onDelete('cascade'))
    .addColumn('author_user_id', 'integer', (c) => c.references('users.user_id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('quoted_post_id', 'integer', (c) => c.references('forum_posts.post_id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('edited_at', 'text')
    .addColumn('hidden_at', 'text')
    .addColumn('hidden_reason', 'text')
    .addColumn('hidden_by_user_id', 'integer', (c) => c.references('users.user_id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('forum_posts_thread_idx').on('forum_posts').columns(['thread_id', 'post_id']).execute();
  await db.schema
    .createIndex('forum_posts_author_idx')
    .on('forum_posts')
    .columns(['author_user_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('forum_reports')
    .addColumn('report_id', 'integer', identity)
    .addColumn('post_id', 'integer', (c) => c.notNull().references('forum_posts.post_id').onDelete('cascade'))
    .addColumn('reporter_user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .addColumn('resolved_by_user_id', 'integer', (c) => c.references('users.user_id').onDelete('set null'))
    .addUniqueConstraint('forum_reports_post_reporter_key', ['post_id', 'reporter_user_id'])
    .execute();
  await db.schema
    .createTable('forum_subscriptions')
    .addColumn('thread_id', 'integer', (c) => c.notNull().references('forum_threads.thread_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    // The last mail about this thread: the next one waits until an hour after it.
    .addColumn('last_notified_at', 'text')
    .addPrimaryKeyConstraint('forum_subscriptions_pkey', ['thread_id', 'user_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['forum_subscriptions', 'forum_reports', 'forum_posts', 'forum_threads']) {
    await db.schema.dropTable(table).execute();
  }
}
