import type { Kysely } from 'kysely';

/**
 * The delivery state of an outbox message (the row is the message, a background job its delivery): attempts,
 * the last error, and when delivery was given up (its dead-letter state, shown where a person looks).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('last_error', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('failed_at', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['failed_at', 'last_error', 'attempts']) {
    await db.schema.alterTable('mail_outbox').dropColumn(column).execute();
  }
}
