/**
 * The one way mail leaves the api. Every message gets a row in mail_outbox (recipient, subject, times).
 * With delivery configured (SMTP_URL; required in production mode) it is sent through nodemailer and
 * marked sent, and a message that carries a secret (a password-reset link) keeps no body in the row:
 * nobody with database or admin access can read a live link. Without delivery (local development) the
 * row keeps the body, so the outbox page can stand in for a mailbox.
 */
import { createTransport } from 'nodemailer';
import type { Db } from '../db/types';
import { insertAttachments, insertMail, markMailSent } from '../repositories/mailOutbox';

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
}

export interface Mailer {
  /** True when messages are really sent (SMTP or an injected transport), false when they only land in the outbox. */
  readonly delivers: boolean;
  /** Outbox row, then delivery. */
  send(db: Db, message: MailMessage, now: Date): Promise<void>;
  /**
   * Only the outbox row, in the caller's transaction: the message exists exactly when what it announces was
   * committed. `deliver` it after the commit.
   */
  enqueue(trx: Db, message: MailMessage, now: Date): Promise<QueuedMail>;
  deliver(db: Db, queued: QueuedMail): Promise<void>;
}

/** What actually transmits a message (nodemailer in production, a fake in tests). */
export type MailTransport = (message: MailMessage & { from: string }) => Promise<void>;

export interface MailerOptions {
  /** smtp(s)://user:pass@host:port; without it mail stays in the outbox. */
  smtpUrl?: string;
  from?: string;
  transport?: MailTransport;
  logError?: (error: unknown) => void;
}

export const DEFAULT_MAIL_FROM = 'Akademie für Mitbestimmung <noreply@amb.example.de>';

export function createMailer({ smtpUrl, from = DEFAULT_MAIL_FROM, transport, logError }: MailerOptions = {}): Mailer {
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
  const mailer: Mailer = {
    delivers: send !== undefined,
    async send(db, message, now) {
      await mailer.deliver(db, await mailer.enqueue(db, message, now));
    },
    async enqueue(trx, message, now) {
      const mailId = await insertMail(trx, {
        recipient: message.to,
        subject: message.subject,
        bodyText: send && message.secret ? '' : message.text,
        createdAt: now.toISOString(),
      });
      if (message.attachments?.length) await insertAttachments(trx, mailId, message.attachments);
      return { mailId, message };
    },
    async deliver(db, { mailId, message }) {
      if (!send) return;
      try {
        await send({ ...message, from });
        await markMailSent(db, mailId, new Date().toISOString());
      } catch (error) {
        // The row stays unsent; the SMTP error never reaches the client.
        (logError ?? ((e: unknown) => console.error('Mailversand fehlgeschlagen / mail delivery failed:', e)))(error);
      }
    },
  };
  return mailer;
}
