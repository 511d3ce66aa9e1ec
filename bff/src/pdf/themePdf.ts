/** /seminare/pdf/{id}: a theme with its description, every date and its prices, and the contact person. */
import type { ThemeDatesResponse, ThemeDetailResponse } from '@amb/shared-contracts';
import { facts, finishPdf, heading, paragraph, PDF_COLORS, startPdf } from './brandedPdf';
import { dateRangeText, participantPricesText, priceText, seatText, venueText } from './dateText';
import { table } from './pdfTable';

export interface ThemePdfInput {
  theme: ThemeDetailResponse;
  dates: ThemeDatesResponse;
  /** The public origin of the site the PDF was asked on (links in the PDF point there). */
  origin: string;
  printedAt: Date;
}

export function themePdf({ theme, dates, origin, printedAt }: ThemePdfInput): Promise<Buffer> {
  const options = {
    title: theme.title,
    subject: `Seminar: ${theme.title} – Termine und Preise`,
    pageUrl: `${origin}${theme.url}`,
    printedAt,
  };
  const doc = startPdf(options);
  doc.font('regular').fontSize(9).fillColor(PDF_COLORS.muted).text(theme.rubric.name.toUpperCase());
  doc.moveDown(0.2);
  doc.font('bold').fontSize(20).fillColor(PDF_COLORS.ink).text(theme.title);
  if (theme.subtitle) {
    doc.moveDown(0.2);
    doc.font('regular').fontSize(12).fillColor(PDF_COLORS.muted).text(theme.subtitle);
  }

  heading(doc, 'Seminarbeschreibung');
  paragraph(doc, theme.description);
  if (theme.actionField) {
    doc.moveDown(0.5);
    facts(doc, [['Handlungsfeld', theme.actionField]]);
  }
  if (theme.tags.length) facts(doc, [['Schlagworte', theme.tags.map((tag) => tag.name).join(', ')]]);

  heading(doc, 'Termine');
  if (dates.dates.length === 0) {
    paragraph(
      doc,
      'Zurzeit sind keine Termine geplant. Gerne führen wir dieses Seminar auch als Inhouse-Schulung durch.',
    );
  } else {
    table(
      doc,
      [
        { header: 'Datum', share: 0.26 },
        { header: 'Ort und Hotel', share: 0.32 },
        { header: 'Plätze', share: 0.21 },
        { header: 'Preis', share: 0.21, align: 'right' },
      ],
      dates.dates.map((date) => ({
        cells: [dateRangeText(date), venueText(date), seatText(date), priceText(date)],
        note: participantPricesText(date) ?? undefined,
      })),
    );
    doc.moveDown(0.5);
    paragraph(
      doc,
      'Alle Preise zzgl. gesetzlicher MwSt. und Hotelkosten, sofern nicht anders angegeben.',
      PDF_COLORS.muted,
    );
  }

  heading(doc, 'Kostenübernahme');
  paragraph(
    doc,
    'Die Kosten einer für die Betriebsratsarbeit erforderlichen Schulung trägt nach § 37 Abs. 6 in Verbindung mit ' +
      '§ 40 BetrVG der Arbeitgeber. Grundlage ist ein Beschluss des Betriebsrats.',
  );

  if (theme.manager) {
    heading(doc, 'Ihr Ansprechpartner');
    facts(doc, [
      ['Name', theme.manager.name],
      ['Telefon', theme.manager.phone],
      ['E-Mail', theme.manager.email],
    ]);
  }

  heading(doc, 'Online buchen');
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(PDF_COLORS.link)
    .text(options.pageUrl, { link: options.pageUrl, underline: true });
  return finishPdf(doc, options);
}
