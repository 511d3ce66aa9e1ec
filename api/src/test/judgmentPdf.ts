/** Sample PDFs for the PDF analysis, built in code with pdfkit (the library the bff makes its PDFs with). */
import PDFDocument from 'pdfkit';

/** A PDF whose pages carry `pages` (each string one page). */
export function pdfOf(pages: readonly string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ info: { Title: 'Entscheidung' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    pages.forEach((text, index) => {
      if (index > 0) doc.addPage();
      doc.fontSize(11).text(text);
    });
    doc.end();
  });
}

/** A judgment citing § 87 Abs. 1 Nr. 6 BetrVG and § 178 SGB IX, with court, kind, date and file number. */
export const SAMPLE_JUDGMENT_PAGES = [
  'Bundesarbeitsgericht\nBeschluss vom 12.03.2024 – 1 ABR 22/23\n\nLeitsatz: Die Einführung einer Software, die ' +
    'das Verhalten der Arbeitnehmer überwachen kann, ist nach § 87 Abs. 1 Nr. 6 BetrVG mitbestimmungspflichtig.',
  'Gründe: Betrifft die Maßnahme schwerbehinderte Beschäftigte, ist die Schwerbehindertenvertretung nach ' +
    '§ 178 SGB IX zu beteiligen.',
];

export const samplePdf = () => pdfOf(SAMPLE_JUDGMENT_PAGES);
