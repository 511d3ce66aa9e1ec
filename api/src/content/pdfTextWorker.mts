/**
 * The worker thread of the PDF analysis (issue 21): pdf.js reads the file here, off the api's event loop and
 * inside the worker's own memory limit. Plain Node module (no project imports): the api's build compiles it to
 * pdfTextWorker.mjs, the tests run this file through Node's type stripping.
 *
 * In: workerData `{ pdf, maxPages, maxInflatedBytes }`. Out: one message, the text or the bound that was hit.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { inflateSync, constants } from 'node:zlib';
import { extractText, getDocumentProxy } from 'unpdf';

export interface PdfTextJob {
  pdf: Uint8Array;
  maxPages: number;
  maxInflatedBytes: number;
}

export type PdfTextResult =
  | { kind: 'text'; pages: number; text: string }
  | { kind: 'tooManyPages' }
  | { kind: 'tooMuchContent' }
  | { kind: 'unreadable' };

const STREAM_START = /stream\r?\n/g;
/** How far before `stream` its dictionary (and its /Filter) may start. */
const DICTIONARY_WINDOW = 4096;

/** How many Flate layers the stream whose data starts after `keyword` has (0: not Flate compressed). */
function flateLayers(latin1: string, keyword: number): number {
  const before = latin1.slice(Math.max(0, keyword - DICTIONARY_WINDOW), keyword);
  const dictionaryEnd = before.trimEnd();
  if (!dictionaryEnd.endsWith('>>')) return 0;
  const objectStart = before.lastIndexOf(' obj');
  const dictionary = objectStart >= 0 ? before.slice(objectStart) : before;
  return (dictionary.match(/\/FlateDecode\b|\/Fl\b/g) ?? []).length;
}

/**
 * Whether every Flate stream of the file, inflated layer by layer, stays within `budget` bytes together. zlib
 * stops at `maxOutputLength`, so a bomb costs at most the budget, never its full size.
 */
export function inflatesWithin(pdf: Buffer, budget: number): boolean {
  const latin1 = pdf.toString('latin1');
  let left = budget;
  for (const match of latin1.matchAll(STREAM_START)) {
    const layers = flateLayers(latin1, match.index);
    let data: Buffer = pdf.subarray(match.index + match[0].length);
    for (let layer = 0; layer < layers; layer++) {
      try {
        data = inflateSync(data, { maxOutputLength: left + 1, finishFlush: constants.Z_SYNC_FLUSH });
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return false;
        break; // not Flate after all: pdf.js decides whether the file is readable
      }
      if (data.length > left) return false;
      left -= data.length;
    }
  }
  return true;
}

export async function pdfText({ pdf, maxPages, maxInflatedBytes }: PdfTextJob): Promise<PdfTextResult> {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  if (!inflatesWithin(bytes, maxInflatedBytes)) return { kind: 'tooMuchContent' };
  let document;
  try {
    document = await getDocumentProxy(new Uint8Array(pdf), { verbosity: 0 });
  } catch {
    return { kind: 'unreadable' };
  }
  try {
    if (document.numPages > maxPages) return { kind: 'tooManyPages' };
    const { totalPages, text } = await extractText(document, { mergePages: true });
    return { kind: 'text', pages: totalPages, text };
  } catch {
    return { kind: 'unreadable' };
  } finally {
    await document.loadingTask.destroy();
  }
}

/**
 * On Linux a thread has its own nice value: this one yields the CPU to the api's event loop when both want it (the
 * thread's id from /proc/thread-self). Elsewhere nothing changes.
 */
function yieldToTheApi(): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, 10);
  } catch {
    // not Linux, or not allowed: the worker runs at the api's priority
  }
}

if (parentPort) {
  const port = parentPort;
  yieldToTheApi();
  void pdfText(workerData as PdfTextJob).then((result) => port.postMessage(result));
}
