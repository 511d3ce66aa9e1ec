/**
 * The one way mail leaves the api. Every message gets a row in mail_outbox (recipient, subject, times, delivery
 * state). With delivery configured (SMTP_URL; required in production mode) the row is the message and a
 * background job (`mail-delivery`) its delivery: both are written in the caller's transaction, so a mail exists
 * exactly when what it announces was committed, and it is sent once whichever api process takes the job,
 * retried with backoff while SMTP fails, and marked failed (its dead-letter state) after the last attempt.
 * A message that carries a secret (a password-reset link) keeps no body in the row: nobody with database or
 * admin access can read a live link. Its text exists only in the process that wrote it, which sends it
 * right after the commit; if that fails the row is marked failed and the user asks for a new link.
 * Without delivery (local development) the row keeps the body, so the outbox page can stand in for a mailbox.
 */
import { createTransport } from 'nodemailer';
import { embeddedQueue } from '../background/embeddedQueue';
import type { BackgroundQueue, QueuedJob } from '../background/queue';
import type { Db } from '../db/types';
import {
  findAttachments,
  findMail,
  insertAttachments,
  insertMail,
  markMailFailed,
  markMailSent,
  pendingMailIds,
  recordMailAttempt,
} from '../repositories/mailOutbox';

/** A file sent with a message (a calendar entry): stored with the outbox row, so the message is what was written. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The text holds a secret (e.g. a password-reset link): with delivery its body is never stored. */
  secret?: boolean;
  attachments?: MailAttachment[];
}

/** A message with its outbox row, written but not yet delivered. */
export interface QueuedMail {
  mailId: number;
  message: MailMessage;
  /** The delivery job written with the row (none for a secret, or without delivery). */
  job?: QueuedJob<'mail-delivery'>;
}

export interface Mailer {
  /** True when messages are really sent (SMTP or an injected transport), false when they only land in the outbox. */
  readonly delivers: boolean;
  /** The queue the delivery jobs go to (the app registers their handler on it). */
  readonly background: BackgroundQueue;
  /** Outbox row and delivery job in one transaction, then the delivery is dispatched. */
  send(db: Db, message: MailMessage, now: Date): Promise<void>;
  /**
   * Only the outbox row and its delivery job, in the caller's transaction: the message exists exactly when what
   * it announces was committed. `deliver` it after the commit.
   */
  enqueue(trx: Db, message: MailMessage, now: Date): Promise<QueuedMail>;
  /** After the commit: dispatches the delivery job (the embedded queue sends now), or sends a secret at once. */
  deliver(db: Db, queued: QueuedMail): Promise<void>;
  /** One delivery attempt of a stored message (the job's handler): sends it unless it was sent already. */
  deliverStored(db: Db, mailId: number): Promise<void>;
  /** After the last attempt: the row is marked failed with the last error. */
  giveUp(db: Db, mailId: number, error: unknown): Promise<void>;
  /** Rows whose delivery a previous process left undone (for the embedded queue's start). */
  pending(db: Db): Promise<number[]>;
}

/** What actually transmits a message (nodemailer in production, a fake in tests). */
export type MailTransport = (message: MailMessage & { from: string }) => Promise<void>;

export interface MailerOptions {
  /** smtp(s)://user:pass@host:port; without it mail stays in the outbox. */
  smtpUrl?: string;
  from?: string;
  transport?: MailTransport;
  logError?: (error: unknown) => void;
  /** Where delivery jobs go (default: an embedded queue of this process). */
  background?: BackgroundQueue;
}

/** Delivers mails queued in a transaction, after its commit. */
export async function deliverAll(db: Db, mailer: Mailer, mails: readonly QueuedMail[]): Promise<void> {
  for (const mail of mails) await mailer.deliver(db, mail);
}

export const DEFAULT_MAIL_FROM = 'Akademie für Mitbestimmung <noreply@amb.example.de>';

/** Stored as the reason of a secret whose only attempt failed: its text was never stored, so it cannot be retried. */
export const SECRET_NOT_RETRIED = 'Inhalt nicht gespeichert (enthält einen geheimen Link); kein weiterer Versuch';

