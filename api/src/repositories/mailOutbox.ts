/** mail_outbox: one row per message the api sent or would have sent. */
import type { Db } from '../db/types';

export async function insertMail(
  db: Db,
  mail: { recipient: string; subject: string; bodyText: string; createdAt: string },
): Promise<number> {
  const row = await db
    .insertInto('mailOutbox')
    .values({ ...mail, sentAt: null })
    .returning('mailId')
    .executeTakeFirstOrThrow();
  return row.mailId;
}

export function markMailSent(db: Db, mailId: number, sentAt: string): Promise<unknown> {
  return db.updateTable('mailOutbox').set({ sentAt }).where('mailId', '=', mailId).execute();
}

/** The newest messages of the outbox (admin view, development mode only). */
export function latestMails(db: Db, limit = 50) {
  return db
    .selectFrom('mailOutbox')
    .select(['mailId', 'recipient', 'subject', 'bodyText', 'createdAt', 'sentAt'])
    .orderBy('mailId', 'desc')
    .limit(limit)
    .execute();
}
