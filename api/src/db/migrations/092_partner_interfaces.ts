import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Partner interfaces: keys (only their sha256 is stored, with scopes and a rate limit), the events a partner
 * imported (its own id for each), and when a catalogue object last changed (the export's updatedSince).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('partner_keys')
    .addColumn('key_id', 'integer', (c) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey()))
    .addColumn('partner_name', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('requests_per_minute', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.user_id').onDelete('set null'))
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createTable('partner_event_refs')
    .addColumn('partner_name', 'text', (c) => c.notNull())
    .addColumn('external_id', 'text', (c) => c.notNull())
    .addColumn('event_id', 'integer', (c) => c.notNull().unique().references('events.event_id'))
    .addPrimaryKeyConstraint('partner_event_refs_pk', ['partner_name', 'external_id'])
    .execute();
  await db.schema
    .createTable('catalogue_changes')
    .addColumn('object_type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('catalogue_changes_pk', ['object_type', 'object_id'])
    .execute();
  await db.schema
    .createIndex('catalogue_changes_updated_idx')
    .on('catalogue_changes')
    .columns(['object_type', 'updated_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['catalogue_changes', 'partner_event_refs', 'partner_keys'])
    await db.schema.dropTable(table).execute();
}