/** Tries `write` again a few times over about ten seconds before giving up with its last error. */
async function persistently(write: () => Promise<unknown>, attempts = 6): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await write();
      return;
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** (attempt - 1)));
    }
  }
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export function createMailer({
  smtpUrl,
  from = DEFAULT_MAIL_FROM,
  transport,
  logError,
  background = embeddedQueue(),
}: MailerOptions = {}): Mailer {
  let send = transport;
  if (!send && smtpUrl) {
    const smtp = createTransport(smtpUrl);
    send = async (message) => {
      await smtp.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        attachments: message.attachments?.map((a) => ({
          filename: a.filename,
          content: a.content,
          contentType: a.contentType,
        })),
      });
    };
  }
  const log = logError ?? ((e: unknown) => console.error('Mailversand fehlgeschlagen / mail delivery failed:', e));

  /** One attempt; the row counts it and keeps the error (the attempt's failure is thrown on to the queue). */
  async function attempt(db: Db, mailId: number, message: MailMessage): Promise<void> {
    try {
      await send!({ ...message, from });
    } catch (error) {
      await recordMailAttempt(db, mailId, errorText(error));
      throw error;
    }
    // Sent: should the database be gone for a moment (a restart), a retry of the job would send it again; the
    // mark is tried a little longer first.
    await persistently(() => markMailSent(db, mailId, new Date().toISOString()));
  }

  const mailer: Mailer = {
    delivers: send !== undefined,
    background,
    async send(db, message, now) {
      if (db.isTransaction) {
        // Called inside the caller's transaction: the row and its job commit with it. The delivery is dispatched
        // a moment later: the embedded queue's job then reads the row once the commit is through (SQLite has one
        // connection; a rolled-back row is simply not there); a durable queue needs nothing.
        // A secret's text exists only here: it goes out at once, inside the transaction, as it always did.
        const queued = await mailer.enqueue(db, message, now);
        if (queued.job) setImmediate(() => void background.dispatch(queued.job));
        else await mailer.deliver(db, queued);
        return;
      }
      await mailer.deliver(db, await db.transaction().execute((trx) => mailer.enqueue(trx, message, now)));
    },
    async enqueue(trx, message, now) {
      const secret = send !== undefined && message.secret === true;
      const mailId = await insertMail(trx, {
        recipient: message.to,
        subject: message.subject,
        bodyText: secret ? '' : message.text,
        createdAt: now.toISOString(),
      });
      if (message.attachments?.length) await insertAttachments(trx, mailId, message.attachments);
      if (!send || secret) return { mailId, message };
      return { mailId, message, job: await background.add(trx, 'mail-delivery', { mailId }) };
    },
    async deliver(db, queued) {
      if (!send) return;
      if (queued.job) {
        await background.dispatch(queued.job);
        return;
      }
      // A secret: its text is only here. The SMTP error never reaches the client.
      try {
        await attempt(db, queued.mailId, queued.message);
      } catch (error) {
        log(error);
        await markMailFailed(db, queued.mailId, new Date().toISOString(), SECRET_NOT_RETRIED);
      }
    },
    async deliverStored(db, mailId) {
      const row = await findMail(db, mailId);
      // Sent already (a retry after the send but before its mark), given up, or gone: nothing to do.
      if (!row || row.sentAt !== null || row.failedAt !== null || !send) return;
      const attachments = await findAttachments(db, mailId);
      await attempt(db, mailId, { to: row.recipient, subject: row.subject, text: row.bodyText, attachments });
    },
    async giveUp(db, mailId, error) {
      await markMailFailed(db, mailId, new Date().toISOString(), errorText(error));
    },
    pending: (db) => (send ? pendingMailIds(db) : Promise.resolve([])),
  };
  return mailer;
}

/** The delivery job of the outbox: one attempt per run, the row marked failed after the last. */
export function handleMailDelivery(background: BackgroundQueue, db: Db, mailer: Mailer): void {
  background.handle('mail-delivery', {
    run: ({ mailId }) => mailer.deliverStored(db, mailId),
    dead: ({ mailId }, error) => mailer.giveUp(db, mailId, error),
    pending: async () => (await mailer.pending(db)).map((mailId) => ({ mailId })),
  });
}
