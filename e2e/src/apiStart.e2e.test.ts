/**
 * Several api processes starting at once on one empty SQLite file (two `npm start`, or processes behind a
 * load balancer): every one comes up, and the demo data is written exactly once. (PostgreSQL: the api's
 * own test db/concurrentStart.test.ts.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const { freePort } = require('../harness/system.cjs') as { freePort: () => Promise<number> };

const STARTS = 3;
const root = path.resolve(__dirname, '../..');

async function healthy(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`api beendet mit Code ${child.exitCode}`);
    if (
      await fetch(url).then(
        (res) => res.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} antwortet nicht`);
}

describe('mehrere api-Prozesse starten gleichzeitig auf einer leeren SQLite-Datei', () => {
  it('alle kommen hoch, die Demodaten entstehen genau einmal', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'amb-starts-'));
    const children: Array<{ child: ChildProcess; port: number; output: string[] }> = [];
    try {
      for (let i = 0; i < STARTS; i += 1) {
        const port = await freePort();
        const output: string[] = [];
        const child = spawn(process.execPath, [path.join(root, 'api/dist/server.js')], {
          env: {
            ...process.env,
            NODE_ENV: 'development',
            PORT: String(port),
            DATABASE_FILE: path.join(dir, 'amb.sqlite'),
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
        children.push({ child, port, output });
      }
      await Promise.all(children.map(({ child, port }) => healthy(`http://127.0.0.1:${port}/healthz`, child)));
      const seeded = children.filter(({ output }) => output.join('').includes('Demodaten erzeugt'));
      expect(seeded).toHaveLength(1);
      const rubrics = await Promise.all(
        children.map(({ port }) => fetch(`http://127.0.0.1:${port}/api/get-rubrics`).then((res) => res.json())),
      );
      expect(rubrics[0]).toHaveLength(10);
      expect(rubrics[1]).toEqual(rubrics[0]);
      expect(rubrics[2]).toEqual(rubrics[0]);
    } finally {
      await Promise.all(
        children.map(
          ({ child }) =>
            new Promise((resolve) => {
              if (child.exitCode !== null) return resolve(undefined);
              child.once('exit', resolve);
              child.kill('SIGTERM');
            }),
        ),
      );
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
