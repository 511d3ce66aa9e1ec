/** /api-meinamb/certificate-pdf/{participant}: the attendance certificate of a booked participant after the event. */
import {
  BRAND_NAME,
  DOCUMENT_TITLES,
  formatDate,
  formatDateRange,
  type MemberCertificateResponse,
} from '@amb/shared-contracts';
import { facts, finishPdf, PDF_COLORS, startPdf } from '../brandedPdf';

export interface CertificatePdfInput extends MemberCertificateResponse {
  pageUrl: string;
  printedAt: Date;
}

export function certificatePdf({ certificate: c, pageUrl, printedAt }: CertificatePdfInput): Promise<Buffer> {
  const options = {
    title: `${DOCUMENT_TITLES.certificate} ${c.participantName}`,
    subject: `${DOCUMENT_TITLES.certificate}: ${c.themeTitle}`,
    pageUrl,
    printedAt,
  };
  const doc = startPdf(options);
  const center = { align: 'center' as const };
  doc.moveDown(2);
  doc.font('bold').fontSize(24).fillColor(PDF_COLORS.ink).text(DOCUMENT_TITLES.certificate, center);
  doc.moveDown(1.5);
  doc.font('regular').fontSize(12).text('Hiermit bestätigen wir, dass', center);
  doc.moveDown(0.6);
  doc.font('bold').fontSize(16).text(c.participantName, center);
  doc.moveDown(0.6);
  const conference = c.workshops.length > 0;
  doc
    .font('regular')
    .fontSize(12)
    .text(conference ? 'an der Fachtagung' : 'am Seminar', center);
  doc.moveDown(0.6);
  doc.font('bold').fontSize(14).fillColor(PDF_COLORS.brand).text(c.themeTitle, center);
  doc.moveDown(0.6);
  const days = c.days === 1 ? '1 Tag' : `${c.days} Tage`;
  doc
    .font('regular')
    .fontSize(12)
    .fillColor(PDF_COLORS.ink)
    .text(`vom ${formatDateRange(c.startDate, c.endDate)} (${days})`, center)
    .text(`Ort: ${c.venue}`, center);
  doc.moveDown(0.6);
  // A conference's certificate names the workshops attended (the employer sees what was learnt).
  if (conference) {
    doc.text('einschließlich der Workshops', center);
    for (const workshop of c.workshops) doc.font('bold').text(workshop, center);
    doc.font('regular').moveDown(0.6);
  }
  doc.text('teilgenommen hat.', center);
  doc.moveDown(3);
  facts(doc, [
    ['Buchungsnummer', c.orderNumber],
    ['Ausgestellt am', formatDate(printedAt)],
  ]);
  doc.moveDown(1);
  doc.font('bold').fontSize(11).text(BRAND_NAME);
  return finishPdf(doc, options);
}
