/**
 * An in-house request: checked with the shared form schema (as the browser checked it), stored in one
 * transaction with the theme it names, then confirmed to the requester through the mail module.
 */
import type { InhouseRequestInput } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { validationFailed } from '../http/errors';
import type { Mailer, MailMessage } from '../mail';
import { findThemeRow } from '../repositories/cataloguePages';
import { insertInhouseRequest } from '../repositories/inhouseRequests';

export const INHOUSE_CONFIRMATION_SUBJECT = 'Ihre Inhouse-Anfrage bei der Akademie für Mitbestimmung';

function confirmation(input: InhouseRequestInput, themeTitle: string): MailMessage {
  const greeting = ['Frau', 'Herr'].some((s) => input.salutation.startsWith(s))
    ? `Guten Tag ${input.salutation} ${input.lastname},`
    : `Guten Tag ${input.firstname} ${input.lastname},`;
  return {
    to: input.email,
    subject: INHOUSE_CONFIRMATION_SUBJECT,
    text: [
      greeting,
      '',
      `vielen Dank für Ihre Anfrage zum Inhouse-Seminar „${themeTitle}“ für ${input.company}.`,
      `Wir haben sie mit ${input.participants} Teilnehmenden erhalten und melden uns in Kürze mit einem Angebot bei Ihnen.`,
      '',
      'Ihre Nachricht:',
      input.message,
      '',
      'Mit freundlichen Grüßen',
      'Ihre Akademie für Mitbestimmung',
    ].join('\n'),
  };
}

export async function submitInhouseRequest(
  db: Db,
  mailer: Mailer,
  input: InhouseRequestInput,
  userId: number | null,
  now: Date,
): Promise<number> {
  const { requestId, themeTitle } = await db.transaction().execute(async (trx) => {
    const theme = await findThemeRow(trx, { themeId: input.themeId });
    if (!theme) throw validationFailed({ themeId: 'Dieses Seminar gibt es nicht.' });
    // The schema has stripped every field it does not know: the input is exactly the request's columns.
    const id = await insertInhouseRequest(trx, { ...input, userId, createdAt: now.toISOString() });
    return { requestId: id, themeTitle: theme.title };
  });
  // After the commit: the request is stored whether or not the mail goes out (the outbox keeps a row).
  await mailer.send(db, confirmation(input, themeTitle), now);
  return requestId;
}
