import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Judgments (issue 13): the case law for works councils (br) and representatives of disabled employees (sbv).
 * The body is JSON of structured blocks (Sachverhalt, Entscheidung, Bedeutung für die Praxis), never HTML.
 * Drafts come from /manage/pdf-analysis and stay off the public pages until an editor publishes them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('judgments')
    // Drafts get their key from the database: identity on PostgreSQL, the rowid alias on SQLite.
    .addColumn('judgment_id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey(),
    )
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('area', 'text', (c) => c.notNull().check(sql`area in ('br', 'sbv')`))
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('court', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('Urteil', 'Beschluss')`))
    .addColumn('decided_on', 'text', (c) => c.notNull())
    .addColumn('file_number', 'text', (c) => c.notNull())
    .addColumn('guiding_principle', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('published', 'draft')`))
    // The editor who saved it; null for the demo data (and when the account is deleted).
    .addColumn('created_by', 'integer', (c) => c.references('users.user_id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The lists: published, by area and topic, newest decision first.
  await db.schema
    .createIndex('judgments_status_decided_idx')
    .on('judgments')
    .columns(['status', 'decided_on'])
    .execute();
  await db.schema.createIndex('judgments_topic_idx').on('judgments').columns(['topic', 'area']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('judgments').execute();
}
