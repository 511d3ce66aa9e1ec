/**
 * Issue 21, finding 3: a hostile PDF must not block the api. The analysis runs in a worker thread; pages, inflated
 * bytes and time are bounded (German 413); a client going away stops the worker; other requests stay fast.
 */
import { API_ROUTES, CSRF_HEADER, PDF_ANALYSIS_MESSAGES, PDF_MAX_PAGES } from '@amb/shared-contracts';
import type { Express } from 'express';
import type { Server } from 'node:http';
import request from 'supertest';
import { analysePdf } from '../content/pdfAnalysis';
import { runningPdfWorkers } from '../content/pdfTextInWorker';
import { DEMO_EDITOR_EMAIL } from '../seed/accounts';
import { loginAs, type Agent } from '../test/agent';
import { createTestApp } from '../test/createTestApp';
import type { TestDb } from '../test/createTestDb';
import { csrfFrom } from '../test/demoUsers';
import { inflatingPdf, manyPagesPdf } from '../test/hostilePdf';

let testDb: TestDb;
let app: Express;
let server: Server;
let editor: { agent: Agent; csrf: string };

beforeAll(async () => {
  ({ testDb, app } = await createTestApp());
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  editor = await loginAs(server, DEMO_EDITOR_EMAIL);
}, 60_000);
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await testDb.destroy();
});

/**
 * Within the bounds, but seconds of pdf.js work: 120 pages of 200 lines each (the whole 300 pages can run past the
 * 15 s bound on a busy 2-core machine, which would make this test about the machine, not the worker).
 */
const HEAVY_PAGES = 120;
const heavyPdf = () => manyPagesPdf(HEAVY_PAGES, 200);

function upload(file: Buffer) {
  return editor.agent
    .post(API_ROUTES.managePdfAnalysisUpload.path)
    .set(CSRF_HEADER, editor.csrf)
    .attach('pdf', file, { filename: 'urteil.pdf', contentType: 'application/pdf' });
}

async function until(condition: () => boolean, timeoutMs: number): Promise<number> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now() - start;
}

/** How long the analysis of heavyPdf took in the first test (the abort test stops the worker well before). */
let analysisMs = 0;

/** 50 reads of the seminar catalogue, one after the other: each one's latency in ms. */
async function readLatencies(): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < 50; i++) {
    const start = performance.now();
    const res = await request(server).get(API_ROUTES.seminars.path);
    latencies.push(performance.now() - start);
    expect(res.status).toBe(200);
  }
  return latencies;
}

const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.99) - 1]!;

describe('PDF analysis off the event loop', () => {
  it('keeps the p99 of 50 catalogue reads under 200 ms while a large PDF is analysed', async () => {
    const idle = await readLatencies();
    const startedAt = Date.now();
    const analysis = upload(heavyPdf()).then((res) => {
      analysisMs = Date.now() - startedAt;
      return res;
    });
    await until(() => runningPdfWorkers() > 0, 10_000);
    const latencies = await readLatencies();
    // The reads ran while the analysis did (otherwise they prove nothing).
    expect(runningPdfWorkers()).toBe(1);
    console.info(
      `p99 of 50 catalogue reads: ${p99(latencies).toFixed(1)} ms during the analysis, ${p99(idle).toFixed(1)} ms without`,
    );
    // 200 ms; on a machine so busy that the reads miss that without any analysis, twice their p99 then (before
    // the worker, the analysis held every read for seconds: 7,986 ms p99 against 69 ms without).
    expect(p99(latencies)).toBeLessThan(Math.max(200, 2 * p99(idle)));
    const res = await analysis;
    editor.csrf = csrfFrom(res) ?? editor.csrf;
    expect(res.status).toBe(200);
    expect(res.body.pages).toBe(HEAVY_PAGES);
    expect(res.body.text).toContain('Zeile 200 nach Paragraf 87 BetrVG');
  }, 60_000);

  it(`refuses a PDF of more than ${PDF_MAX_PAGES} pages with a German 413`, async () => {
    const res = await upload(manyPagesPdf(2000));
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: PDF_ANALYSIS_MESSAGES.tooManyPages,
      fields: { pdf: PDF_ANALYSIS_MESSAGES.tooManyPages },
    });
    expect(PDF_ANALYSIS_MESSAGES.tooManyPages).toContain(`höchstens ${PDF_MAX_PAGES} Seiten`);
  }, 30_000);

  it('refuses a small PDF that inflates to 200 MB with a German 413', async () => {
    const bomb = inflatingPdf(200 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(300 * 1024);
    const res = await upload(bomb);
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe(PDF_ANALYSIS_MESSAGES.tooMuchContent);
  }, 90_000);

  it('stops the analysis when it takes longer than allowed, with a German 413', async () => {
    const file = { buffer: heavyPdf(), mimetype: 'application/pdf' };
    const limits = { maxPages: PDF_MAX_PAGES, maxInflatedBytes: 64 * 1024 * 1024, timeoutMs: 200 };
    await expect(analysePdf(file, { limits })).rejects.toMatchObject({
      status: 413,
      message: PDF_ANALYSIS_MESSAGES.tooSlow,
    });
    expect(runningPdfWorkers()).toBe(0);
  }, 30_000);

  it('ends the worker when the client goes away', async () => {
    const pending = upload(heavyPdf());
    const settled = pending.then(
      () => 'answered',
      () => 'aborted',
    );
    await until(() => runningPdfWorkers() > 0, 10_000);
    pending.abort(); // the connection closes, as when the editor closes the tab
    const stoppedIn = await until(() => runningPdfWorkers() === 0, 2_000);
    expect(stoppedIn).toBeLessThan(analysisMs / 2);
    expect(await settled).toBe('aborted');
  }, 30_000);
});
