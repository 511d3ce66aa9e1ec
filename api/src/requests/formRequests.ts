/**
 * The one pipeline of every request form: the body is checked with the form's shared schema (as the browser
 * checked it), the form's own checks against the database run and the request is stored in one transaction,
 * and after the commit the sender gets a confirmation through the mail module.
 */
import { ACADEMY_CONTACT, FORM_REQUESTS, type FormRequestKind } from '@amb/shared-contracts';
import type { AnyObjectSchema, InferType } from 'yup';
import type { Db } from '../db/types';
import type { Mailer, MailMessage } from '../mail';
import { insertFormRequest } from '../repositories/formRequests';
import { requestFields } from './requestFields';

/** What every form asks of the sender. */
interface Sender {
  salutation: string;
  firstname: string;
  lastname: string;
  email: string;
}

export interface RequestFormSpec<S extends AnyObjectSchema = AnyObjectSchema> {
  kind: FormRequestKind;
  schema: S;
  /** Fields that may span lines (messages): they keep their line breaks; every other text is one line. */
  multilineFields?: readonly string[];
  /**
   * Inside the transaction, before the insert: the form's checks against the database (throw a 400 with the
   * German message per field) and what to store beside the input (a theme's title, an article's name).
   */
  enrich?: (trx: Db, input: InferType<S>, userId: number | null) => Promise<Record<string, unknown>>;
  /** The mail's sentences between the greeting and the sender's data. */
  intro: (data: Record<string, unknown>) => string[];
}

/** The same salutation in every mail: "Guten Tag Frau Koch," or, without Frau/Herr, the full name. */
export function greeting(sender: Sender): string {
  return ['Frau', 'Herr'].some((s) => sender.salutation.startsWith(s))
    ? `Guten Tag ${sender.salutation} ${sender.lastname},`
    : `Guten Tag ${sender.firstname} ${sender.lastname},`;
}

function confirmation(kind: FormRequestKind, spec: RequestFormSpec, data: Record<string, unknown>): MailMessage {
  const sender = data as unknown as Sender;
  const fields = requestFields(kind, data);
  return {
    to: sender.email,
    subject: FORM_REQUESTS[kind].mailSubject,
    text: [
      greeting(sender),
      '',
      ...spec.intro(data),
      `Fragen? Sie erreichen uns telefonisch unter ${ACADEMY_CONTACT.phone} (${ACADEMY_CONTACT.openingHours.join(', ')}).`,
      '',
      'Ihre Angaben:',
      ...fields.map((field) => `${field.label}: ${field.value}`),
      '',
      'Mit freundlichen Grüßen',
      `Ihre ${ACADEMY_CONTACT.name}`,
    ].join('\n'),
  };
}

export async function submitFormRequest<S extends AnyObjectSchema>(
  db: Db,
  mailer: Mailer,
  spec: RequestFormSpec<S>,
  input: InferType<S>,
  userId: number | null,
  now: Date,
): Promise<number> {
  const { requestId, data } = await db.transaction().execute(async (trx) => {
    const extra = spec.enrich ? await spec.enrich(trx, input, userId) : {};
    // The schema has stripped every field it does not know: what is stored is the checked input.
    const stored: Record<string, unknown> = { ...(input as Record<string, unknown>), ...extra };
    const sender = input as unknown as Sender;
    const id = await insertFormRequest(trx, {
      kind: spec.kind,
      userId,
      name: `${sender.firstname} ${sender.lastname}`,
      email: sender.email,
      data: stored,
      createdAt: now.toISOString(),
    });
    return { requestId: id, data: stored };
  });
  // After the commit: the request is stored whether or not the mail goes out (the outbox keeps a row).
  await mailer.send(db, confirmation(spec.kind, spec as unknown as RequestFormSpec, data), now);
  return requestId;
}
