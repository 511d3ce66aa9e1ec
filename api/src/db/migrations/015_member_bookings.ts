import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * The member's bookings (issue 12): the fee charged when a participant was cancelled (cents, stored in the
 * cancellation's transaction), and each substitute participant named for a seat, with the person it replaced
 * and who named it (the seat, its price and its history stay with the participant row).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey();

  await db.schema.alterTable('order_participants').addColumn('cancellation_fee_cents', 'integer').execute();

  await db.schema
    .createTable('participant_substitutions')
    .addColumn('substitution_id', 'integer', id)
    .addColumn('participant_id', 'integer', (c) =>
      c.notNull().references('order_participants.participant_id').onDelete('cascade'),
    )
    .addColumn('previous_salutation', 'text', (c) => c.notNull())
    .addColumn('previous_title', 'text', (c) => c.notNull())
    .addColumn('previous_firstname', 'text', (c) => c.notNull())
    .addColumn('previous_lastname', 'text', (c) => c.notNull())
    .addColumn('previous_email', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.user_id').onDelete('set null'))
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('participant_substitutions_participant_idx')
    .on('participant_substitutions')
    .column('participant_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('participant_substitutions').execute();
  await db.schema.alterTable('order_participants').dropColumn('cancellation_fee_cents').execute();
}
