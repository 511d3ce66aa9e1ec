/** mail_outbox: one row per message the api sent or would have sent. */
import { prepared } from '../db/prepared';
import type { Db } from '../db/types';

type NewMail = { recipient: string; subject: string; bodyText: string; createdAt: string };

// Prepared (db/prepared.ts): every checkout queues its confirmation here.
const mailInsert = prepared((db, mail: NewMail) =>
  db
    .insertInto('mailOutbox')
    .values({ ...mail, sentAt: null })
    .returning('mailId'),
);

export async function insertMail(db: Db, mail: NewMail): Promise<number> {
  const [row] = (await mailInsert(db, mail)).rows;
  if (!row) throw new Error('Postausgang: keine Zeile');
  return row.mailId;
}

/** The files of a message, in order, in the transaction of its outbox row. */
export async function insertAttachments(
  db: Db,
  mailId: number,
  attachments: ReadonlyArray<{ filename: string; contentType: string; content: string }>,
): Promise<void> {
  await db
    .insertInto('mailAttachments')
    .values(attachments.map((a, position) => ({ mailId, position, ...a })))
    .execute();
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
