/**
 * One thread of a render generation (see generation.ts): it requires the server build of each remote named in
 * its workerData once and renders with them. When the generation retires, the thread exits and every module it
 * loaded is freed with it — Node cannot unload a module from a thread that keeps running.
 *
 * Self-contained on purpose (Node built-ins and type imports only): the thread starts from this file alone,
 * compiled (dist) or, in the tests, as TypeScript through Node's type stripping.
 */
import { createRequire } from 'node:module';
import { workerData } from 'node:worker_threads';
import type {
  ChromeServerBuild,
  PageGlobals,
  RemoteName,
  ServerHead,
  ServerRenderRequest,
  ServerRenderResult,
} from '@amb/shared-contracts';

export interface RenderWorkerData {
  /** The server build file of each remote in this generation. */
  builds: Partial<Record<RemoteName, string>>;
}

export type ChromePart = 'header' | 'footer' | 'notFound' | 'pending';

export type RenderTask =
  | { kind: 'load' }
  | { kind: 'chrome'; globals: PageGlobals; parts: ChromePart[] }
  | { kind: 'page'; app: RemoteName; request: Omit<ServerRenderRequest, 'signal'>; budgetMs: number };

/** Builds that could not be loaded, with the reason. */
export interface LoadAnswer {
  failures: Partial<Record<RemoteName, string>>;
}

export interface ChromeAnswer {
  html: Partial<Record<ChromePart, string>>;
  failures: Partial<Record<ChromePart, string>>;
}

/** Why a page falls back to client rendering. */
export type FallbackCause = 'missing' | 'throw' | 'timeout' | 'invalid' | 'unavailable';

/** A rendered page; its state already as JSON text (it goes into the document as such). */
export type PageAnswer =
  | {
      ok: true;
      status: ServerRenderResult['status'];
      head: ServerHead;
      html: string;
      stateJson: string;
      /** False: the page needs no script (ServerRenderResult.interactive). */
      interactive: boolean;
      /** The browser hydrates it at the visitor's first sign of use (ServerRenderResult.hydrateOn). */
      hydrateOn?: 'interaction';
      redirect?: string;
      redirectStatus?: 301 | 302;
    }
  | { ok: false; cause: FallbackCause; message: string };

type Loaded = { exports: Record<string, unknown> } | { error: string };

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A build's exports: a bundle's named exports, or those of its default export. */
function exportsOf(value: unknown, names: readonly string[]): Record<string, unknown> {
  const candidate = (value ?? {}) as Record<string, unknown>;
  if (names.some((name) => typeof candidate[name] === 'function')) return candidate;
  const fallback = candidate.default;
  return typeof fallback === 'object' && fallback !== null ? (fallback as Record<string, unknown>) : candidate;
}

const EXPORTED = ['render', 'renderHeader', 'renderFooter', 'renderNotFound', 'renderPending'] as const;

const loaded = new Map<string, Loaded>();
for (const [app, file] of Object.entries((workerData as RenderWorkerData).builds)) {
  try {
    loaded.set(app, { exports: exportsOf(createRequire(file)(file), EXPORTED) });
  } catch (error) {
    loaded.set(app, { error: messageOf(error) });
  }
}

function functionOf(app: RemoteName, name: string): ((...args: unknown[]) => unknown) | string {
  const build = loaded.get(app);
  if (!build) return 'kein Server-Build';
  if ('error' in build) return `Server-Build nicht ladbar: ${build.error}`;
  const fn = build.exports[name];
  return typeof fn === 'function' ? (fn as (...args: unknown[]) => unknown) : `${name} fehlt im Server-Build`;
}

const CHROME_FUNCTIONS: Record<ChromePart, keyof ChromeServerBuild> = {
  header: 'renderHeader',
  footer: 'renderFooter',
  notFound: 'renderNotFound',
  pending: 'renderPending',
};

function renderChrome(globals: PageGlobals, parts: ChromePart[]): ChromeAnswer {
  const answer: ChromeAnswer = { html: {}, failures: {} };
  for (const part of parts) {
    const fn = functionOf('mf_navigation', CHROME_FUNCTIONS[part]);
    if (typeof fn === 'string') {
      answer.failures[part] = fn;
      continue;
    }
    try {
      const html = fn(globals);
      if (typeof html === 'string') answer.html[part] = html;
      else answer.failures[part] = `${CHROME_FUNCTIONS[part]} liefert keinen Text`;
    } catch (error) {
      answer.failures[part] = `${CHROME_FUNCTIONS[part]} wirft: ${messageOf(error)}`;
    }
  }
  return answer;
}

const STATUSES = new Set([200, 404, 410]);

function isResult(value: unknown): value is ServerRenderResult {
  const result = value as Partial<ServerRenderResult> | null;
  return (
    typeof result?.html === 'string' &&
    STATUSES.has(result.status as number) &&
    typeof result.head?.title === 'string' &&
    (result.redirect === undefined || (typeof result.redirect === 'string' && result.redirect.startsWith('/'))) &&
    (result.redirectStatus === undefined || result.redirectStatus === 301 || result.redirectStatus === 302)
  );
}

const TIMED_OUT = Symbol('timed out');

async function renderPage(task: Extract<RenderTask, { kind: 'page' }>): Promise<PageAnswer> {
  const render = functionOf(task.app, 'render');
  if (typeof render === 'string') return { ok: false, cause: 'missing', message: render };
  // The budget ends the render's own api calls too (the request carries the signal).
  const signal = AbortSignal.timeout(task.budgetMs);
  const timedOut = new Promise<typeof TIMED_OUT>((resolve) => {
    signal.addEventListener('abort', () => resolve(TIMED_OUT), { once: true });
  });
  let result: unknown;
  try {
    result = await Promise.race([render({ ...task.request, signal }), timedOut]);
  } catch (error) {
    if (signal.aborted) return { ok: false, cause: 'timeout', message: `länger als ${task.budgetMs} ms` };
    return { ok: false, cause: 'throw', message: messageOf(error) };
  }
  if (result === TIMED_OUT) return { ok: false, cause: 'timeout', message: `länger als ${task.budgetMs} ms` };
  if (!isResult(result)) return { ok: false, cause: 'invalid', message: 'render liefert kein gültiges Ergebnis' };
  let stateJson: string | undefined;
  try {
    stateJson = JSON.stringify(result.state ?? null);
  } catch (error) {
    return { ok: false, cause: 'invalid', message: `Zustand ist kein JSON: ${messageOf(error)}` };
  }
  return {
    ok: true,
    status: result.status,
    head: result.head,
    html: result.html,
    stateJson,
    interactive: result.interactive !== false,
    ...(result.hydrateOn === 'interaction' ? { hydrateOn: 'interaction' as const } : {}),
    ...(result.redirect ? { redirect: result.redirect, redirectStatus: result.redirectStatus ?? 302 } : {}),
  };
}

/** The task handler piscina calls. */
export default function handle(task: RenderTask): LoadAnswer | ChromeAnswer | Promise<PageAnswer> {
  switch (task.kind) {
    case 'load': {
      const failures: LoadAnswer['failures'] = {};
      for (const [app, build] of loaded) if ('error' in build) failures[app as RemoteName] = build.error;
      return { failures };
    }
    case 'chrome':
      return renderChrome(task.globals, task.parts);
    case 'page':
      return renderPage(task);
  }
}
