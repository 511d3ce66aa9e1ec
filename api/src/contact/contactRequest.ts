/**
 * A message of the contact form: checked with the shared form schema (as the browser checked it), stored in
 * one transaction, then confirmed to the sender through the mail outbox.
 */
import { ACADEMY_CONTACT, CONTACT_TEXTS, type ContactRequestInput } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import type { Mailer, MailMessage } from '../mail';
import { insertContactRequest } from '../repositories/contactRequests';

function confirmation(input: ContactRequestInput): MailMessage {
  const addressed = ['Frau', 'Herr'].some((s) => input.salutation.startsWith(s))
    ? `Guten Tag ${input.salutation} ${input.lastname},`
    : `Guten Tag ${input.firstname} ${input.lastname},`;
  return {
    to: input.email,
    subject: CONTACT_TEXTS.mailSubject,
    text: [
      addressed,
      '',
      `vielen Dank für Ihre Nachricht zum Betreff „${input.topic}“. Wir antworten Ihnen in der Regel innerhalb von zwei Werktagen.`,
      `Eilt es? Sie erreichen uns telefonisch unter ${ACADEMY_CONTACT.phone} (${ACADEMY_CONTACT.openingHours.join(', ')}).`,
      '',
      'Ihre Nachricht:',
      input.message,
      '',
      'Mit freundlichen Grüßen',
      `Ihre ${ACADEMY_CONTACT.name}`,
    ].join('\n'),
  };
}

export async function submitContactRequest(
  db: Db,
  mailer: Mailer,
  input: ContactRequestInput,
  userId: number | null,
  now: Date,
): Promise<number> {
  const requestId = await db.transaction().execute((trx) =>
    // The schema has stripped every field it does not know: the input is exactly the request's columns.
    insertContactRequest(trx, { ...input, phone: input.phone ?? '', userId, createdAt: now.toISOString() }),
  );
  // After the commit: the message is stored whether or not the mail goes out (the outbox keeps a row).
  await mailer.send(db, confirmation(input), now);
  return requestId;
}
