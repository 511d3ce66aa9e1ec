import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Newsletter sign-ups of the footer (double opt-in): one row per address; the latest confirm link's token only as
 * its sha256. Times are ISO-8601 UTC strings.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('newsletter_subscriptions')
    .addColumn('subscription_id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey(),
    )
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('token_expires_at', 'text')
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('newsletter_subscriptions').execute();
}
