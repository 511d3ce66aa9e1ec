import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The chatbot: the passages of our content it answers from (a law's Absatz, a lexicon entry's paragraph, a
 * judgment's guiding principle …), analysed by the same German analyser as the content search (stems and
 * unstemmed words), and the conversations with their last questions. A conversation is found by the sha256
 * of the id the browser holds.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('chatbot_passages')
    .addColumn('passage_id', 'integer', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'integer', (c) => c.notNull())
    // 'br' | 'sbv' | 'jav' | null: whose content it is (SGB IX and SBV pages are 'sbv').
    .addColumn('audience', 'text')
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('law_slug', 'text')
    .addColumn('paragraph', 'text')
    .addColumn('absatz', 'integer')
    .addColumn('published_on', 'text')
    .addColumn('heading', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('heading_terms', 'text', (c) => c.notNull())
    .addColumn('text_terms', 'text', (c) => c.notNull())
    .addColumn('term_count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chatbot_passages_ref_idx').on('chatbot_passages').columns(['kind', 'ref_id']).execute();
  if (postgres) {
    await sql`alter table chatbot_passages add column document tsvector
        generated always as (to_tsvector('simple', heading_terms || ' ' || text_terms)) stored`.execute(db);
    await sql`create index chatbot_passages_document_idx on chatbot_passages using gin (document)`.execute(db);
  } else {
    await sql`create virtual table chatbot_passages_fts using fts5(heading, body, tokenize = 'unicode61 remove_diacritics 2')`.execute(
      db,
    );
  }
  await db.schema
    .createTable('chatbot_conversations')
    .addColumn('conversation_hash', 'text', (c) => c.primaryKey())
    .addColumn('variant', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chatbot_conversations_updated_idx')
    .on('chatbot_conversations')
    .column('updated_at')
    .execute();
  await db.schema
    .createTable('chatbot_turns')
    .addColumn('turn_id', 'integer', (c) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey()))
    .addColumn('conversation_hash', 'text', (c) =>
      c.notNull().references('chatbot_conversations.conversation_hash').onDelete('cascade'),
    )
    .addColumn('question', 'text', (c) => c.notNull())
    // JSON of ChatbotAnswer (shared-contracts).
    .addColumn('answer', 'text', (c) => c.notNull())
    // The terms the question was searched with (its own and, for a follow-up, those carried over).
    .addColumn('terms', 'text', (c) => c.notNull())
    .addColumn('asked_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chatbot_turns_conversation_idx')
    .on('chatbot_turns')
    .columns(['conversation_hash', 'turn_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropTable('chatbot_turns').execute();
  await db.schema.dropTable('chatbot_conversations').execute();
  if (!postgres) await db.schema.dropTable('chatbot_passages_fts').execute();
  await db.schema.dropTable('chatbot_passages').execute();
}
