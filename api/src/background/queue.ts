/**
 * The small interface every feature uses for background work. A job is added in the transaction that makes it
 * necessary (the outbox row and its delivery commit together or not at all) and dispatched after the commit:
 * the embedded queue then runs it in this process, a durable queue has already handed it to its workers.
 */
import type { Db } from '../db/types';
import type { JobName, JobPayloads } from './jobs';

export interface QueuedJob<N extends JobName = JobName> {
  readonly name: N;
  readonly data: JobPayloads[N];
}

export interface JobHandler<N extends JobName> {
  /** One attempt; throwing fails it (and it is retried as JOB_SPECS says). */
  run(data: JobPayloads[N]): Promise<void>;
  /** After the last attempt failed: the job's dead-letter state shows where a person looks (the outbox row). */
  dead?(data: JobPayloads[N], error: unknown): Promise<void>;
  /**
   * Embedded queue only: the work a previous process left undone (its jobs lived in memory), found again from
   * the rows at start. A durable queue keeps its jobs and never asks.
   */
  pending?(): Promise<Array<JobPayloads[N]>>;
}

export interface BackgroundQueue {
  /** true: jobs are rows committed with the caller's transaction and run by whichever process is free. */
  readonly durable: boolean;
  /** Registers the one handler of a job (a second registration of a name is an error). */
  handle<N extends JobName>(name: N, handler: JobHandler<N>): void;
  /** Adds a job in `trx` (a transaction, or the plain database): it exists exactly when `trx` commits. */
  add<N extends JobName>(trx: Db, name: N, data: JobPayloads[N]): Promise<QueuedJob<N>>;
  /** After the commit: runs the job now in this process (embedded; awaited) or does nothing (durable). */
  dispatch(job: QueuedJob | undefined): Promise<void>;
  /** Starts the workers and the periodic jobs. */
  start(): Promise<void>;
  /** Stops taking jobs, lets the running ones finish (within their time), and closes what it holds. */
  stop(): Promise<void>;
}

export class DuplicateHandlerError extends Error {
  constructor(name: JobName) {
    super(`Für den Hintergrundjob ${name} gibt es schon einen Handler / job ${name} already has a handler`);
  }
}
