/** /seminare/p-pdf/{id}: one date of a theme with its place, prices and (for a training series) its modules. */
import { VAT_TEXTS, formatPrice, netPriceText, type EventDetailResponse } from '@amb/shared-contracts';
import { facts, finishPdf, heading, paragraph, PDF_COLORS, startPdf } from './brandedPdf';
import { dateRangeText, ONLINE, participantPricesText, placeText, seatText } from './dateText';
import { table } from './pdfTable';

export interface EventPdfInput {
  event: EventDetailResponse;
  origin: string;
  printedAt: Date;
}

function formatText(event: EventDetailResponse): string {
  const kind = event.isSeries
    ? event.isPresenceSeries
      ? 'Schulungsreihe in Präsenz'
      : 'Online-Schulungsreihe'
    : event.isOnlineEvent
      ? 'Online-Seminar'
      : 'Präsenzseminar';
  return event.isOneDay ? `${kind}, eintägig` : kind;
}

export function eventPdf({ event, origin, printedAt }: EventPdfInput): Promise<Buffer> {
  const options = {
    title: `${event.title} (${dateRangeText(event)})`,
    subject: `Seminartermin: ${event.theme.title}`,
    pageUrl: `${origin}${event.url}`,
    printedAt,
  };
  const doc = startPdf(options);
  doc.font('regular').fontSize(9).fillColor(PDF_COLORS.muted).text(event.theme.rubric.name.toUpperCase());
  doc.moveDown(0.2);
  doc.font('bold').fontSize(20).fillColor(PDF_COLORS.ink).text(event.title);
  if (event.title !== event.theme.title) {
    doc.moveDown(0.2);
    doc.font('regular').fontSize(12).fillColor(PDF_COLORS.muted).text(event.theme.title);
  }

  heading(doc, 'Termin');
  facts(doc, [
    ['Datum', dateRangeText(event)],
    ['Ort', placeText(event)],
    ...(event.hotel ? [['Hotel', event.hotel.name] as const] : []),
    ['Format', formatText(event)],
    ['Verfügbarkeit', seatText(event)],
    [event.priceLabel, netPriceText(event.prices.price)],
  ]);

  // Only a degressive price has a table worth printing: otherwise every participant pays the one price above.
  if (participantPricesText(event) !== null) {
    heading(doc, 'Preise pro Teilnehmer');
    table(
      doc,
      [
        { header: 'Teilnehmer', share: 0.6 },
        { header: VAT_TEXTS.netColumn, share: 0.4, align: 'right' },
      ],
      event.participantPrices.map((line) => ({ cells: [line.label, formatPrice(line.price)] })),
    );
    doc.moveDown(0.5);
    paragraph(
      doc,
      `${VAT_TEXTS.allPricesNet}, Hotelkosten nicht enthalten, sofern nicht anders angegeben.`,
      PDF_COLORS.muted,
    );
  }

  if (event.modules.length) {
    heading(doc, 'Module der Schulungsreihe');
    table(
      doc,
      [
        { header: 'Nr.', share: 0.08 },
        { header: 'Modul', share: 0.4 },
        { header: 'Datum', share: 0.24 },
        { header: 'Ort', share: 0.28 },
      ],
      event.modules.map((module) => ({
        cells: [
          String(module.position),
          module.title,
          dateRangeText(module),
          module.isOnline ? ONLINE : [module.city, module.hotel?.name].filter(Boolean).join(', ') || '–',
        ],
      })),
    );
  }

  heading(doc, 'Zum Seminar');
  paragraph(doc, event.theme.subtitle);
  doc.moveDown(0.3);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(PDF_COLORS.link)
    .text(options.pageUrl, { link: options.pageUrl, underline: true });
  return finishPdf(doc, options);
}
