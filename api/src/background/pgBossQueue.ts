/**
 * The durable queue on PostgreSQL: pg-boss (jobs are rows of its schema, taken with SKIP LOCKED, so each runs
 * once however many api processes work the queue). A job is added in the caller's transaction (pg-boss's Kysely
 * adapter), workers wake through LISTEN/NOTIFY, a failed attempt is retried with exponential backoff, and after
 * the last one the job moves to its dead-letter queue `<name>-dead`, whose worker runs the handler's `dead`.
 * A process that dies mid-job stops sending heartbeats: after HEARTBEAT_SECONDS (plus up to one monitor pass)
 * another process retries the job. Periodic jobs are cron schedules of pg-boss; the `exclusive` policy keeps
 * a second one from starting while one is queued or running anywhere.
 */
import { PgBoss, fromKysely, type Job, type JobResult, type Queue } from 'pg-boss';
import type { Db } from '../db/types';
import { JOB_NAMES, JOB_SPECS, type JobName, type JobPayloads, type JobSpec } from './jobs';
import { DuplicateHandlerError, type BackgroundQueue, type JobHandler } from './queue';

/** A running job's heartbeat interval: a dead process's job is retried after this (pg-boss's minimum is 10). */
export const HEARTBEAT_SECONDS = 10;
/** How often pg-boss looks for jobs whose heartbeat stopped (and maintains its tables). */
const MONITOR_SECONDS = 10;
/** How long stop() waits for running jobs before it closes the pool anyway. */
const STOP_TIMEOUT_MS = 10_000;

const WORKER_OPTIONS = {
  batchSize: 10,
  perJobResults: true,
  burstWhenBatchFull: true,
  // The safety net should a notification be missed (a reconnect of the listener after a database restart).
  pollingIntervalSeconds: 2,
  notifyPollingIntervalSeconds: 2,
} as const;

export interface PgBossQueueOptions {
  url: string;
  /** Schema of pg-boss's tables (default pgboss). */
  schema?: string;
  /** Connections of pg-boss's own pool (its LISTEN connection comes on top). */
  maxConnections?: number;
  applicationName?: string;
  logError?: (message: string, error: unknown) => void;
  /** Changes to JOB_SPECS (tests: shorter retry waits). */
  specs?: Partial<Record<JobName, Partial<JobSpec>>>;
}

const deadQueue = (name: JobName) => `${name}-dead`;

function queueOptions(spec: JobSpec): Omit<Queue, 'name'> {
  return {
    policy: spec.everyMinutes ? 'exclusive' : 'standard',
    retryLimit: spec.retries,
    retryDelay: spec.retryDelaySeconds,
    retryBackoff: spec.retries > 0,
    ...(spec.retries > 0 ? { retryDelayMax: spec.retryDelayMaxSeconds } : {}),
    expireInSeconds: spec.timeoutSeconds,
    heartbeatSeconds: HEARTBEAT_SECONDS,
    notify: true,
  };
}

export function pgBossQueue({
  url,
  schema,
  maxConnections = 4,
  applicationName = 'amb-api-jobs',
  logError = (message, error) => console.error(message, error),
  specs = {},
}: PgBossQueueOptions): BackgroundQueue {
  const handlers = new Map<JobName, JobHandler<JobName>>();
  const specOf = (name: JobName): JobSpec => ({ ...JOB_SPECS[name], ...specs[name] });
  const boss = new PgBoss({
    connectionString: url,
    ...(schema ? { schema } : {}),
    max: maxConnections,
    application_name: applicationName,
    useListenNotify: true,
    superviseIntervalSeconds: MONITOR_SECONDS,
    monitorIntervalSeconds: MONITOR_SECONDS,
  });
  // pg-boss reports a lost connection (a database restart) as an 'error' event: unhandled it would end the
  // process. It reconnects by itself; jobs wait in the table meanwhile. While the database is gone every worker
  // reports the same: one line per message and second.
  let lastMessage = '';
  let lastAt = 0;
  boss.on('error', (error) => {
    const message = String(error.message).replace(/ \(Queue: .*\)$/, '');
    if (message === lastMessage && Date.now() - lastAt < 1000) return;
    lastMessage = message;
    lastAt = Date.now();
    logError('Job-Warteschlange / job queue:', message);
  });

  async function ensureQueue(name: string, options: Omit<Queue, 'name'>): Promise<void> {
    if (await boss.getQueue(name)) {
      const { policy: _policy, ...changeable } = options;
      await boss.updateQueue(name, changeable);
    } else await boss.createQueue(name, options);
  }

  async function work(name: JobName, handler: JobHandler<JobName>): Promise<void> {
    const spec = specOf(name);
    // Batches, and the next fetch at once while they come full: woken by NOTIFY, a worker would otherwise take
    // one job and wait for the next notification or its backstop poll with the rest of a backlog still there.
    // Each job of a batch settles on its own: one failing mail does not send the others round again.
    const run = async (jobs: Job<JobPayloads[JobName]>[]) => {
      const results: JobResult[] = [];
      for (const job of jobs) {
        try {
          await handler.run(job.data);
          results.push({ id: job.id, status: 'completed' });
        } catch (error) {
          logError(`Hintergrundjob ${name} fehlgeschlagen (Versuch ${job.retryCount + 1}) / job failed:`, error);
          results.push({ id: job.id, status: 'failed', output: { message: String(error) } });
        }
      }
      return results;
    };
    await boss.work(name, { ...WORKER_OPTIONS, localConcurrency: spec.concurrency }, run);
    await boss.work(deadQueue(name), WORKER_OPTIONS, async (jobs: Job<JobPayloads[JobName]>[]) => {
      const results: JobResult[] = [];
      for (const job of jobs) {
        await handler.dead?.(job.data, new Error('Alle Versuche fehlgeschlagen / all attempts failed'));
        results.push({ id: job.id, status: 'completed' });
      }
      return results;
    });
    if (spec.everyMinutes) {
      await boss.schedule(name, spec.everyMinutes === 1 ? '* * * * *' : `*/${spec.everyMinutes} * * * *`, {});
      // At start too, as the embedded queue does; once per interval however many processes start in it (and a
      // job already queued or running anywhere keeps this one out).
      await boss.send(name, {}, { singletonSeconds: spec.everyMinutes * 60 });
    }
  }

  return {
    durable: true,
    handle(name, handler) {
      if (handlers.has(name)) throw new DuplicateHandlerError(name);
      handlers.set(name, handler);
    },
    async add(trx: Db, name, data) {
      await boss.send(name, data, { db: fromKysely(trx) });
      return { name, data };
    },
    // The job committed with the caller's transaction; NOTIFY has already woken a worker.
    dispatch: () => Promise.resolve(),
    async start() {
      await boss.start();
      for (const name of JOB_NAMES) {
        await ensureQueue(deadQueue(name), { retryLimit: 2, retryDelay: 60, retryBackoff: true });
        await ensureQueue(name, { ...queueOptions(specOf(name)), deadLetter: deadQueue(name) });
      }
      for (const [name, handler] of handlers) await work(name, handler);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS, close: true });
    },
  };
}
