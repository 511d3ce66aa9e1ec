/**
 * /quote-api/download-report/{id}: the quote as the recipient signs it off — number, dates, validity, the seminar
 * and what is offered (a date of the catalogue or an in-house seminar), every price line, net, VAT and gross by the
 * shared rules, the staff's message, and the terms that apply.
 */
import {
  CANCELLATION_TERMS_LINES,
  CANCELLATION_TEXTS,
  QUOTE_KIND_LABELS,
  QUOTE_TEXTS,
  TRAINING_FORMAT_LABELS,
  VAT_TEXTS,
  formatDate,
  formatDateRange,
  formatPrice,
  type QuoteView,
} from '@amb/shared-contracts';
import { facts, finishPdf, heading, paragraph, PDF_COLORS, startPdf } from '../brandedPdf';
import { table } from '../pdfTable';
import { vatTotalsPdf } from '../vatTotalsPdf';

export interface QuotePdfInput {
  quote: QuoteView;
  pageUrl: string;
  /** Where the recipient accepts it (the quote's page in the member area). */
  acceptUrl: string;
  printedAt: Date;
}

function offerFacts(quote: QuoteView): Array<readonly [string, string]> {
  const rows: Array<readonly [string, string]> = [
    ['Seminar', quote.theme.title],
    ['Art', QUOTE_KIND_LABELS[quote.kind]],
    ['Teilnehmende', String(quote.participants)],
  ];
  if (quote.event) {
    rows.push(['Termin', formatDateRange(quote.event.startDate, quote.event.endDate)]);
    rows.push(['Ort', quote.event.isOnline ? 'Online' : (quote.event.city ?? '–')]);
  } else if (quote.inhouse) {
    rows.push(['Ort', `Bei Ihnen im Haus, ${quote.inhouse.postalCode} ${quote.inhouse.city}`]);
    if (quote.days) rows.push(['Seminartage', String(quote.days)]);
    rows.push(['Gewünschte Zeiträume', quote.dateWindows.map((w) => formatDateRange(w.from, w.to)).join('; ')]);
  } else {
    rows.push(['Seminarform', TRAINING_FORMAT_LABELS[quote.format]]);
  }
  return rows;
}

export function quotePdf({ quote, pageUrl, acceptUrl, printedAt }: QuotePdfInput): Promise<Buffer> {
  const draft = quote.status === 'draft';
  const title = `${draft ? 'Angebotsentwurf' : 'Angebot'} ${quote.number}`;
  const options = { title, subject: `${QUOTE_KIND_LABELS[quote.kind]}: ${quote.theme.title}`, pageUrl, printedAt };
  const doc = startPdf(options);
  doc.font('bold').fontSize(20).fillColor(PDF_COLORS.ink).text(title);
  doc.moveDown(0.4);
  const head: Array<readonly [string, string]> = [['Angebotsnummer', quote.number]];
  if (quote.sentAt) head.push(['Datum', formatDate(quote.sentAt)]);
  if (quote.validUntil) head.push(['Gültig bis', formatDate(quote.validUntil)]);
  head.push(['Für', quote.committee ? `${quote.committee.name}, ${quote.requester.name}` : quote.requester.name]);
  head.push(['Stand', quote.statusLabel]);
  facts(doc, head);

  heading(doc, 'Unser Angebot');
  facts(doc, offerFacts(quote));
  if (quote.message) {
    doc.moveDown(0.4);
    paragraph(doc, quote.message);
  }

  heading(doc, 'Preis');
  if (quote.price) {
    table(
      doc,
      [
        { header: 'Leistung', share: 0.75 },
        { header: VAT_TEXTS.netColumn, share: 0.25, align: 'right' },
      ],
      quote.price.lines.map((line) => ({ cells: [line.label, formatPrice(line.amountCents / 100)] })),
    );
    vatTotalsPdf(doc, quote.price.netCents / 100);
  }

  heading(doc, 'Hinweise');
  paragraph(
    doc,
    quote.kind === 'inhouse'
      ? `${QUOTE_TEXTS.inhouseNote} Die Seminarunterlagen und die Teilnahmebescheinigungen sind im Preis enthalten; Raum, Technik und Verpflegung stellen Sie.`
      : 'Die Seminargebühr enthält Unterlagen, Teilnahmebescheinigung und Tagungsgetränke; Übernachtung und Verpflegung rechnet das Tagungshotel ab. Die Namen der Teilnehmenden können Sie nach der Annahme nennen.',
  );
  paragraph(
    doc,
    'Nach § 40 Abs. 1 BetrVG trägt der Arbeitgeber die Kosten der Schulung, die für die Arbeit des Betriebsrats erforderlich ist (§ 37 Abs. 6 BetrVG).',
  );
  if (quote.kind === 'group') {
    heading(doc, CANCELLATION_TEXTS.title);
    for (const line of CANCELLATION_TERMS_LINES) paragraph(doc, `• ${line}`);
  }
  heading(doc, 'Annahme');
  paragraph(
    doc,
    `Sie nehmen das Angebot bis zum ${quote.validUntil ? formatDate(quote.validUntil) : '–'} online an: ${acceptUrl}`,
  );
  return finishPdf(doc, options);
}
