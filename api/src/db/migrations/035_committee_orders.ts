import { sql, type Kysely } from 'kysely';

/**
 * Which committee an order was placed for (issue 21): the booker's committee at checkout, or null for a private
 * order. A committee's manager sees and manages only these orders; a member's private orders from before they
 * joined stay private (before, the booker's current committee decided, so joining shared all earlier bookings).
 *
 * Existing orders: the booker's committee, unless the booker joined it (the invitation they used) only after the
 * order; a booker in a committee without a used invitation (the committee's founder) counts as a member from the
 * start.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('committee_id', 'integer', (c) => c.references('committees.committee_id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('orders_committee_idx').on('orders').column('committee_id').execute();
  await assignOrderCommittees(db);
}

/** Existing orders' committee, as described above (exported for its test). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function assignOrderCommittees(db: Kysely<any>): Promise<void> {
  await sql`
    update orders set committee_id = (select u.committee_id from users u where u.user_id = orders.user_id)
    where exists (
      select 1 from users u
      where u.user_id = orders.user_id and u.committee_id is not null
        and not exists (
          select 1 from committee_invitations i
          where i.used_by_user_id = u.user_id and i.committee_id = u.committee_id and i.used_at > orders.created_at
        )
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_committee_idx').execute();
  await db.schema.alterTable('orders').dropColumn('committee_id').execute();
}
