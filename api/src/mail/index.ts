/**
 * The one way mail leaves the api: every message is written to mail_outbox (admins can read it); with
 * SMTP_URL set it is also sent through nodemailer and marked sent.
 */
import { createTransport } from 'nodemailer';
import type { Db } from '../db/types';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(db: Db, message: MailMessage, now: Date): Promise<void>;
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
      await smtp.sendMail({ from: message.from, to: message.to, subject: message.subject, text: message.text });
    };
  }
  return {
    async send(db, message, now) {
      const row = await db
        .insertInto('mailOutbox')
        .values({
          recipient: message.to,
          subject: message.subject,
          bodyText: message.text,
          createdAt: now.toISOString(),
          sentAt: null,
        })
        .returning('mailId')
        .executeTakeFirstOrThrow();
      if (!send) return;
      try {
        await send({ ...message, from });
        await db
          .updateTable('mailOutbox')
          .set({ sentAt: new Date().toISOString() })
          .where('mailId', '=', row.mailId)
          .execute();
      } catch (error) {
        // The message stays unsent in the outbox; the SMTP error never reaches the client.
        (logError ?? ((e: unknown) => console.error('Mailversand fehlgeschlagen / mail delivery failed:', e)))(error);
      }
    },
  };
}

/** The newest messages of the outbox (admin view). */
export async function latestMails(db: Db, limit = 50) {
  return db
    .selectFrom('mailOutbox')
    .select(['mailId', 'recipient', 'subject', 'bodyText', 'createdAt', 'sentAt'])
    .orderBy('mailId', 'desc')
    .limit(limit)
    .execute();
}
