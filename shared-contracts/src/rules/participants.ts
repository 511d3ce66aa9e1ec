/** How a participant of a cart or an order reads in mails, PDFs and pages: the name, the seat's state. */

/** 'Frau Dr. Anna Schneider'; the salutation 'Keine Angabe' is not printed. */
export function participantName(p: { salutation: string; title: string; firstname: string; lastname: string }): string {
  return [p.salutation === 'Keine Angabe' ? '' : p.salutation, p.title, p.firstname, p.lastname]
    .filter(Boolean)
    .join(' ');
}

/** The state of an order participant's seat. */
export const ORDER_STATUS_LABELS = {
  booked: 'gebucht',
  reserved: 'reserviert',
  waiting: 'auf der Warteliste',
  expired: 'Reservierung abgelaufen',
  cancelled: 'storniert',
} as const;
