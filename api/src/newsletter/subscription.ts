/**
 * The footer's newsletter sign-up with double opt-in: a pending row and a mail with a confirm link on the site the
 * visitor signed up on; the link confirms. The answer never says whether an address was known.
 */
import { API_ROUTES, NEWSLETTER_CONFIRM_TTL_MS, NEWSLETTER_MESSAGES, buildPath } from '@amb/shared-contracts';
import { normaliseEmail } from '../accounts/email';
import { randomToken, sha256Hex } from '../auth/crypto';
import type { Db } from '../db/types';
import type { Mailer, MailMessage } from '../mail';
import { confirmSubscription, upsertPendingSubscription } from '../repositories/newsletterSubscriptions';

function confirmMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: NEWSLETTER_MESSAGES.mailSubject,
    text: [
      'Guten Tag,',
      '',
      'vielen Dank für Ihr Interesse an unserem Newsletter. Bitte bestätigen Sie Ihre Anmeldung über diesen Link:',
      '',
      link,
      '',
      'Der Link ist sieben Tage gültig. Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail bitte: Ohne Ihre Bestätigung erhalten Sie keinen Newsletter.',
      '',
      'Mit freundlichen Grüßen',
      'Ihre Akademie für Mitbestimmung',
    ].join('\n'),
    // The link confirms whoever opens it: with delivery its body is not kept in the outbox.
    secret: true,
  };
}

export async function requestSubscription(
  db: Db,
  mailer: Mailer,
  { email, origin, now }: { email: string; origin: string; now: Date },
): Promise<void> {
  const address = normaliseEmail(email);
  const token = randomToken(32);
  const pending = await upsertPendingSubscription(db, {
    email: address,
    tokenHash: sha256Hex(token),
    tokenExpiresAt: new Date(now.getTime() + NEWSLETTER_CONFIRM_TTL_MS).toISOString(),
    requestedAt: now.toISOString(),
  });
  if (!pending) return;
  const link = `${origin}${buildPath(API_ROUTES.newsletterSubscriptionConfirm.path, {}, { token })}`;
  await mailer.send(db, confirmMail(address, link), now);
}

/** True when the token confirmed a sign-up (or had confirmed it before). */
export function confirmSubscriptionToken(db: Db, token: unknown, now: Date): Promise<boolean> {
  if (typeof token !== 'string' || token === '' || token.length > 200) return Promise.resolve(false);
  return confirmSubscription(db, sha256Hex(token), now.toISOString());
}
