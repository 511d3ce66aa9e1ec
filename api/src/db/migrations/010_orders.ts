import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * The booking engine (issue 10): participants of cart items, the cart's order options, orders with their
 * participants (kind, price as charged, seat status) and status history. Seats stay counted in
 * `events.seats_taken` (bookings plus live reservations); the checkout raises it only with a conditional
 * update, so it never passes `capacity` (see orders/checkout.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey();

  await db.schema
    .createTable('cart_recipients')
    .addColumn('recipient_id', 'integer', id)
    .addColumn('cart_item_id', 'integer', (c) => c.notNull().references('cart_items.cart_item_id').onDelete('cascade'))
    .addColumn('salutation', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('firstname', 'text', (c) => c.notNull())
    .addColumn('lastname', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('br_function', 'text', (c) => c.notNull())
    .addColumn('hotel_over_night_option', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('booking', 'reservation')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cart_recipients_item_idx').on('cart_recipients').column('cart_item_id').execute();

  await db.schema
    .createTable('cart_options')
    .addColumn('session_hash', 'text', (c) => c.unique().references('sessions.session_hash').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.unique().references('users.user_id').onDelete('cascade'))
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('street_number', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('purchase_order_number', 'text', (c) => c.notNull())
    .addColumn('cost_centre', 'text', (c) => c.notNull())
    .addColumn('remarks', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('cart_options_one_owner', sql`(session_hash is null) <> (user_id is null)`)
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('order_id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('street_number', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('purchase_order_number', 'text', (c) => c.notNull())
    .addColumn('cost_centre', 'text', (c) => c.notNull())
    .addColumn('remarks', 'text', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The same key twice is the same order: the second insert of a key waits for the first and then fails.
  await db.schema
    .createIndex('orders_user_key_idx')
    .on('orders')
    .columns(['user_id', 'idempotency_key'])
    .unique()
    .execute();

  await db.schema
    .createTable('order_participants')
    .addColumn('participant_id', 'integer', id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.order_id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.event_id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('salutation', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('firstname', 'text', (c) => c.notNull())
    .addColumn('lastname', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('br_function', 'text', (c) => c.notNull())
    .addColumn('hotel_over_night_option', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('booking', 'reservation', 'waitlist')`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('booked', 'reserved', 'waiting', 'expired', 'cancelled')`),
    )
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('reserved_until', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_participants_order_idx').on('order_participants').column('order_id').execute();
  await db.schema.createIndex('order_participants_event_idx').on('order_participants').column('event_id').execute();
  await db.schema
    .createIndex('order_participants_reserved_idx')
    .on('order_participants')
    .columns(['status', 'reserved_until'])
    .execute();

  // The waiting list: one entry per order and full event, for the order's whole group (`size` participants).
  await db.schema
    .createTable('waitlist_entries')
    .addColumn('entry_id', 'integer', id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.order_id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.event_id'))
    .addColumn('size', 'integer', (c) => c.notNull().check(sql`size > 0`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('served_at', 'text')
    .execute();
  await db.schema
    .createIndex('waitlist_entries_event_idx')
    .on('waitlist_entries')
    .columns(['event_id', 'served_at', 'entry_id'])
    .execute();

  await db.schema
    .createTable('order_status_history')
    .addColumn('history_id', 'integer', id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.order_id').onDelete('cascade'))
    .addColumn('participant_id', 'integer', (c) =>
      c.references('order_participants.participant_id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_status_history_order_idx').on('order_status_history').column('order_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'order_status_history',
    'waitlist_entries',
    'order_participants',
    'orders',
    'cart_options',
    'cart_recipients',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
