/**
 * PDFs that cost the reader far more than their size (issue 21, finding 3), written byte by byte here so that no
 * large binary sits in git: many pages sharing one content stream, and Flate streams that inflate a thousandfold.
 */
import { deflateSync } from 'node:zlib';

/** A PDF from its numbered objects (1 is the catalog), with a correct cross-reference table. */
function pdfFromObjects(objects: readonly Buffer[]): Buffer {
  const header = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const parts: Buffer[] = [header];
  const offsets: number[] = [];
  let length = header.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(object);
    length += object.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  ].join('');
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}

const dictionary = (entries: string) => Buffer.from(`<< ${entries} >>`);

function stream(entries: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${entries} /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from('\nendstream'),
  ]);
}

/**
 * `pages` pages that all draw the same text (`linesPerPage` lines). Objects: 1 catalog, 2 page tree, 3 font,
 * 4 content stream, 5… the pages.
 */
export function manyPagesPdf(pages: number, linesPerPage = 1): Buffer {
  const lines = Array.from(
    { length: linesPerPage },
    (_, index) => `BT /F1 9 Tf 40 ${780 - (index % 70) * 11} Td (Zeile ${index + 1} nach Paragraf 87 BetrVG) Tj ET`,
  );
  const content = deflateSync(Buffer.from(lines.join('\n')));
  const pageObjects = Array.from({ length: pages }, () =>
    dictionary(
      '/Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents 4 0 R',
    ),
  );
  const kids = pageObjects.map((_, index) => `${index + 5} 0 R`).join(' ');
  return pdfFromObjects([
    dictionary('/Type /Catalog /Pages 2 0 R'),
    dictionary(`/Type /Pages /Kids [${kids}] /Count ${pages}`),
    dictionary('/Type /Font /Subtype /Type1 /BaseFont /Helvetica'),
    stream('/Filter /FlateDecode', content),
    ...pageObjects,
  ]);
}

/**
 * One page whose content stream inflates to `inflatedBytes` (spaces after one line of text, compressed twice, so
 * a few hundred kilobytes on disk become hundreds of megabytes in memory).
 */
export function inflatingPdf(inflatedBytes: number): Buffer {
  const text = Buffer.from('BT /F1 12 Tf 40 780 Td (Urteil nach Paragraf 87 BetrVG) Tj ET\n');
  const inflated = Buffer.alloc(inflatedBytes, 0x20);
  text.copy(inflated);
  const content = deflateSync(deflateSync(inflated, { level: 9 }), { level: 9 });
  return pdfFromObjects([
    dictionary('/Type /Catalog /Pages 2 0 R'),
    dictionary('/Type /Pages /Kids [4 0 R] /Count 1'),
    dictionary('/Type /Font /Subtype /Type1 /BaseFont /Helvetica'),
    dictionary(
      '/Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R',
    ),
    stream('/Filter [/FlateDecode /FlateDecode]', content),
  ]);
}
