import { sql, type Kysely } from 'kysely';

/**
 * The laws (issue 13): a law, the headings of its structure in order, its paragraphs with the current title and
 * text, and every saved state of a paragraph (`law_paragraph_versions`: the full title and text per version, who
 * saved it and when, so the history shows any two states side by side and a restore copies one). The text is JSON
 * of plain-text Absätze, never HTML.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('laws')
    .addColumn('law_slug', 'text', (c) => c.primaryKey())
    .addColumn('short', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('law_headings')
    .addColumn('law_slug', 'text', (c) => c.notNull().references('laws.law_slug').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull().check(sql`level between 1 and 3`))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('law_headings_pkey', ['law_slug', 'position'])
    .execute();
  await db.schema
    .createTable('law_paragraphs')
    .addColumn('law_slug', 'text', (c) => c.notNull().references('laws.law_slug').onDelete('cascade'))
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    // The heading it stands under (law_headings.position of the same law).
    .addColumn('heading_position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('absaetze', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('law_paragraphs_pkey', ['law_slug', 'number'])
    .addUniqueConstraint('law_paragraphs_position_key', ['law_slug', 'position'])
    .execute();
  await db.schema
    .createTable('law_paragraph_versions')
    .addColumn('law_slug', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('absaetze', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .addColumn('saved_by_user_id', 'integer', (c) => c.references('users.user_id').onDelete('set null'))
    // The name as it was when saved: the history keeps it when the account goes.
    .addColumn('saved_by', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('seed', 'edit', 'restore')`))
    .addColumn('restored_from', 'integer')
    .addPrimaryKeyConstraint('law_paragraph_versions_pkey', ['law_slug', 'number', 'version'])
    .addForeignKeyConstraint(
      'law_paragraph_versions_paragraph_fkey',
      ['law_slug', 'number'],
      'law_paragraphs',
      ['law_slug', 'number'],
      (c) => c.onDelete('cascade'),
    )
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('law_paragraph_versions').execute();
  await db.schema.dropTable('law_paragraphs').execute();
  await db.schema.dropTable('law_headings').execute();
  await db.schema.dropTable('laws').execute();
}
