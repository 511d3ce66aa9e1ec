import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The text of a PDF's pages as pdf.js reads it, whitespace collapsed (scripts/pdf-text.mjs). */
export function pdfText(pdf: Buffer): string {
  const out = execFileSync(process.execPath, [path.join(__dirname, '../../scripts/pdf-text.mjs')], { input: pdf });
  return (JSON.parse(out.toString('utf8')) as { pages: string[] }).pages.join(' ').replace(/\s+/g, ' ');
}
