import { type Kysely } from 'kysely';

/**
 * Attachments of an outbox message (a calendar entry of a consultant appointment), kept with it so that a
 * message delivered later — by another process or a retry — is the message that was written.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_attachments')
    .addColumn('mail_id', 'integer', (c) => c.notNull().references('mail_outbox.mail_id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('mail_attachments_pk', ['mail_id', 'position'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_attachments').execute();
}
