import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

/** How often a failed remote entry or exposed module is tried again, and how long to wait before each try. */
export interface RetryOptions {
  /** Tries after the first one (bounded: the per-remote load timeout must still leave room for the fallback). */
  retries: number;
  /** Wait before the first retry; doubled before each further one (exponential backoff). */
  baseDelayMs: number;
  /** Upper bound of one wait. */
  maxDelayMs: number;
  /** Waiting (injected, so tests need no timers). */
  sleep?: (ms: number) => Promise<void>;
  /** Each retry, for the log. */
  onRetry?: (what: string, attempt: number, error: unknown) => void;
}

/** Two retries after 400 and 800 ms: a remote that stays down shows its fallback well inside the load timeout. */
export const RETRY: Pick<RetryOptions, 'retries' | 'baseDelayMs' | 'maxDelayMs'> = {
  retries: 2,
  baseDelayMs: 400,
  maxDelayMs: 2000,
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The wait before retry number `attempt` (1-based): base, 2 × base, 4 × base … up to the maximum. */
export function backoffDelay(
  attempt: number,
  { baseDelayMs, maxDelayMs }: Pick<RetryOptions, 'baseDelayMs' | 'maxDelayMs'>,
) {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
}

/** Runs `attempt` up to `retries` more times after `firstError`, waiting with backoff before each; rethrows the last error. */
async function retrying<T>(
  what: string,
  firstError: unknown,
  options: RetryOptions,
  attempt: () => Promise<T>,
): Promise<T> {
  const sleep = options.sleep ?? wait;
  let lastError = firstError;
  for (let retry = 1; retry <= options.retries; retry += 1) {
    options.onRetry?.(what, retry, lastError);
    await sleep(backoffDelay(retry, options));
    try {
      return await attempt();
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/**
 * Bounded retry with exponential backoff, as runtime hooks of the enhanced runtime: a remote entry whose script failed
 * to load (`loadEntryError`: the runtime's own loader is called again, with its in-flight record cleared so it really
 * reloads) and an exposed module whose chunks failed (`getModuleFactory`: the container's `get` again; webpack forgets
 * a chunk that failed, so `get` requests it anew). What still fails goes to `errorLoadRemote` (loadErrorPlugin).
 */
export function retryPlugin(options: RetryOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'amb-retry',
    loadEntryError: (async ({
      getRemoteEntry,
      origin,
      remoteInfo,
      remoteEntryExports,
      globalLoading,
      uniqueKey,
    }: Parameters<LoadEntryError>[0]) => {
      const again = async () => {
        delete globalLoading[uniqueKey];
        const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
        if (!exports) throw new Error(`${remoteInfo.entry} stellt keinen Container bereit`);
        return exports;
      };
      // The runtime rethrows its original error when this resolves to nothing.
      return retrying(remoteInfo.entry, undefined, options, again).catch(() => undefined);
    }) as unknown as LoadEntryError,
    async getModuleFactory({ remoteEntryExports, expose, moduleInfo }) {
      const get = () => Promise.resolve(remoteEntryExports.get(expose));
      try {
        return await get();
      } catch (error) {
        return retrying(`${moduleInfo.name}/${expose.replace(/^\.\//, '')}`, error, options, get);
      }
    },
  };
}

/**
 * The one place a remote module's load failure ends up once the retries are spent: `report` logs it and returns what
 * stands in for the module (the remote's fallback lifecycles), which the runtime then hands to the `loadRemote` caller.
 * A shared module's provider that failed is logged but not replaced (the runtime goes on without it); a request the
 * runtime cannot even resolve (`beforeRequest`) is thrown to the caller, which reports it through the same `report`.
 */
export function loadErrorPlugin(report: (id: string, error: unknown) => unknown): ModuleFederationRuntimePlugin {
  return {
    name: 'amb-load-error',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle === 'beforeRequest') return Promise.resolve(undefined);
      const standIn = report(id, error);
      return Promise.resolve(lifecycle === 'onLoad' ? standIn : undefined);
    },
  };
}

interface SharedEntry {
  loading?: Promise<unknown> | null;
  loaded?: boolean;
  lib?: unknown;
  treeShaking?: SharedEntry;
}

/** A share scope map: scope -> package -> version -> entry. */
type ShareScopes = Record<string, Record<string, Record<string, SharedEntry> | undefined> | undefined>;

/**
 * A shared module whose chunk failed to load is loaded anew by the next request for it. The runtime keeps a failed
 * load in the share scope and hands every later request the same rejected promise: a pop-over opened offline would
 * then never load, even once the browser is online again. On `errorLoadShare` the failed load is forgotten. Global
 * (registerGlobalPlugins): the remotes' own runtime instances load their shared modules.
 */
export function sharedRetryPlugin(): ModuleFederationRuntimePlugin {
  const forget = (entry: SharedEntry | undefined) => {
    if (entry?.loading && !entry.loaded && !entry.lib) entry.loading = null;
  };
  return {
    name: 'amb-shared-retry',
    errorLoadShare({ pkgName, shareScopeMap, error }) {
      if (!error) return;
      for (const scope of Object.values(shareScopeMap as ShareScopes)) {
        for (const entry of Object.values(scope?.[pkgName] ?? {})) {
          forget(entry);
          forget(entry.treeShaking);
        }
      }
    },
  };
}
