/** Load of the chaos tests and the bench: loops of requests with the start, end and outcome of each. */

export interface Sample {
  start: number;
  end: number;
  /** HTTP status, or 0 when no answer came (connection refused or cut, the request's deadline). */
  status: number;
  /** The error code of a JSON error answer, or the network error's name. */
  code?: string;
  message?: string;
}

/** One request with a deadline; never throws. */
export async function timed(
  url: string,
  init: RequestInit & { deadlineMs?: number } = {},
): Promise<Sample & { body: string }> {
  const start = Date.now();
  const { deadlineMs = 20_000, ...rest } = init;
  try {
    const response = await fetch(url, { redirect: 'manual', ...rest, signal: AbortSignal.timeout(deadlineMs) });
    const body = await response.text();
    const sample: Sample & { body: string } = { start, end: Date.now(), status: response.status, body };
    if (response.status >= 400 && (response.headers.get('content-type') ?? '').includes('json')) {
      const error = (JSON.parse(body) as { error?: { code?: string; message?: string } }).error;
      if (error?.code) sample.code = error.code;
      if (error?.message) sample.message = error.message;
    }
    return sample;
  } catch (error) {
    const name = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    return { start, end: Date.now(), status: 0, code: name, body: '' };
  }
}

/** `concurrency` loops each running `request` until `running()` says stop; all samples in order of their start. */
export async function loadWhile<S extends Sample>(
  concurrency: number,
  running: () => boolean,
  request: (loop: number) => Promise<S>,
): Promise<S[]> {
  const samples: S[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async (_, loop) => {
      while (running()) samples.push(await request(loop));
    }),
  );
  return samples.sort((a, b) => a.start - b.start);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `condition` holds (polling every `everyMs`); throws with `what` after `timeoutMs`. */
export async function until(
  what: string,
  condition: () => boolean | Promise<boolean>,
  { timeoutMs = 60_000, everyMs = 100 } = {},
): Promise<number> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: nicht erreicht nach ${timeoutMs} ms`);
    await sleep(everyMs);
  }
  return Date.now() - started;
}

/** Percentile of durations (ms). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Counts by a key. */
export function countBy<T>(items: T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}
