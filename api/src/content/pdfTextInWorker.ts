/**
 * Runs pdfTextWorker in a worker thread of its own (issue 21): a hostile PDF costs that worker's memory and time,
 * never the api's event loop. The worker ends when it answers, when the time is up, when its memory limit is hit
 * or when the client goes away (`signal`).
 */
import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PdfTextJob, PdfTextResult } from './pdfTextWorker.mjs';

export type PdfTextOutcome =
  | PdfTextResult
  | { kind: 'tooSlow' }
  | { kind: 'aborted' }
  /** The worker itself failed (not the file: pdf.js's errors come back as 'unreadable'). */
  | { kind: 'failed'; error: Error };

/** The compiled worker beside the compiled api; in the tests the source, run by Node's type stripping. */
const WORKER_FILE = join(__dirname, `pdfTextWorker${extname(__filename) === '.ts' ? '.mts' : '.mjs'}`);

/** Heap of one worker: pdf.js needs a few dozen megabytes for a judgment. */
const WORKER_HEAP_MB = 256;

const running = new Set<Worker>();

/** Workers running now (the tests check that an aborted analysis stops its worker). */
export const runningPdfWorkers = (): number => running.size;

export function pdfTextInWorker(job: PdfTextJob, timeoutMs: number, signal?: AbortSignal): Promise<PdfTextOutcome> {
  if (signal?.aborted) return Promise.resolve({ kind: 'aborted' });
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_FILE, {
      workerData: job,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
      stdout: true,
      stderr: true,
    });
    running.add(worker);
    let outcome: PdfTextOutcome | undefined;
    const finish = (result: PdfTextOutcome) => {
      outcome ??= result;
      void worker.terminate();
    };
    const timer = setTimeout(() => finish({ kind: 'tooSlow' }), timeoutMs);
    const abort = () => finish({ kind: 'aborted' });
    signal?.addEventListener('abort', abort, { once: true });
    worker.once('message', (result: PdfTextResult) => finish(result));
    worker.once('error', (error: Error & { code?: string }) =>
      finish(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { kind: 'tooMuchContent' } : { kind: 'failed', error }),
    );
    worker.once('exit', () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
      running.delete(worker);
      resolve(outcome ?? { kind: 'failed', error: new Error('PDF-Worker endete ohne Antwort / PDF worker exited') });
    });
  });
}
