import path from 'node:path';
import { Piscina } from 'piscina';
import type { PageGlobals, RemoteName, ServerRenderRequest } from '@amb/shared-contracts';
import type { ChromeAnswer, ChromePart, LoadAnswer, PageAnswer, RenderTask, RenderWorkerData } from './renderWorker';

export interface GenerationOptions {
  /** Threads of the pool (SSR_THREADS). */
  threads: number;
  /** Renders one thread runs at the same time: they mostly wait for the api (SSR_TASKS_PER_THREAD). */
  tasksPerThread: number;
  /** A page render's time budget (SSR_BUDGET_MS); past it the page is rendered in the browser. */
  budgetMs: number;
}

/** The server builds of one generation: file and version of each remote that has one. */
export interface BuildSet {
  key: string;
  files: Partial<Record<RemoteName, string>>;
  versions: Partial<Record<RemoteName, string>>;
}

/**
 * A thread stuck in synchronous code cannot notice its budget; after this many budgets piscina ends the
 * thread (and whatever else it was rendering) and starts a fresh one.
 */
const STUCK_AFTER_BUDGETS = 10;
/** What a closing generation waits beyond the stuck limit before it ends its threads. */
const CLOSE_GRACE_MS = 1000;

// Compiled, the worker is renderWorker.js beside this file; in the tests Node runs the .ts source itself.
const WORKER_FILE = path.join(__dirname, `renderWorker${path.extname(__filename)}`);

/**
 * One generation: a worker pool whose threads loaded the current server build of every remote that has one.
 * A deploy or rollback makes a new generation; the old one is retired and, once its last render is done,
 * closed: its threads exit and the versions they loaded leave memory.
 */
export class Generation {
  private readonly pool: Piscina | null;
  private users = 0;
  private retired = false;
  private closed: Promise<void> | null = null;
  /** Builds that failed to load in this generation, with the reason. */
  loadFailures: LoadAnswer['failures'] = {};

  constructor(
    readonly id: number,
    readonly builds: BuildSet,
    private readonly options: GenerationOptions,
    onError: (error: Error) => void,
  ) {
    const workerData: RenderWorkerData = { builds: builds.files };
    this.pool =
      Object.keys(builds.files).length === 0
        ? null
        : new Piscina({
            filename: WORKER_FILE,
            workerData,
            minThreads: 1,
            maxThreads: options.threads,
            concurrentTasksPerWorker: options.tasksPerThread,
            // No render outlives its stuck limit (the thread is ended then), so a close that waits longer is
            // waiting for nothing: piscina's flush can miss a thread it just replaced and would wait its default
            // 30 s. After this the threads are ended and the close is reported through onError.
            closeTimeout: options.budgetMs * STUCK_AFTER_BUDGETS + CLOSE_GRACE_MS,
          });
    // A thread that fails outside a task (or a close that takes too long) must not end the bff.
    this.pool?.on('error', onError);
  }

  get versions(): Partial<Record<RemoteName, string>> {
    return this.builds.versions;
  }

  hasBuild(app: RemoteName): boolean {
    return this.builds.files[app] !== undefined;
  }

  /** Starts a thread and loads every build (the warm-up before the generation goes live). */
  async warm(): Promise<void> {
    if (!this.pool) return;
    const answer = (await this.pool.run({ kind: 'load' } satisfies RenderTask)) as LoadAnswer;
    this.loadFailures = answer.failures;
  }

  /** Header, footer and the not-found page; a part that failed is missing from `html`, with its reason. */
  async renderChrome(globals: PageGlobals, parts: ChromePart[]): Promise<ChromeAnswer & { transient: boolean }> {
    if (!this.pool || !this.hasBuild('mf_navigation')) {
      return {
        html: {},
        failures: Object.fromEntries(parts.map((part) => [part, 'kein Server-Build'])),
        transient: false,
      };
    }
    try {
      const answer = (await this.pool.run({ kind: 'chrome', globals, parts } satisfies RenderTask, {
        signal: AbortSignal.timeout(this.options.budgetMs * STUCK_AFTER_BUDGETS),
      })) as ChromeAnswer;
      return { ...answer, transient: false };
    } catch (error) {
      const message = `Render-Thread: ${(error as Error).message}`;
      return { html: {}, failures: Object.fromEntries(parts.map((part) => [part, message])), transient: true };
    }
  }

  /**
   * The main content of a route by its owner's build. The budget holds here too: a thread busy in synchronous
   * code cannot answer, so the page falls back to the browser when the budget is spent, whatever the thread does.
   */
  async renderPage(app: RemoteName, request: Omit<ServerRenderRequest, 'signal'>): Promise<PageAnswer> {
    if (!this.pool || !this.hasBuild(app)) return { ok: false, cause: 'missing', message: 'kein Server-Build' };
    const { budgetMs } = this.options;
    const task: RenderTask = { kind: 'page', app, request, budgetMs };
    let timer: NodeJS.Timeout | undefined;
    const budget = new Promise<PageAnswer>((resolve) => {
      timer = setTimeout(
        () => resolve({ ok: false, cause: 'timeout', message: `länger als ${budgetMs} ms` }),
        // The thread's own budget answers first when it can; this one is for a thread that cannot.
        budgetMs + 25,
      );
    });
    const rendered = this.pool.run(task, { signal: AbortSignal.timeout(budgetMs * STUCK_AFTER_BUDGETS) }).then(
      (answer) => answer as PageAnswer,
      (error: unknown): PageAnswer => ({
        ok: false,
        cause: 'unavailable',
        message: `Render-Thread: ${(error as Error).message}`,
      }),
    );
    try {
      return await Promise.race([rendered, budget]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** A request renders with this generation until it is done with it (see retire). */
  acquire(): void {
    this.users += 1;
  }

  release(): void {
    this.users -= 1;
    if (this.retired && this.users === 0) void this.close();
  }

  /** No longer live: closed as soon as no request uses it any more. */
  retire(): void {
    this.retired = true;
    if (this.users === 0) void this.close();
  }

  /** Lets running renders finish, then ends the threads. */
  close(): Promise<void> {
    this.closed ??= this.pool ? this.pool.close() : Promise.resolve();
    return this.closed;
  }
}
