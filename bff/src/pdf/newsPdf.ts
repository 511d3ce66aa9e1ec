/** /news/pdf/{slug}: a news item with its date, author, teaser and body, printable and searchable. */
import { CONTENT_KIND_LABELS, formatDate, readingTimeText, type ContentItemResponse } from '@amb/shared-contracts';
import { finishPdf, heading, paragraph, PDF_COLORS, startPdf } from './brandedPdf';

export interface NewsPdfInput {
  item: ContentItemResponse;
  /** The public origin of the site the PDF was asked on (links in the PDF point there). */
  origin: string;
  printedAt: Date;
}

export function newsPdf({ item, origin, printedAt }: NewsPdfInput): Promise<Buffer> {
  const options = { title: item.title, subject: item.teaser, pageUrl: `${origin}${item.url}`, printedAt };
  const doc = startPdf(options);
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(PDF_COLORS.muted)
    .text(
      `${CONTENT_KIND_LABELS[item.kind].toUpperCase()} · ${formatDate(item.publishedOn)} · von ${item.author} · ${readingTimeText(item.readingMinutes)}`,
    );
  doc.moveDown(0.2);
  doc.font('bold').fontSize(20).fillColor(PDF_COLORS.ink).text(item.title);
  doc.moveDown(0.4);
  doc.font('bold').fontSize(11).fillColor(PDF_COLORS.ink).text(item.teaser);
  doc.moveDown(0.4);
  for (const block of item.body) {
    if (block.type === 'heading') heading(doc, block.text);
    else if (block.type === 'paragraph') paragraph(doc, block.text);
    else for (const entry of block.items) paragraph(doc, `• ${entry}`);
    doc.moveDown(0.3);
  }
  if (item.relatedSeminars.length > 0) {
    heading(doc, 'Passende Seminare');
    for (const theme of item.relatedSeminars) {
      const url = `${origin}${theme.url}`;
      doc.font('regular').fontSize(10).fillColor(PDF_COLORS.link).text(theme.title, { link: url, underline: true });
    }
  }
  heading(doc, 'Online lesen');
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(PDF_COLORS.link)
    .text(options.pageUrl, { link: options.pageUrl, underline: true });
  return finishPdf(doc, options);
}
