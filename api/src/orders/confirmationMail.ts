/**
 * The German confirmation of an order, sent through the mail module after checkout. It names the order by what it
 * holds (a reservation is never called a booking): 'Ihre Buchung', 'Ihre Reservierung', both, or the waiting list.
 */
import {
  BOARD_OPTIONS,
  CANCELLATION_TEXTS,
  CANCELLATION_TERMS_LINES,
  ORDER_WORDS,
  ORDER_WORKSHOP_STATUS_LABELS,
  PARTICIPANT_KIND_LABELS,
  RESERVATION_NOTE,
  VAT_TEXTS,
  berlinDayOf,
  berlinDayRange,
  bookedTotal,
  formatPrice,
  ifBookedText,
  netPriceText,
  orderWordingKind,
  vatTotalsOfEuros,
  participantName,
  type Order,
  type OrderParticipant,
} from '@amb/shared-contracts';
import type { MailMessage } from '../mail';

// Written on every checkout: the Berlin days come from the light (Intl) rules, the same days as the pages'
// moment `formatDate`, at a tenth of a checkout's CPU less (bench:booking profile).

/** A participant's line: what they hold, and their price — due now only for a booking. */
function participantLine(p: OrderParticipant): string {
  const reserved = p.status === 'reserved' || (p.kind === 'reservation' && p.reservedUntil);
  const kind =
    reserved && p.reservedUntil
      ? `${PARTICIPANT_KIND_LABELS.reservation} bis ${berlinDayOf(p.reservedUntil)}`
      : PARTICIPANT_KIND_LABELS[p.kind];
  const price = p.status === 'booked' ? netPriceText(p.price) : ifBookedText(netPriceText(p.price));
  return `  ${p.position}. Teilnehmer: ${participantName(p)} – ${kind}, ${BOARD_OPTIONS[p.hotelOverNightOption]}, ${price}${p.unionMember ? ' (Mitgliederpreis)' : ''}`;
}

export function confirmationMail(to: string, order: Order): MailMessage {
  const participants = order.items.flatMap((item) => item.participants);
  const kind = orderWordingKind(participants);
  const words = ORDER_WORDS[kind];
  const lines = [
    'Guten Tag,',
    '',
    `vielen Dank für Ihre ${words.noun} ${order.orderNumber} bei der Akademie für Mitbestimmung.`,
    '',
  ];
  for (const item of order.items) {
    lines.push(`${item.themeTitle} (${berlinDayRange(item.startDate, item.endDate)})`);
    for (const p of item.participants) {
      lines.push(participantLine(p));
      // A conference participant's workshops with their times and what each holds.
      for (const w of p.workshops) {
        lines.push(
          `     Workshop ${w.code} „${w.title}“, ${berlinDayOf(w.day)}, ${w.startsAt}–${w.endsAt} Uhr: ${ORDER_WORKSHOP_STATUS_LABELS[w.status]}`,
        );
      }
    }
    lines.push('');
  }
  if (kind === 'booking' || kind === 'mixed') {
    lines.push(
      ...vatTotalsOfEuros(bookedTotal(participants)).lines.map(
        (line) => `${line.label}: ${formatPrice(line.amountCents / 100)}`,
      ),
      '',
    );
  } else {
    lines.push(`Jetzt fallen keine Kosten an. ${VAT_TEXTS.allPricesNet}`, '');
  }
  if (kind === 'reservation' || kind === 'mixed') lines.push(RESERVATION_NOTE, '');
  const o = order.options;
  lines.push('Rechnungsadresse:', o.company, `${o.street} ${o.streetNumber}`, `${o.postalCode} ${o.city}`);
  if (o.purchaseOrderNumber) lines.push(`Bestellnummer: ${o.purchaseOrderNumber}`);
  if (o.costCentre) lines.push(`Kostenstelle: ${o.costCentre}`);
  // The terms bind booked seats; a reservation only once it is booked.
  const terms = kind === 'booking' ? CANCELLATION_TEXTS.title : `${CANCELLATION_TEXTS.title} für gebuchte Plätze`;
  lines.push('', `${terms}:`, ...CANCELLATION_TERMS_LINES.map((line) => `- ${line}`));
  lines.push('', 'Mit freundlichen Grüßen', 'Ihre Akademie für Mitbestimmung');
  return { to, subject: `Ihre ${words.noun} ${order.orderNumber}`, text: lines.join('\n') };
}
