import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * Accounts: committees, users, sessions, rate-limit counters, password-reset tokens, mail outbox, audit log.
 * Times are ISO-8601 UTC strings (`2026-01-05T10:00:00.000Z`): sortable as text on both dialects.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  /** An generated integer key: identity on PostgreSQL, the rowid alias on SQLite. */
  const generatedKey = (c: ColumnDefinitionBuilder) =>
    postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey();
  await db.schema
    .createTable('committees')
    .addColumn('committee_id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('street_number', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('user_id', 'integer', generatedKey)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('salutation', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('firstname', 'text', (c) => c.notNull())
    .addColumn('lastname', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('street_number', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('member')
        .check(sql`role in ('member', 'admin')`),
    )
    .addColumn('committee_id', 'integer', (c) => c.references('committees.committee_id'))
    .addColumn('committee_role', 'text', (c) => c.check(sql`committee_role in ('member', 'manager')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_committee_idx').on('users').column('committee_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('session_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.user_id').onDelete('cascade'))
    .addColumn('impersonator_user_id', 'integer', (c) => c.references('users.user_id').onDelete('cascade'))
    .addColumn('csrf_token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limit_hits_pk', ['key', 'window_start'])
    .execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('mail_id', 'integer', generatedKey)
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('audit_id', 'integer', generatedKey)
    .addColumn('actor_user_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_user_id', 'integer')
    .addColumn('details', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'audit_log',
    'mail_outbox',
    'password_reset_tokens',
    'rate_limit_hits',
    'sessions',
    'users',
    'committees',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
