import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Lexicon entries (issue 12's works-council A–Z; issue 13's lexicon pages reuse the table for all three
 * audiences): a slug per audience, the index letter, the plain-text body, and `search_text`, the folded
 * words of title and body (lower case, umlauts folded) that the simple search matches against.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('lexicon_entries')
    .addColumn('entry_id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey(),
    )
    .addColumn('audience', 'text', (c) => c.notNull().check(sql`audience in ('br', 'sbv', 'jav')`))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('letter', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('lexicon_entries_audience_slug', ['audience', 'slug'])
    .execute();
  await db.schema
    .createIndex('lexicon_entries_letter_idx')
    .on('lexicon_entries')
    .columns(['audience', 'letter', 'title'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lexicon_entries').execute();
}
