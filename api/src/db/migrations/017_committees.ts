import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The committee (issue 12): invitations by e-mail (only the sha256 of the link's token, single use, expiring),
 * the committee's settings (cost centre and default board option beside the name and billing address of
 * `committees`), and which committee member a participant is when the manager booked for them: the link
 * is made in the cart and carried over to the order's participant at checkout, so the member finds the
 * booking although someone else ordered it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('committee_invitations')
    .addColumn('invitation_id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey(),
    )
    .addColumn('committee_id', 'integer', (c) => c.notNull().references('committees.committee_id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by_user_id', 'integer', (c) => c.references('users.user_id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('used_by_user_id', 'integer', (c) => c.references('users.user_id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('committee_settings')
    .addColumn('committee_id', 'integer', (c) =>
      c.primaryKey().references('committees.committee_id').onDelete('cascade'),
    )
    .addColumn('cost_centre', 'text', (c) => c.notNull())
    .addColumn('hotel_over_night_option', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('cart_recipient_members')
    .addColumn('recipient_id', 'integer', (c) =>
      c.primaryKey().references('cart_recipients.recipient_id').onDelete('cascade'),
    )
    .addColumn('member_user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('order_participant_members')
    .addColumn('participant_id', 'integer', (c) =>
      c.primaryKey().references('order_participants.participant_id').onDelete('cascade'),
    )
    .addColumn('member_user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('order_participant_members_user_idx')
    .on('order_participant_members')
    .column('member_user_id')
    .execute();
  // Exactly one manager per committee: a hand-over demotes first, then promotes, in one transaction.
  await sql`create unique index users_one_manager_idx on users (committee_id) where committee_role = 'manager'`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index users_one_manager_idx`.execute(db);
  for (const table of [
    'order_participant_members',
    'cart_recipient_members',
    'committee_settings',
    'committee_invitations',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
