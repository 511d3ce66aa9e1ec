/** The German confirmation of an order, sent through the mail module after checkout. */
import {
  BOARD_OPTIONS,
  CANCELLATION_TEXTS,
  CANCELLATION_TERMS_LINES,
  ORDER_WORKSHOP_STATUS_LABELS,
  PARTICIPANT_KIND_LABELS,
  berlinDayOf,
  berlinDayRange,
  formatPrice,
  netPriceText,
  vatTotalsOfEuros,
  participantName,
  type Order,
} from '@amb/shared-contracts';
import type { MailMessage } from '../mail';

// Written on every checkout: the Berlin days come from the light (Intl) rules, the same days as the pages'
// moment `formatDate`, at a tenth of a checkout's CPU less (bench:booking profile).

export function confirmationMail(to: string, order: Order): MailMessage {
  const lines = [
    'Guten Tag,',
    '',
    `vielen Dank für Ihre Bestellung ${order.orderNumber} bei der Akademie für Mitbestimmung.`,
    '',
  ];
  for (const item of order.items) {
    lines.push(`${item.themeTitle} (${berlinDayRange(item.startDate, item.endDate)})`);
    for (const p of item.participants) {
      const name = participantName(p);
      const kind =
        p.kind === 'reservation' && p.reservedUntil
          ? `${PARTICIPANT_KIND_LABELS.reservation} bis ${berlinDayOf(p.reservedUntil)}`
          : PARTICIPANT_KIND_LABELS[p.kind];
      lines.push(
        `  ${p.position}. Teilnehmer: ${name} – ${kind}, ${BOARD_OPTIONS[p.hotelOverNightOption]}, ${netPriceText(p.price)}${p.unionMember ? ' (Mitgliederpreis)' : ''}`,
      );
      // A conference participant's workshops with their times and what each holds.
      for (const w of p.workshops) {
        lines.push(
          `     Workshop ${w.code} „${w.title}“, ${berlinDayOf(w.day)}, ${w.startsAt}–${w.endsAt} Uhr: ${ORDER_WORKSHOP_STATUS_LABELS[w.status]}`,
        );
      }
    }
    lines.push('');
  }
  lines.push(
    ...vatTotalsOfEuros(order.total).lines.map((line) => `${line.label}: ${formatPrice(line.amountCents / 100)}`),
    '',
  );
  const o = order.options;
  lines.push('Rechnungsadresse:', o.company, `${o.street} ${o.streetNumber}`, `${o.postalCode} ${o.city}`);
  if (o.purchaseOrderNumber) lines.push(`Bestellnummer: ${o.purchaseOrderNumber}`);
  if (o.costCentre) lines.push(`Kostenstelle: ${o.costCentre}`);
  lines.push('', `${CANCELLATION_TEXTS.title}:`, ...CANCELLATION_TERMS_LINES.map((line) => `- ${line}`));
  lines.push('', 'Mit freundlichen Grüßen', 'Ihre Akademie für Mitbestimmung');
  return { to, subject: `Ihre Bestellung ${order.orderNumber}`, text: lines.join('\n') };
}
