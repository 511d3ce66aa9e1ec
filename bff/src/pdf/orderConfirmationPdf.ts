/** /seminare/warenkorb/checkout-pdf?bestellung={id}: the confirmation of one of the visitor's orders. */
import {
  CANCELLATION_TERMS_LINES,
  CANCELLATION_TEXTS,
  ORDER_STATUS_LABELS,
  PARTICIPANT_KIND_LABELS,
  VAT_TEXTS,
  formatDate,
  formatDateRange,
  formatPrice,
  formatTime,
  participantName,
  type Order,
  type OrderParticipant,
} from '@amb/shared-contracts';
import { vatTotalsPdf } from './vatTotalsPdf';
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

export function orderConfirmationPdf({ order, pageUrl, printedAt }: OrderConfirmationPdfInput): Promise<Buffer> {
  const options = {
    title: `Bestellbestätigung ${order.orderNumber}`,
    subject: 'Bestellbestätigung Ihrer Seminaranmeldung',
    pageUrl,
    printedAt,
  };
  const doc = startPdf(options);
  doc.font('bold').fontSize(20).fillColor(PDF_COLORS.ink).text('Bestellbestätigung');
  doc.moveDown(0.4);
  facts(doc, [
    ['Bestellnummer', order.orderNumber],
    ['Bestelldatum', formatDate(order.createdAt)],
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
          formatPrice(p.price),
        ],
      })),
    );
  }

  vatTotalsPdf(doc, order.total);

  heading(doc, CANCELLATION_TEXTS.title);
  for (const line of CANCELLATION_TERMS_LINES) paragraph(doc, `• ${line}`);
  return finishPdf(doc, options);
}
