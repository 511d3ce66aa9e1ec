/**
 * The api's background jobs, in one table: what each carries and how it is retried. A job runs once across all
 * api processes (on PostgreSQL through pg-boss, see pgBossQueue.ts), or in the one process of the embedded
 * default (embeddedQueue.ts). A feature adds its job here and registers its handler where it has its
 * dependencies (app.ts); callers only ever `add` a job and `dispatch` it after their commit.
 */

/** Every job and its payload (JSON: ids, never the data itself, so a retry reads what is current). */
export interface JobPayloads {
  /** One message of mail_outbox: the row is the message, the job its delivery. */
  'mail-delivery': { mailId: number };
  /** The thumbnail of an uploaded event photo. */
  'photo-thumbnail': { photoId: number };
  /** Expired reservations give their seats back, to the events' waiting lists first (periodic). */
  'reservation-release': Record<string, never>;
  /** Expired sessions, tokens, rate-limit hits and known logins are deleted (periodic). */
  'expired-data-purge': Record<string, never>;
}

export type JobName = keyof JobPayloads;

export interface JobSpec {
  /** Attempts after a failed first one; then the job is dead (its dead-letter state). */
  retries: number;
  /** Wait before the first retry; every further one waits twice as long, at most `retryDelayMaxSeconds`. */
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
  /** Longest one attempt may run before it counts as failed. */
  timeoutSeconds: number;
  /** Jobs run side by side in one process. */
  concurrency: number;
  /** Periodic: started every this many minutes (and at start), never two at once across processes. */
  everyMinutes?: number;
}

export const JOB_SPECS: Record<JobName, JobSpec> = {
  // About an hour and a half of retries (5, 10, 20 s … 43 min): an SMTP outage of that length loses no mail, and
  // a database restart delays a message by seconds, not minutes.
  'mail-delivery': {
    retries: 10,
    retryDelaySeconds: 5,
    retryDelayMaxSeconds: 3600,
    timeoutSeconds: 60,
    concurrency: 4,
  },
  'photo-thumbnail': { retries: 3, retryDelaySeconds: 5, retryDelayMaxSeconds: 60, timeoutSeconds: 60, concurrency: 1 },
  // A run that failed, or whose process died (its heartbeat stopped), is tried again soon rather than at the next
  // interval; the embedded queue just waits for the next one.
  'reservation-release': {
    retries: 2,
    retryDelaySeconds: 5,
    retryDelayMaxSeconds: 30,
    timeoutSeconds: 300,
    concurrency: 1,
    everyMinutes: 1,
  },
  'expired-data-purge': {
    retries: 2,
    retryDelaySeconds: 5,
    retryDelayMaxSeconds: 30,
    timeoutSeconds: 300,
    concurrency: 1,
    everyMinutes: 10,
  },
};

export const JOB_NAMES = Object.keys(JOB_SPECS) as JobName[];

/** The wait before retry number `retry` (1-based): exponential, capped. */
export function retryDelaySeconds(spec: JobSpec, retry: number): number {
  return Math.min(spec.retryDelayMaxSeconds, spec.retryDelaySeconds * 2 ** (retry - 1));
}
