import { FORM_REQUESTS } from '../requestForms';
import type { FormRequestResponse } from './requestForms';

/** POST /api/contact-request: 201 with the stored request's id and the sentence the page confirms with. */
export type ContactRequestResponse = FormRequestResponse;

/** What the contact page says after sending, and what the mail's subject is. */
export const CONTACT_TEXTS = {
  sent: FORM_REQUESTS.contact.sent,
  mailSubject: FORM_REQUESTS.contact.mailSubject,
} as const;
