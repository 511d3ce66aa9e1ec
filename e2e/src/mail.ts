import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROUTES } from '@amb/shared-contracts';
import { e2eContext } from './context';
import type { HttpVisitor } from './http';

/** A message as the run's SMTP server received it (harness/mailSink.cjs). */
export interface CapturedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  date: string;
  /** Files sent with it (a calendar entry), their text as UTF-8. */
  attachments: Array<{ filename: string; contentType: string; content: string }>;
}

export function capturedMails(): CapturedMail[] {
  const dir = e2eContext().mailDir;
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as CapturedMail);
}

/** The newest mail to `recipient` received after `since` mails, waiting up to `timeoutMs` for it. */
export async function waitForMail(recipient: string, since: number, timeoutMs = 10_000): Promise<CapturedMail> {
  const started = Date.now();
  for (;;) {
    const mail = capturedMails()
      .slice(since)
      .reverse()
      .find((m) => m.to.includes(recipient));
    if (mail) return mail;
    if (Date.now() - started > timeoutMs) throw new Error(`Keine E-Mail an ${recipient} nach ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The password-reset link of a mail (the api writes it on a line of its own). */
export function resetLinkOf(mail: CapturedMail): string {
  const match = /^https?:\/\/\S+\/kundenportal\/passwort-zuruecksetzen\/\S+$/m.exec(mail.text);
  if (!match) throw new Error(`Kein Link zum Zurücksetzen in: ${mail.text}`);
  return match[0];
}

/** The confirmation link of a login e-mail (the api writes it on a line of its own). */
export function confirmationLinkOf(mail: CapturedMail): string {
  const match = /^https?:\/\/\S+\/kundenportal\/e-mail-bestaetigen\/\S+$/m.exec(mail.text);
  if (!match) throw new Error(`Kein Bestätigungslink in: ${mail.text}`);
  return match[0];
}

/**
 * Confirms a newly registered address as its owner would: the link of the mail the run's SMTP sink got
 * (after `since` mails), its token sent by `visitor` the way the link's page sends it.
 */
export async function confirmByMail(visitor: HttpVisitor, email: string, since: number): Promise<void> {
  const token = new URL(confirmationLinkOf(await waitForMail(email, since))).pathname.split('/').at(-1)!;
  const confirmed = await visitor.fetch(API_ROUTES.emailConfirm.path, { method: 'POST', csrf: true, body: { token } });
  if (confirmed.status !== 200) throw new Error(`Bestätigung von ${email}: ${confirmed.status}`);
}
