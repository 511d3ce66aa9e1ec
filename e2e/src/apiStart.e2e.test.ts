/**
 * Several api processes starting at once on one empty SQLite file (two `npm start`, or processes behind a
 * load balancer): every one comes up, and the demo data is written exactly once. (PostgreSQL: the api's
 * own test db/concurrentStart.test.ts.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const STARTS = 3;
const root = path.resolve(__dirname, '../..');

interface Start {
  child: ChildProcess;
  output: string[];
}

/** The port the api reports once it listens (each start takes a free one itself: PORT=0). */
async function listening({ child, output }: Start, timeoutMs = 120_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const port = /API läuft auf http:\/\/127\.0\.0\.1:(\d+)/.exec(output.join(''))?.[1];
    if (port) return Number(port);
    if (child.exitCode !== null) throw new Error(`api beendet mit Code ${child.exitCode}:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`api lauscht nicht nach ${timeoutMs} ms:\n${output.join('')}`);
}

describe('mehrere api-Prozesse starten gleichzeitig auf einer leeren SQLite-Datei', () => {
  it('alle kommen hoch, die Demodaten entstehen genau einmal', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'amb-starts-'));
    const children: Start[] = [];
    try {
      for (let i = 0; i < STARTS; i += 1) {
        const output: string[] = [];
        const child = spawn(process.execPath, [path.join(root, 'api/dist/server.js')], {
          env: {
            ...process.env,
            NODE_ENV: 'development',
            PORT: '0',
            DATABASE_FILE: path.join(dir, 'amb.sqlite'),
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
        children.push({ child, output });
      }
      const ports = await Promise.all(children.map((start) => listening(start)));
      const seeded = children.filter(({ output }) => output.join('').includes('Demodaten erzeugt'));
      expect(seeded).toHaveLength(1);
      const rubrics = await Promise.all(
        ports.map((port) => fetch(`http://127.0.0.1:${port}/api/get-rubrics`).then((res) => res.json())),
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
