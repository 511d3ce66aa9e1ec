import { contentWidth, PDF_COLORS } from './brandedPdf';

export interface PdfColumn {
  header: string;
  /** Share of the writing width. */
  share: number;
  align?: 'left' | 'right';
}

/** A row: one text per column; `note` is a full-width line under it (e.g. the per-participant prices). */
export interface PdfRow {
  cells: string[];
  note?: string;
}

const PAD = 4;

/**
 * A table that breaks across pages between rows and repeats its header on the new page. Row heights follow
 * the tallest cell, so long hotel names wrap instead of running into the next column.
 */
export function table(doc: PDFKit.PDFDocument, columns: readonly PdfColumn[], rows: readonly PdfRow[]): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const widths = columns.map((column) => column.share * width);
  const xs = widths.map((_, i) => left + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  const cellHeight = (text: string, i: number, font: 'regular' | 'bold') =>
    doc
      .font(font)
      .fontSize(8.5)
      .heightOfString(text, { width: widths[i]! - 2 * PAD });

  const drawRow = (cells: readonly string[], font: 'regular' | 'bold', fill?: string) => {
    const height = Math.max(...cells.map((text, i) => cellHeight(text, i, font))) + 2 * PAD;
    const y = doc.y;
    if (fill) doc.rect(left, y, width, height).fill(fill);
    cells.forEach((text, i) =>
      doc
        .font(font)
        .fontSize(8.5)
        .fillColor(PDF_COLORS.ink)
        .text(text, xs[i]! + PAD, y + PAD, { width: widths[i]! - 2 * PAD, align: columns[i]!.align ?? 'left' }),
    );
    doc.y = y + height;
    return height;
  };

  const drawHeader = () =>
    drawRow(
      columns.map((column) => column.header),
      'bold',
      PDF_COLORS.surfaceMuted,
    );

  drawHeader();
  for (const row of rows) {
    const noteHeight = row.note ? doc.font('regular').fontSize(8).heightOfString(row.note, { width }) + PAD : 0;
    const height = Math.max(...row.cells.map((text, i) => cellHeight(text, i, 'regular'))) + 2 * PAD + noteHeight;
    if (doc.y + height > bottom()) {
      doc.addPage();
      drawHeader();
    }
    drawRow(row.cells, 'regular');
    if (row.note) {
      doc
        .font('regular')
        .fontSize(8)
        .fillColor(PDF_COLORS.muted)
        .text(row.note, left + PAD, doc.y - PAD / 2, { width: width - 2 * PAD });
      doc.y += PAD / 2;
    }
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .strokeColor(PDF_COLORS.line)
      .stroke();
  }
  doc.x = left;
  doc.font('regular').fontSize(10).fillColor(PDF_COLORS.ink);
}
