import type { Kysely } from 'kysely';

/**
 * Confirmed login e-mails: `users.email_confirmed_at` (null until the mailed link was used) and the single-use
 * links (only their sha256 is stored) for a registration's address or the new address of a change, which
 * becomes the login e-mail only when confirmed. Accounts that exist already start unconfirmed: nothing was
 * ever checked about their addresses (the demo accounts are confirmed by the seed).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_confirmed_at', 'text').execute();
  await db.schema
    .createTable('email_confirmations')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('email_confirmations_user_idx').on('email_confirmations').column('user_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_confirmations').execute();
  await db.schema.alterTable('users').dropColumn('email_confirmed_at').execute();
}
