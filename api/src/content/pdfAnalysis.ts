/**
 * /manage/pdf-analysis: the text of an uploaded PDF (unpdf, the serverless build of Mozilla's pdf.js), the
 * paragraphs it cites and the facts it states. Nothing is stored: the editor saves a draft afterwards.
 */
import {
  JUDGMENT_TEXT_MAX,
  PDF_ANALYSIS_MESSAGES,
  PDF_MAGIC,
  PDF_UPLOAD_FIELD,
  judgmentFactsOf,
  type PdfAnalysisResponse,
} from '@amb/shared-contracts';
import { definePDFJSModule, extractText, getDocumentProxy } from 'unpdf';
import { validationFailed } from '../http/errors';
import { linkedCitations } from './judgments';

const refuse = (message: string) => validationFailed({ [PDF_UPLOAD_FIELD]: message }, message);

/** The file's own bytes decide, not its name: it must start with the PDF signature and be declared a PDF. */
export function checkPdf(file: { buffer: Buffer; mimetype: string } | undefined): Buffer {
  if (!file || file.buffer.length === 0) throw refuse(PDF_ANALYSIS_MESSAGES.fileRequired);
  const declared = file.mimetype === 'application/pdf' || file.mimetype === 'application/x-pdf';
  if (!declared || file.buffer.subarray(0, PDF_MAGIC.length).toString('latin1') !== PDF_MAGIC)
    throw refuse(PDF_ANALYSIS_MESSAGES.notPdf);
  return file.buffer;
}

/** pdf.js once per process, through an import of our own (so the tests can hand it to jest's module system). */
let pdfjsDefined: Promise<void> | undefined;

async function textOf(pdf: Buffer): Promise<{ pages: number; text: string }> {
  pdfjsDefined ??= definePDFJSModule(() => import('unpdf/pdfjs'));
  await pdfjsDefined;
  try {
    const document = await getDocumentProxy(new Uint8Array(pdf), { verbosity: 0 });
    try {
      const { totalPages, text } = await extractText(document, { mergePages: true });
      return { pages: totalPages, text };
    } finally {
      await document.loadingTask.destroy();
    }
  } catch {
    throw refuse(PDF_ANALYSIS_MESSAGES.unreadable);
  }
}

export async function analysePdf(file: { buffer: Buffer; mimetype: string } | undefined): Promise<PdfAnalysisResponse> {
  const { pages, text } = await textOf(checkPdf(file));
  const clean = text.replace(/[ \t]+\n/g, '\n').trim();
  if (clean === '') throw refuse(PDF_ANALYSIS_MESSAGES.noText);
  return {
    pages,
    text: clean.slice(0, JUDGMENT_TEXT_MAX),
    citations: linkedCitations(clean),
    facts: judgmentFactsOf(clean),
  };
}
