// Reads a PDF from stdin and prints its text per page and its metadata as JSON, read the way a PDF reader
// reads it (Mozilla's pdf.js): what a visitor can select and search is what the tests see. Used by the bff's
// and the end-to-end tests (`node scripts/pdf-text.mjs < file.pdf`).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0 }).promise;
const pages = [];
for (let n = 1; n <= pdf.numPages; n += 1) {
  const content = await (await pdf.getPage(n)).getTextContent();
  pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
}
const { info } = await pdf.getMetadata();
process.stdout.write(JSON.stringify({ pages, info }));
