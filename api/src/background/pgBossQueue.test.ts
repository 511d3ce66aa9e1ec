import { sql } from 'kysely';
import { createTestDb, type TestDb } from '../test/createTestDb';
import { pgBossQueue } from './pgBossQueue';
import type { BackgroundQueue } from './queue';

// The durable queue needs PostgreSQL: on SQLite this file has nothing to test.
const postgres = process.env.AMB_TEST_DIALECT === 'postgres';
const describePostgres = postgres ? describe : describe.skip;

let testDb: TestDb;
const queues: BackgroundQueue[] = [];
beforeAll(async () => {
  if (postgres) testDb = await createTestDb({ seed: false });
});
afterEach(async () => {
  await Promise.all(queues.splice(0).map((queue) => queue.stop()));
});
afterAll(async () => {
  if (postgres) await testDb.destroy();
});

/** One api process's queue: each has its own pg-boss instance and pool. */
function processQueue(): BackgroundQueue {
  const queue = pgBossQueue({
    url: testDb.url!,
    maxConnections: 2,
    logError: (m, e) => console.error(m, e),
    specs: { 'photo-thumbnail': { retries: 1, retryDelaySeconds: 1, retryDelayMaxSeconds: 1 } },
  });
  queues.push(queue);
  return queue;
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`nicht erreicht nach ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describePostgres('the durable queue (pg-boss, several processes)', () => {
  it('runs a job committed with its transaction once across two processes, and never one rolled back', async () => {
    const runs: number[] = [];
    const [a, b] = [processQueue(), processQueue()];
    for (const queue of [a, b]) {
      queue.handle('photo-thumbnail', {
        run: ({ photoId }) => {
          runs.push(photoId);
          return Promise.resolve();
        },
      });
      await queue.start();
    }
    await testDb.db.transaction().execute(async (trx) => {
      for (let photoId = 1; photoId <= 10; photoId += 1) await a.add(trx, 'photo-thumbnail', { photoId });
    });
    await expect(
      testDb.db.transaction().execute(async (trx) => {
        await b.add(trx, 'photo-thumbnail', { photoId: 99 });
        throw new Error('abgebrochen');
      }),
    ).rejects.toThrow('abgebrochen');
    await until(() => runs.length >= 10);
    // Long enough for a second delivery of any of them, or for the rolled-back one, to show.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect([...runs].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('retries a failing job and then hands it to its dead-letter step', async () => {
    const queue = processQueue();
    let attempts = 0;
    const dead: number[] = [];
    queue.handle('photo-thumbnail', {
      run: () => {
        attempts += 1;
        return Promise.reject(new Error('kaputt'));
      },
      dead: ({ photoId }) => {
        dead.push(photoId);
        return Promise.resolve();
      },
    });
    await queue.start();
    await queue.add(testDb.db, 'photo-thumbnail', { photoId: 5 });
    await until(() => dead.length > 0, 30_000);
    expect(attempts).toBe(2);
    expect(dead).toEqual([5]);
  });

  it('starts a periodic job once when two processes start together', async () => {
    const runs: string[] = [];
    const [a, b] = [processQueue(), processQueue()];
    for (const [label, queue] of [
      ['a', a],
      ['b', b],
    ] as const) {
      queue.handle('reservation-release', {
        run: async () => {
          runs.push(label);
          // Still running when the other process starts: the exclusive policy keeps its job out.
          await new Promise((resolve) => setTimeout(resolve, 1000));
        },
      });
    }
    await Promise.all([a.start(), b.start()]);
    await until(() => runs.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(runs).toHaveLength(1);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pgboss.job where name = 'reservation-release'`.execute(testDb.db);
    expect(rows[0]!.n).toBe(1);
  });
});
