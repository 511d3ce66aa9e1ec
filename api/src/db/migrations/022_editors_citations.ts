import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Issue 13's foundation. `users.editor`: the editor role for /manage (admins are editors too); a flag beside
 * `role`, because changing the role's check would rebuild the users table on SQLite. `content_citations`: which
 * text (a judgment, a lexicon entry, an article …) cites which paragraph, so a law page lists what cites each
 * paragraph. The source's title and path are kept with the row: the law page reads one table, and the row is
 * rewritten whenever its source is saved.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('users')
    .addColumn('editor', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`editor in (0, 1)`),
    )
    .execute();
  await db.schema
    .createTable('content_citations')
    .addColumn('citation_id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey(),
    )
    .addColumn('source_kind', 'text', (c) =>
      c.notNull().check(sql`source_kind in ('judgment', 'lexicon', 'article', 'news', 'interview')`),
    )
    .addColumn('source_key', 'text', (c) => c.notNull())
    .addColumn('source_title', 'text', (c) => c.notNull())
    .addColumn('source_path', 'text', (c) => c.notNull())
    .addColumn('law_slug', 'text', (c) => c.notNull())
    .addColumn('paragraph', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addUniqueConstraint('content_citations_source_cited', [
      'source_kind',
      'source_key',
      'law_slug',
      'paragraph',
      'detail',
    ])
    .execute();
  await db.schema
    .createIndex('content_citations_law_idx')
    .on('content_citations')
    .columns(['law_slug', 'paragraph'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_citations').execute();
  await db.schema.alterTable('users').dropColumn('editor').execute();
}
