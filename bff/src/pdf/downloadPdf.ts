/** /download/file/{slug}: a work aid (sample letter, checklist) of the member area as a printable PDF. */
import { DOWNLOAD_TARGET_GROUP_LABELS, formatDate, type DownloadItemResponse } from '@amb/shared-contracts';
import { finishPdf, heading, paragraph, PDF_COLORS, startPdf } from './brandedPdf';

export interface DownloadPdfInput {
  item: DownloadItemResponse;
  /** The public origin of the site the PDF was asked on (its footer links there). */
  origin: string;
  printedAt: Date;
}

export function downloadPdf({ item, origin, printedAt }: DownloadPdfInput): Promise<Buffer> {
  const options = { title: item.title, subject: item.description, pageUrl: `${origin}${item.fileUrl}`, printedAt };
  const doc = startPdf(options);
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(PDF_COLORS.muted)
    .text(
      `${item.fileKind.toUpperCase()} · ${item.rubric.name} · für: ${DOWNLOAD_TARGET_GROUP_LABELS[item.targetGroup]} · Stand: ${formatDate(item.updatedOn)}`,
    );
  doc.moveDown(0.2);
  doc.font('bold').fontSize(20).fillColor(PDF_COLORS.ink).text(item.title);
  doc.moveDown(0.4);
  doc.font('bold').fontSize(11).fillColor(PDF_COLORS.ink).text(item.description);
  doc.moveDown(0.4);
  for (const block of item.body) {
    if (block.type === 'heading') heading(doc, block.text);
    else if (block.type === 'paragraph') paragraph(doc, block.text);
    // A checklist's items get a box to tick on paper.
    else for (const entry of block.items) paragraph(doc, `${item.fileKind === 'Checkliste' ? '☐' : '•'} ${entry}`);
    doc.moveDown(0.3);
  }
  doc.moveDown(0.6);
  paragraph(
    doc,
    'Diese Arbeitshilfe ersetzt keine Rechtsberatung im Einzelfall. Bitte prüfen Sie, ob Tarifverträge oder Betriebsvereinbarungen Ihres Betriebs Abweichendes regeln.',
    PDF_COLORS.muted,
  );
  return finishPdf(doc, options);
}
