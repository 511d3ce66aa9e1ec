/**
 * /seminare/warenkorb/checkout-pdf?bestellung={id}: the confirmation of one of the visitor's orders, named by what
 * it holds (Buchungs-, Reservierungs- or both; a reservation is never called a booking).
 */
import {
  CANCELLATION_TERMS_LINES,
  CANCELLATION_TEXTS,
  ORDER_NUMBER_LABEL,
  ORDER_STATUS_LABELS,
  ORDER_WORDS,
  PARTICIPANT_KIND_LABELS,
  VAT_TEXTS,
  formatDate,
  formatDateRange,
  formatTime,
  orderWordingKind,
  participantName,
  type Order,
  type OrderParticipant,
} from '@amb/shared-contracts';
import { orderCostsPdf, participantPriceCell } from './orderCostsPdf';
import { facts, finishPdf, heading, paragraph, PDF_COLORS, startPdf } from './brandedPdf';
import { table } from './pdfTable';

export interface OrderConfirmationPdfInput {
  order: Order;
  /** Address of the PDF itself, for the footer. */
  pageUrl: string;
  printedAt: Date;
}

function reservedUntilText(p: OrderParticipant): string {
  if (p.status !== 'reserved' || !p.reservedUntil) return '–';
  return `${formatDate(p.reservedUntil)}, ${formatTime(p.reservedUntil)} Uhr`;
}

/** The words of an order's confirmation: by what its participants hold. */
export function orderConfirmationWords(order: Order) {
  const kind = orderWordingKind(order.items.flatMap((item) => item.participants));
  return { kind, words: ORDER_WORDS[kind] };
}

export function orderConfirmationPdf({ order, pageUrl, printedAt }: OrderConfirmationPdfInput): Promise<Buffer> {
  const { kind, words } = orderConfirmationWords(order);
  const options = {
    title: `${words.confirmation} ${order.orderNumber}`,
    subject: `${words.confirmation} Ihrer Seminaranmeldung`,
    pageUrl,
    printedAt,
  };
  const doc = startPdf(options);
  doc.font('bold').fontSize(20).fillColor(PDF_COLORS.ink).text(words.confirmation);
  doc.moveDown(0.4);
  facts(doc, [
    [ORDER_NUMBER_LABEL, order.orderNumber],
    [words.placedOn, formatDate(order.createdAt)],
  ]);

  const o = order.options;
  heading(doc, 'Rechnungsanschrift');
  paragraph(doc, [o.company, `${o.street} ${o.streetNumber}`, `${o.postalCode} ${o.city}`].join('\n'));
  const extras: Array<readonly [string, string]> = [];
  if (o.purchaseOrderNumber) extras.push(['Ihre Bestellnummer', o.purchaseOrderNumber]);
  if (o.costCentre) extras.push(['Kostenstelle', o.costCentre]);
  if (o.remarks) extras.push(['Bemerkungen', o.remarks]);
  if (extras.length > 0) {
    doc.moveDown(0.3);
    facts(doc, extras);
  }

  for (const item of order.items) {
    heading(doc, item.themeTitle);
    facts(doc, [['Termin', formatDateRange(item.startDate, item.endDate)]]);
    doc.moveDown(0.3);
    table(
      doc,
      [
        { header: 'Teilnehmer', share: 0.34 },
        { header: 'Art', share: 0.16 },
        { header: 'Status', share: 0.18 },
        { header: 'Reserviert bis', share: 0.16 },
        { header: VAT_TEXTS.netColumn, share: 0.16, align: 'right' },
      ],
      item.participants.map((p) => ({
        cells: [
          `${p.position}. ${participantName(p)}`,
          PARTICIPANT_KIND_LABELS[p.kind],
          ORDER_STATUS_LABELS[p.status],
          reservedUntilText(p),
          participantPriceCell(p.status, p.price),
        ],
      })),
    );
  }

  orderCostsPdf(
    doc,
    kind,
    order.items.flatMap((item) => item.participants),
  );

  // The terms bind booked seats; a reservation only once it is booked.
  heading(doc, kind === 'booking' ? CANCELLATION_TEXTS.title : `${CANCELLATION_TEXTS.title} für gebuchte Plätze`);
  for (const line of CANCELLATION_TERMS_LINES) paragraph(doc, `• ${line}`);
  return finishPdf(doc, options);
}
