/**
 * The house style of every PDF the bff renders: A4, the brand mark and name at the top, a footer with the
 * site, the date of printing and page numbers. DejaVu Sans is embedded (pdfkit keeps only the glyphs used),
 * so any name prints as written and every text stays selectable and searchable.
 */
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { BRAND_NAME, formatDate } from '@amb/shared-contracts';

const FONT_DIR = require.resolve('dejavu-fonts-ttf/package.json').replace(/package\.json$/, 'ttf/');
export const FONT_FILES = { regular: `${FONT_DIR}DejaVuSans.ttf`, bold: `${FONT_DIR}DejaVuSans-Bold.ttf` } as const;

/**
 * The fonts, parsed once per process and shared by every PDF (pdfkit takes a fontkit font and makes its own
 * subset per document): parsing and shaping with a fresh copy per PDF cost about three times the render.
 */
let fonts: Record<keyof typeof FONT_FILES, fontkit.Font> | undefined;
function loadedFonts(): Record<keyof typeof FONT_FILES, fontkit.Font> {
  const open = (file: string) => fontkit.create(readFileSync(file)) as fontkit.Font;
  fonts ??= { regular: open(FONT_FILES.regular), bold: open(FONT_FILES.bold) };
  return fonts;
}

/** The design tokens of remote-kit/src/tokens.css that print. */
export const PDF_COLORS = {
  brand: '#b3002d',
  onBrand: '#ffffff',
  ink: '#1d1d1f',
  muted: '#54545c',
  line: '#d4d4dc',
  surfaceMuted: '#f4f4f6',
  link: '#004b87',
} as const;

const MARGIN = 56;
const FOOTER_HEIGHT = 28;

export interface BrandedPdfOptions {
  /** Document title (PDF metadata and the viewer's window title). */
  title: string;
  subject: string;
  /** Public address of the page the PDF prints, shown in the footer and linked. */
  pageUrl: string;
  /** When it was printed; the footer says "Stand: …". */
  printedAt: Date;
}

/** The three rising bars of the logo on the brand tile (mf-navigation's Logo). */
function drawMark(doc: PDFKit.PDFDocument, x: number, y: number, size: number): void {
  const unit = size / 40;
  doc.roundedRect(x, y, size, size, 8 * unit).fill(PDF_COLORS.brand);
  for (const [bx, by, h] of [
    [9, 22, 10],
    [17.5, 15, 17],
    [26, 8, 24],
  ] as const) {
    doc.roundedRect(x + bx * unit, y + by * unit, 5 * unit, h * unit, unit).fill(PDF_COLORS.onBrand);
  }
}

function drawHeader(doc: PDFKit.PDFDocument): void {
  const top = MARGIN - 24;
  drawMark(doc, MARGIN, top, 28);
  doc
    .font('bold')
    .fontSize(14)
    .fillColor(PDF_COLORS.ink)
    .text(BRAND_NAME, MARGIN + 38, top + 7, { lineBreak: false });
  doc
    .moveTo(MARGIN, top + 40)
    .lineTo(doc.page.width - MARGIN, top + 40)
    .lineWidth(0.75)
    .strokeColor(PDF_COLORS.line)
    .stroke();
  doc.x = MARGIN;
  doc.y = top + 56;
}

/** A new A4 document in the house style; call `finishPdf` to number the pages and get the bytes. */
export function startPdf(options: BrandedPdfOptions): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN + 32, bottom: MARGIN + FOOTER_HEIGHT, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: 'de-DE',
    displayTitle: true,
    info: {
      Title: options.title,
      Subject: options.subject,
      Author: BRAND_NAME,
      Creator: BRAND_NAME,
      CreationDate: options.printedAt,
    },
  });
  // pdfkit 0.20 accepts a fontkit font (its types know only files and buffers).
  const { regular, bold } = loadedFonts() as unknown as Record<string, Buffer>;
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  drawHeader(doc);
  doc.on('pageAdded', () => drawHeader(doc));
  doc.font('regular').fontSize(10).fillColor(PDF_COLORS.ink);
  return doc;
}

/** Writes the footer on every page ("Seite 1 von 2") and resolves with the finished PDF. */
export function finishPdf(doc: PDFKit.PDFDocument, options: BrandedPdfOptions): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Writing into the bottom margin must not open a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - 4;
    const width = doc.page.width - 2 * MARGIN;
    doc.font('regular').fontSize(8).fillColor(PDF_COLORS.muted);
    doc.text(`${options.pageUrl} · Stand: ${formatDate(options.printedAt)}`, MARGIN, y, {
      width,
      link: options.pageUrl,
      lineBreak: false,
    });
    doc.text(`Seite ${index - start + 1} von ${count}`, MARGIN, y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

/** The writing width between the margins. */
export const contentWidth = (doc: PDFKit.PDFDocument): number =>
  doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** A section heading that never stands alone at the foot of a page. */
export function heading(doc: PDFKit.PDFDocument, text: string): void {
  if (doc.y > doc.page.height - doc.page.margins.bottom - 60) doc.addPage();
  doc.moveDown(0.8);
  doc.font('bold').fontSize(12).fillColor(PDF_COLORS.brand).text(text, doc.page.margins.left);
  doc.moveDown(0.3);
  doc.font('regular').fontSize(10).fillColor(PDF_COLORS.ink);
}

export function paragraph(doc: PDFKit.PDFDocument, text: string, color: string = PDF_COLORS.ink): void {
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(color)
    .text(text, doc.page.margins.left, doc.y, {
      width: contentWidth(doc),
      lineGap: 2,
    });
}

/** "Label: value" lines, the label bold. */
export function facts(doc: PDFKit.PDFDocument, rows: ReadonlyArray<readonly [string, string]>): void {
  for (const [label, value] of rows) {
    doc
      .font('bold')
      .fontSize(10)
      .fillColor(PDF_COLORS.ink)
      .text(`${label}: `, doc.page.margins.left, doc.y, { continued: true, width: contentWidth(doc) })
      .font('regular')
      .text(value, { lineGap: 2 });
  }
}
