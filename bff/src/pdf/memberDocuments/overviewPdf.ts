/**
 * /api-meinamb/overview-pdf?jahr=: every seminar of a year the member ordered (bookings, reservations, waiting
 * lists) with participants, states and prices, and the total of the booked seats.
 */
import {
  DOCUMENT_TITLES,
  ORDER_STATUS_LABELS,
  VAT_TEXTS,
  ORDER_NUMBER_LABEL,
  formatDateRange,
  type MemberOverviewResponse,
} from '@amb/shared-contracts';
import { participantPriceCell } from '../orderCostsPdf';
import { vatTotalsPdf } from '../vatTotalsPdf';
import { facts, finishPdf, heading, paragraph, PDF_COLORS, startPdf } from '../brandedPdf';
import { table } from '../pdfTable';

export interface OverviewPdfInput extends MemberOverviewResponse {
  pageUrl: string;
  printedAt: Date;
}

export function overviewPdf({ year, bookings, totalCents, pageUrl, printedAt }: OverviewPdfInput): Promise<Buffer> {
  const title = `${DOCUMENT_TITLES.overview} ${year}`;
  const options = { title, subject: title, pageUrl, printedAt };
  const doc = startPdf(options);
  doc.font('bold').fontSize(18).fillColor(PDF_COLORS.ink).text(title);
  if (bookings.length === 0) {
    doc.moveDown(0.6);
    paragraph(doc, `Für ${year} gibt es in Ihrem Konto keine Seminare.`);
  }
  for (const booking of bookings) {
    heading(doc, booking.themeTitle);
    facts(doc, [
      ['Termin', formatDateRange(booking.startDate, booking.endDate)],
      [ORDER_NUMBER_LABEL, booking.orderNumber],
    ]);
    doc.moveDown(0.3);
    table(
      doc,
      [
        { header: 'Teilnehmer', share: 0.5 },
        { header: 'Status', share: 0.28 },
        { header: VAT_TEXTS.netColumn, share: 0.22, align: 'right' },
      ],
      booking.participants.map((p) => ({
        cells: [p.name, ORDER_STATUS_LABELS[p.status], participantPriceCell(p.status, p.priceCents / 100)],
      })),
    );
  }
  vatTotalsPdf(doc, totalCents / 100, 'Summe der gebuchten Teilnahmen netto');
  return finishPdf(doc, options);
}
