/**
 * /manage/pdf-analysis: the text of an uploaded PDF (unpdf, the serverless build of Mozilla's pdf.js), the
 * paragraphs it cites and the facts it states. Nothing is stored: the editor saves a draft afterwards.
 * pdf.js runs in a worker thread with bounded pages, inflated bytes, memory and time (pdfTextInWorker.ts).
 */
import {
  JUDGMENT_TEXT_MAX,
  PDF_ANALYSIS_MESSAGES,
  PDF_ANALYSIS_TIMEOUT_MS,
  PDF_MAGIC,
  PDF_MAX_INFLATED_BYTES,
  PDF_MAX_PAGES,
  PDF_UPLOAD_FIELD,
  judgmentFactsOf,
  type PdfAnalysisResponse,
} from '@amb/shared-contracts';
import { HttpError, validationFailed } from '../http/errors';
import { linkedCitations } from './judgments';
import { pdfTextInWorker } from './pdfTextInWorker';

const refuse = (message: string) => validationFailed({ [PDF_UPLOAD_FIELD]: message }, message);

/** The file's own bytes decide, not its name: it must start with the PDF signature and be declared a PDF. */
export function checkPdf(file: { buffer: Buffer; mimetype: string } | undefined): Buffer {
  if (!file || file.buffer.length === 0) throw refuse(PDF_ANALYSIS_MESSAGES.fileRequired);
  const declared = file.mimetype === 'application/pdf' || file.mimetype === 'application/x-pdf';
  if (!declared || file.buffer.subarray(0, PDF_MAGIC.length).toString('latin1') !== PDF_MAGIC)
    throw refuse(PDF_ANALYSIS_MESSAGES.notPdf);
  return file.buffer;
}

/** The bounds of one analysis; the tests shorten the time. */
export interface PdfAnalysisLimits {
  maxPages: number;
  maxInflatedBytes: number;
  timeoutMs: number;
}

export const PDF_ANALYSIS_LIMITS: PdfAnalysisLimits = {
  maxPages: PDF_MAX_PAGES,
  maxInflatedBytes: PDF_MAX_INFLATED_BYTES,
  timeoutMs: PDF_ANALYSIS_TIMEOUT_MS,
};

/** A bound was hit: 413 with the German reason. */
const tooBig = (message: string) => new HttpError('PAYLOAD_TOO_LARGE', message, { [PDF_UPLOAD_FIELD]: message });

/** The client went away: nobody reads the answer (the error handler does not write to a closed response). */
export class PdfAnalysisAborted extends Error {}

async function textOf(pdf: Buffer, limits: PdfAnalysisLimits, signal?: AbortSignal) {
  const { maxPages, maxInflatedBytes, timeoutMs } = limits;
  const outcome = await pdfTextInWorker({ pdf, maxPages, maxInflatedBytes }, timeoutMs, signal);
  switch (outcome.kind) {
    case 'text':
      return outcome;
    case 'tooManyPages':
      throw tooBig(PDF_ANALYSIS_MESSAGES.tooManyPages);
    case 'tooMuchContent':
      throw tooBig(PDF_ANALYSIS_MESSAGES.tooMuchContent);
    case 'tooSlow':
      throw tooBig(PDF_ANALYSIS_MESSAGES.tooSlow);
    case 'aborted':
      throw new PdfAnalysisAborted('client went away');
    case 'unreadable':
      throw refuse(PDF_ANALYSIS_MESSAGES.unreadable);
    case 'failed':
      throw outcome.error;
  }
}

export async function analysePdf(
  file: { buffer: Buffer; mimetype: string } | undefined,
  { signal, limits = PDF_ANALYSIS_LIMITS }: { signal?: AbortSignal; limits?: PdfAnalysisLimits } = {},
): Promise<PdfAnalysisResponse> {
  const { pages, text } = await textOf(checkPdf(file), limits, signal);
  const clean = text.replace(/[ \t]+\n/g, '\n').trim();
  if (clean === '') throw refuse(PDF_ANALYSIS_MESSAGES.noText);
  return {
    pages,
    text: clean.slice(0, JUDGMENT_TEXT_MAX),
    citations: linkedCitations(clean),
    facts: judgmentFactsOf(clean),
  };
}
