import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Wish-list items: events (dates) a member remembers. Only members have a wish list (logged out the heart
 * leads to the login), so every row belongs to a user; one row per user and event.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('wishlist_items')
    .addColumn('wishlist_item_id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey(),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.event_id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('wishlist_items_user_event_idx')
    .on('wishlist_items')
    .columns(['user_id', 'event_id'])
    .unique()
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wishlist_items').execute();
}
