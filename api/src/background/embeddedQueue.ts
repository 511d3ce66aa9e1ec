/**
 * The embedded default (SQLite, one process): jobs run in this process right after their commit, failed ones
 * again after the spec's waits, periodic ones on timers that never keep the process alive. Nothing of a job is
 * stored beyond the rows it works on, so the handlers' `pending` finds what a previous process left undone.
 */
import type { Db } from '../db/types';
import { JOB_SPECS, retryDelaySeconds, type JobName, type JobPayloads } from './jobs';
import { DuplicateHandlerError, type BackgroundQueue, type JobHandler, type QueuedJob } from './queue';

export interface EmbeddedQueueOptions {
  /** Where failed attempts are reported (default: console.error). */
  logError?: (message: string, error: unknown) => void;
  /** Factor on every retry's wait (tests: 0, the retries follow at once). */
  retryDelayScale?: number;
}

const defaultLog = (message: string, error: unknown) => console.error(message, error);

export interface EmbeddedQueue extends BackgroundQueue {
  /** Resolves once no job is running or waiting for a retry (tests). */
  drained(): Promise<void>;
}

export function embeddedQueue({
  logError = defaultLog,
  retryDelayScale = 1,
}: EmbeddedQueueOptions = {}): EmbeddedQueue {
  const handlers = new Map<JobName, JobHandler<JobName>>();
  /** Every run still going (stop waits for them). */
  const running = new Set<Promise<void>>();
  /** Jobs running or waiting for a retry, so a recovered job is not started a second time. */
  const known = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;

  const keyOf = (job: QueuedJob) => `${job.name}:${JSON.stringify(job.data)}`;

  function track(work: Promise<void>): Promise<void> {
    running.add(work);
    void work.finally(() => running.delete(work));
    return work;
  }

  /** Attempt `attempt` (0 = the first) of a job; a failure schedules the next or ends in its dead state. */
  async function runAttempt(job: QueuedJob, attempt: number): Promise<void> {
    const handler = handlers.get(job.name)!;
    const spec = JOB_SPECS[job.name];
    try {
      await handler.run(job.data);
      known.delete(keyOf(job));
    } catch (error) {
      logError(`Hintergrundjob ${job.name} fehlgeschlagen (Versuch ${attempt + 1}) / job failed:`, error);
      if (attempt < spec.retries && !stopped) {
        const timer = setTimeout(
          () => {
            timers.delete(timer);
            void track(runAttempt(job, attempt + 1));
          },
          retryDelaySeconds(spec, attempt + 1) * 1000 * retryDelayScale,
        );
        timer.unref();
        timers.add(timer);
        return;
      }
      known.delete(keyOf(job));
      await handler.dead?.(job.data, error).catch((deadError: unknown) => {
        logError(`Hintergrundjob ${job.name}: Abschluss fehlgeschlagen / dead-letter step failed:`, deadError);
      });
    }
  }

  function dispatch(job: QueuedJob | undefined): Promise<void> {
    if (!job) return Promise.resolve();
    if (!handlers.has(job.name)) {
      return Promise.reject(new Error(`Kein Handler für den Hintergrundjob ${job.name} / no handler`));
    }
    const key = keyOf(job);
    if (known.has(key)) return Promise.resolve();
    known.add(key);
    return track(runAttempt(job, 0));
  }

  function startPeriodic(name: JobName, handler: JobHandler<JobName>, minutes: number): void {
    let current: Promise<void> | null = null;
    const run = () => {
      if (current || stopped) return;
      current = track(
        handler.run({}).catch((error: unknown) => {
          logError(`Hintergrundjob ${name} fehlgeschlagen / job failed:`, error);
        }),
      ).finally(() => {
        current = null;
      });
    };
    const timer = setInterval(run, minutes * 60_000);
    timer.unref();
    timers.add(timer);
    run();
  }

  return {
    durable: false,
    handle(name, handler) {
      if (handlers.has(name)) throw new DuplicateHandlerError(name);
      handlers.set(name, handler);
    },
    // Nothing to store: the rows the job works on are its record (see `pending`).
    add: <N extends JobName>(_trx: Db, name: N, data: JobPayloads[N]) => Promise.resolve({ name, data }),
    dispatch,
    async start() {
      for (const [name, handler] of handlers) {
        const minutes = JOB_SPECS[name].everyMinutes;
        if (minutes) startPeriodic(name, handler, minutes);
        if (!handler.pending) continue;
        try {
          for (const data of await handler.pending()) void dispatch({ name, data });
        } catch (error) {
          logError(`Hintergrundjob ${name}: Liegengebliebenes nicht gefunden / pending work not found:`, error);
        }
      }
    },
    async drained() {
      while (running.size > 0 || known.size > 0) {
        if (running.size > 0) await Promise.allSettled([...running]);
        else await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async stop() {
      stopped = true;
      for (const timer of timers) {
        clearTimeout(timer);
        clearInterval(timer);
      }
      timers.clear();
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
