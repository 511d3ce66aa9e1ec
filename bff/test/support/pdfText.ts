import { execFileSync } from 'node:child_process';
import path from 'node:path';

export interface PdfText {
  pages: string[];
  info: { Title?: string; Author?: string; Language?: string };
}

/** The text and metadata of a PDF as pdf.js reads them (a child process: pdf.js is an ES module). */
export function pdfText(pdf: Buffer): PdfText {
  const out = execFileSync(process.execPath, [path.join(__dirname, '../../../scripts/pdf-text.mjs')], { input: pdf });
  return JSON.parse(out.toString('utf8')) as PdfText;
}
