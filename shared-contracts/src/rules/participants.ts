import { declineSalutation, type GrammaticalCase } from './germanWording';

/** How a participant of a cart or an order reads in mails, PDFs and pages: the name, the seat's state. */

/**
 * 'Frau Dr. Anna Schneider'; the salutation 'Keine Angabe' is not printed. In another case than the nominative
 * 'Herr' is declined: 'Stornieren Sie Herrn Jan Meier'.
 */
export function participantName(
  p: { salutation: string; title: string; firstname: string; lastname: string },
  grammaticalCase: GrammaticalCase = 'nominative',
): string {
  const salutation = p.salutation === 'Keine Angabe' ? '' : declineSalutation(p.salutation, grammaticalCase);
  return [salutation, p.title, p.firstname, p.lastname].filter(Boolean).join(' ');
}

/** The state of an order participant's seat. */
export const ORDER_STATUS_LABELS = {
  booked: 'gebucht',
  reserved: 'reserviert',
  waiting: 'auf der Warteliste',
  expired: 'Reservierung abgelaufen',
  cancelled: 'storniert',
} as const;
