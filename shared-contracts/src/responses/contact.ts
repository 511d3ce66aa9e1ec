/** POST /api/contact-request: 201 with the stored request's id and the sentence the page confirms with. */
export interface ContactRequestResponse {
  requestId: number;
  message: string;
}

/** What the contact page says after sending, and what the mail's subject is. */
export const CONTACT_TEXTS = {
  sent: 'Vielen Dank für Ihre Nachricht. Wir haben sie erhalten und antworten Ihnen in der Regel innerhalb von zwei Werktagen. Eine Bestätigung ist per E-Mail unterwegs.',
  mailSubject: 'Ihre Nachricht an die Akademie für Mitbestimmung',
} as const;
