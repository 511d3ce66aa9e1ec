import type { Kysely } from 'kysely';

/**
 * Member preferences of the settings page, one row per user (created on the first save).
 * Lists and groups of flags are JSON text; times are ISO-8601 UTC strings like in 002_accounts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_preferences')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.user_id').onDelete('cascade'))
    .addColumn('advertising_opt_in', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('marketing_preferences', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('hotel_preferences', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('br_functions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('country', 'text')
    .addColumn('memberships', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_preferences').execute();
}
