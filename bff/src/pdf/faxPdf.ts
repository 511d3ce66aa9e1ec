/**
 * /seminare/warenkorb/fax-pdf/{id}: the online fax's registration as a form to sign, stamp and fax to the
 * academy — the event, the participants with the degressive price of their position, the billing address,
 * the cancellation terms, and lines for place, date, signature and stamp.
 */
import {
  ACADEMY_CONTACT,
  BOARD_OPTIONS,
  CANCELLATION_TERMS_LINES,
  CANCELLATION_TEXTS,
  PARTICIPANT_KIND_LABELS,
  VAT_TEXTS,
  formatDateRange,
  formatPrice,
  participantLabel,
  priceForParticipant,
  totalPrice,
  type CostCalculatorResponse,
  type OrderOptionsInput,
  type ParticipantInput,
} from '@amb/shared-contracts';
import { vatTotalsPdf } from './vatTotalsPdf';
import { contentWidth, facts, finishPdf, heading, paragraph, PDF_COLORS, startPdf } from './brandedPdf';
import { table } from './pdfTable';

export interface FaxPdfInput {
  event: CostCalculatorResponse;
  participants: readonly ParticipantInput[];
  options: OrderOptionsInput;
  pageUrl: string;
  printedAt: Date;
}

export const FAX_TEXTS = {
  title: 'Anmeldung per Fax',
  to: `An: ${ACADEMY_CONTACT.name}, ${ACADEMY_CONTACT.street}, ${ACADEMY_CONTACT.postalCode} ${ACADEMY_CONTACT.city}`,
  fax: `Fax: ${ACADEMY_CONTACT.fax}`,
  phone: `Telefon bei Fragen: ${ACADEMY_CONTACT.phone}`,
  sign: 'Hiermit melden wir die oben genannten Teilnehmer verbindlich an; die Stornobedingungen haben wir zur Kenntnis genommen.',
  signatureLines: ['Ort, Datum', 'Unterschrift', 'Stempel'],
} as const;

const personName = (p: ParticipantInput) => [p.salutation, p.title, p.firstname, p.lastname].filter(Boolean).join(' ');

function signatureLine(doc: PDFKit.PDFDocument, label: string): void {
  doc.moveDown(2.2);
  const left = doc.page.margins.left;
  const y = doc.y;
  doc
    .moveTo(left, y)
    .lineTo(left + contentWidth(doc) * 0.6, y)
    .lineWidth(0.75)
    .strokeColor(PDF_COLORS.ink)
    .stroke();
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(PDF_COLORS.muted)
    .text(label, left, y + 3);
}

export function faxPdf({ event, participants, options, pageUrl, printedAt }: FaxPdfInput): Promise<Buffer> {
  const meta = { title: `${FAX_TEXTS.title}: ${event.themeTitle}`, subject: FAX_TEXTS.title, pageUrl, printedAt };
  const doc = startPdf(meta);
  doc.font('bold').fontSize(20).fillColor(PDF_COLORS.ink).text(FAX_TEXTS.title);
  doc.moveDown(0.3);
  doc.font('bold').fontSize(12).fillColor(PDF_COLORS.brand).text(FAX_TEXTS.fax);
  paragraph(doc, FAX_TEXTS.to);
  paragraph(doc, FAX_TEXTS.phone, PDF_COLORS.muted);

  heading(doc, 'Seminartermin');
  facts(doc, [
    ['Seminar', event.themeTitle],
    ['Datum', formatDateRange(event.startDate, event.endDate)],
    ['Ort', event.hotel ? [event.city, event.hotel.name].filter(Boolean).join(', ') : 'Online'],
    ['Termin-Nr.', String(event.eventId)],
  ]);

  heading(doc, 'Teilnehmer');
  table(
    doc,
    [
      { header: 'Nr.', share: 0.14 },
      { header: 'Name und E-Mail', share: 0.4 },
      { header: 'Übernachtung', share: 0.28 },
      { header: VAT_TEXTS.netColumn, share: 0.18, align: 'right' },
    ],
    participants.map((p, index) => ({
      cells: [
        participantLabel(index + 1),
        `${personName(p)}\n${p.email}${p.brFunction ? `\n${p.brFunction}` : ''}`,
        `${BOARD_OPTIONS[p.hotelOverNightOption]}\n${PARTICIPANT_KIND_LABELS[p.kind]}`,
        formatPrice(priceForParticipant(event.prices, index + 1)),
      ],
    })),
  );
  vatTotalsPdf(doc, totalPrice(event.prices, participants.length));
  doc.moveDown(0.3);
  paragraph(doc, `${VAT_TEXTS.allPricesNet}, Hotelkosten nicht enthalten.`, PDF_COLORS.muted);

  heading(doc, 'Rechnungsadresse');
  facts(doc, [
    ['Firma', options.company],
    ['Anschrift', `${options.street} ${options.streetNumber}, ${options.postalCode} ${options.city}`],
    ...(options.purchaseOrderNumber ? [['Bestellnummer', options.purchaseOrderNumber] as const] : []),
    ...(options.costCentre ? [['Kostenstelle', options.costCentre] as const] : []),
    ...(options.remarks ? [['Bemerkungen', options.remarks] as const] : []),
  ]);

  heading(doc, CANCELLATION_TEXTS.title);
  for (const line of CANCELLATION_TERMS_LINES) paragraph(doc, line);

  if (doc.y > doc.page.height - doc.page.margins.bottom - 170) doc.addPage();
  doc.moveDown(0.8);
  paragraph(doc, FAX_TEXTS.sign);
  for (const label of FAX_TEXTS.signatureLines) signatureLine(doc, label);
  return finishPdf(doc, meta);
}
