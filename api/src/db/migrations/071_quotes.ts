import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Quotes: the request (theme, kind, participants, format, location or in-house place, date windows, remarks),
 * the staff's offer (date of a group offer, days and distance in-house, discount, validity, a message), the
 * price as sent (lines as JSON, net in cents: a later price change of the date never alters a sent quote),
 * the status with its history, and the order an acceptance placed. `version` guards against two edits.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('quotes')
    .addColumn('quote_id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey(),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('committee_id', 'integer', (c) => c.references('committees.committee_id').onDelete('set null'))
    .addColumn('theme_id', 'integer', (c) => c.notNull().references('themes.theme_id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('participants', 'integer', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('location_id', 'integer', (c) => c.references('locations.location_id').onDelete('set null'))
    .addColumn('inhouse_postal_code', 'text')
    .addColumn('inhouse_city', 'text')
    .addColumn('date_windows', 'text', (c) => c.notNull())
    .addColumn('remarks', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('event_id', 'integer', (c) => c.references('events.event_id').onDelete('set null'))
    .addColumn('days', 'integer')
    .addColumn('distance_km', 'integer')
    .addColumn('discount_percent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price_lines', 'text')
    .addColumn('net_cents', 'integer')
    .addColumn('valid_until', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('opened_at', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('order_id', 'integer', (c) => c.references('orders.order_id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('quotes_user_idx').on('quotes').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('quotes_committee_idx').on('quotes').columns(['committee_id', 'created_at']).execute();
  await db.schema.createIndex('quotes_status_idx').on('quotes').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('quote_status_history')
    .addColumn('quote_id', 'integer', (c) => c.notNull().references('quotes.quote_id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.user_id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('quote_status_history_idx').on('quote_status_history').column('quote_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('quote_status_history').execute();
  await db.schema.dropTable('quotes').execute();
}
