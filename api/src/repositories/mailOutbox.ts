/** mail_outbox: one row per message the api sent or would have sent, with its delivery state. */
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

/** The files stored with a message, in their order (a delivery job sends them with it). */
export function findAttachments(db: Db, mailId: number) {
  return db
    .selectFrom('mailAttachments')
    .select(['filename', 'contentType', 'content'])
    .where('mailId', '=', mailId)
    .orderBy('position')
    .execute();
}

export function findMail(db: Db, mailId: number) {
  return db
    .selectFrom('mailOutbox')
    .select(['mailId', 'recipient', 'subject', 'bodyText', 'sentAt', 'failedAt'])
    .where('mailId', '=', mailId)
    .executeTakeFirst();
}

export function markMailSent(db: Db, mailId: number, sentAt: string): Promise<unknown> {
  return db
    .updateTable('mailOutbox')
    .set((eb) => ({ sentAt, attempts: eb('attempts', '+', 1), lastError: null }))
    .where('mailId', '=', mailId)
    .execute();
}

/** A failed attempt: counted, with its error (the job is retried or given up by the queue). */
export function recordMailAttempt(db: Db, mailId: number, error: string): Promise<unknown> {
  return db
    .updateTable('mailOutbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), lastError: error }))
    .where('mailId', '=', mailId)
    .execute();
}

/** Delivery given up (the dead-letter state): the row says when and why. */
export function markMailFailed(db: Db, mailId: number, failedAt: string, reason: string): Promise<unknown> {
  return db
    .updateTable('mailOutbox')
    .set({ failedAt, lastError: reason })
    .where('mailId', '=', mailId)
    .where('sentAt', 'is', null)
    .execute();
}

/** Messages neither sent nor given up whose body is stored: what an embedded queue's previous process left. */
export async function pendingMailIds(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('mailOutbox')
    .select('mailId')
    .where('sentAt', 'is', null)
    .where('failedAt', 'is', null)
    .where('bodyText', '<>', '')
    .orderBy('mailId')
    .execute();
  return rows.map((row) => row.mailId);
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
