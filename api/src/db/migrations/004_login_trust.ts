import type { Kysely } from 'kysely';

/**
 * What a login attempt may count as known (auth/loginTrust.ts): device cookies (only the sha256 of the
 * random token is stored, bound to one user) and addresses a user recently logged in from.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_devices')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_devices_user_idx').on('login_devices').column('user_id').execute();

  await db.schema
    .createTable('login_addresses')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('last_success_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('login_addresses_pk', ['user_id', 'address'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_addresses').execute();
  await db.schema.dropTable('login_devices').execute();
}
