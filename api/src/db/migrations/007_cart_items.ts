import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Cart items (SPEC §3 small cart): owned by a session (logged out) or a user (logged in), never both, so a
 * visitor has a cart before logging in and the session's items move to the user at login. Events may be
 * cancelled (`cancelled_at`), which keeps them out of carts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('events').addColumn('cancelled_at', 'text').execute();
  await db.schema
    .createTable('cart_items')
    .addColumn('cart_item_id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey(),
    )
    .addColumn('session_hash', 'text', (c) => c.references('sessions.session_hash').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.user_id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.event_id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('cart_items_one_owner', sql`(session_hash is null) <> (user_id is null)`)
    .execute();
  // One row per event and cart (NULL owners are distinct on both dialects).
  await db.schema
    .createIndex('cart_items_session_event_idx')
    .on('cart_items')
    .columns(['session_hash', 'event_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('cart_items_user_event_idx')
    .on('cart_items')
    .columns(['user_id', 'event_id'])
    .unique()
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cart_items').execute();
  await db.schema.alterTable('events').dropColumn('cancelled_at').execute();
}
