/**
 * /api-meinamb/notice-pdf/{order}: the confirmation for the employer (Buchungs- or Reservierungsbestätigung für den
 * Arbeitgeber, by what the order holds): who is sent to which seminar on what legal basis, the states and prices,
 * the billing address.
 */
import {
  BRAND_NAME,
  LEGAL_BASES,
  ORDER_NUMBER_LABEL,
  ORDER_STATUS_LABELS,
  ORDER_WORDS,
  ORDER_WORKSHOP_STATUS_LABELS,
  VAT_TEXTS,
  formatDate,
  formatDateRange,
  orderWordingKind,
  participantName,
  type MemberNoticeResponse,
} from '@amb/shared-contracts';
import { orderCostsPdf, participantPriceCell } from '../orderCostsPdf';
import { facts, finishPdf, heading, paragraph, PDF_COLORS, startPdf } from '../brandedPdf';
import { table } from '../pdfTable';

export interface NoticePdfInput extends MemberNoticeResponse {
  pageUrl: string;
  printedAt: Date;
}

/** The notice's words: by what the order's participants hold. */
export function noticeWords(order: MemberNoticeResponse['order']) {
  const kind = orderWordingKind(order.items.flatMap((item) => item.participants));
  return { kind, words: ORDER_WORDS[kind] };
}

export function noticePdf({ order, booker, pageUrl, printedAt }: NoticePdfInput): Promise<Buffer> {
  const { kind, words } = noticeWords(order);
  const options = {
    title: `${words.notice} ${order.orderNumber}`,
    subject: words.notice,
    pageUrl,
    printedAt,
  };
  const doc = startPdf(options);
  doc.font('bold').fontSize(18).fillColor(PDF_COLORS.ink).text(words.notice);
  doc.moveDown(0.4);
  facts(doc, [
    [ORDER_NUMBER_LABEL, order.orderNumber],
    [words.placedOn, formatDate(order.createdAt)],
    [words.placedBy, booker],
  ]);
  const o = order.options;
  heading(doc, 'Arbeitgeber (Rechnungsanschrift)');
  paragraph(doc, [o.company, `${o.street} ${o.streetNumber}`, `${o.postalCode} ${o.city}`].join('\n'));
  if (o.costCentre) facts(doc, [['Kostenstelle', o.costCentre]]);
  doc.moveDown(0.6);
  paragraph(
    doc,
    `Sehr geehrte Damen und Herren, hiermit bestätigt die ${BRAND_NAME} ${words.noticeText} für Mitglieder Ihres Betriebsrats.`,
  );

  for (const item of order.items) {
    heading(doc, item.themeTitle);
    facts(doc, [['Termin', formatDateRange(item.startDate, item.endDate)]]);
    doc.moveDown(0.3);
    table(
      doc,
      [
        { header: 'Teilnehmer', share: 0.34 },
        { header: 'Rechtsgrundlage', share: 0.24 },
        { header: 'Status', share: 0.2 },
        { header: VAT_TEXTS.netColumn, share: 0.22, align: 'right' },
      ],
      item.participants.map((p) => ({
        cells: [
          participantName(p),
          LEGAL_BASES[p.legalBasis].label,
          ORDER_STATUS_LABELS[p.status],
          participantPriceCell(p.status, p.price),
        ],
      })),
    );
    const bases = [...new Set(item.participants.map((p) => p.legalBasis))];
    for (const basis of bases) paragraph(doc, LEGAL_BASES[basis].sentence, PDF_COLORS.muted);
    // A conference: each participant's workshops with day and time (what the employer releases them for).
    const withWorkshops = item.participants.filter((p) => p.workshops.length > 0);
    if (withWorkshops.length > 0) {
      doc.moveDown(0.3);
      table(
        doc,
        [
          { header: 'Teilnehmer', share: 0.3 },
          { header: 'Workshop', share: 0.46 },
          { header: 'Zeit', share: 0.24 },
        ],
        withWorkshops.flatMap((p) =>
          p.workshops.map((w) => ({
            cells: [
              participantName(p),
              `${w.code} ${w.title}${w.status === 'booked' ? '' : ` (${ORDER_WORKSHOP_STATUS_LABELS[w.status]})`}`,
              `${formatDate(w.day)}, ${w.startsAt}–${w.endsAt}`,
            ],
          })),
        ),
      );
    }
  }
  orderCostsPdf(
    doc,
    kind,
    order.items.flatMap((item) => item.participants),
  );
  return finishPdf(doc, options);
}
