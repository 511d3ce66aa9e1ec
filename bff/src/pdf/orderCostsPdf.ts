import {
  RESERVATION_NOTE,
  VAT_TEXTS,
  bookedTotal,
  formatPrice,
  seatPriceText,
  type OrderParticipantStatus,
  type OrderWordingKind,
} from '@amb/shared-contracts';
import { paragraph, PDF_COLORS } from './brandedPdf';
import { vatTotalsPdf } from './vatTotalsPdf';

/**
 * A participant's net price in a table: due for a booked seat; 'bei Buchung 790,00 €' for a reserved or waiting one;
 * none for a seat that was cancelled or ran out.
 */
export function participantPriceCell(status: OrderParticipantStatus, price: number): string {
  return seatPriceText(status, formatPrice(price)) ?? '–';
}

/**
 * The foot of an order's paper by what it holds: the total of the booked seats (net, VAT, gross); for reservations or
 * a waiting list alone, that nothing is due now; for reservations, that they are free until booked.
 */
export function orderCostsPdf(
  doc: PDFKit.PDFDocument,
  kind: OrderWordingKind,
  participants: ReadonlyArray<{ status: OrderParticipantStatus; price: number }>,
): void {
  if (kind === 'booking' || kind === 'mixed') vatTotalsPdf(doc, bookedTotal(participants));
  else {
    doc.moveDown(0.6);
    paragraph(doc, `Jetzt fallen keine Kosten an. ${VAT_TEXTS.allPricesNet}`);
  }
  if (kind === 'reservation' || kind === 'mixed') {
    doc.moveDown(0.3);
    paragraph(doc, RESERVATION_NOTE, PDF_COLORS.muted);
  }
}
