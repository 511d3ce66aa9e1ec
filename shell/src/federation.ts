import type { init } from '@module-federation/enhanced/runtime';
import { loadErrorPlugin, RETRY, retryPlugin, type RetryOptions } from './runtimePlugins';

type UserOptions = Parameters<typeof init>[0];

/** The name of the shell's build (webpack.config.js): the runtime instance its webpack runtime made. */
export const SHELL_NAME = 'shell';

export interface ShellRuntimeInput {
  /** Logs a load failure and returns the fallback that stands in for the module (applications.ts). */
  report: (id: string, error: unknown) => unknown;
  retry?: Partial<RetryOptions>;
}

/**
 * The options the shell gives the enhanced runtime: no remotes at build time (they arrive at run time from the page
 * globals or /remotes.json, through registerRemotes), the retry plugin first, then the one error hook.
 */
export function shellRuntimeOptions({ report, retry }: ShellRuntimeInput): UserOptions {
  const onRetry = (what: string, attempt: number) => console.warn(`[shell] ${what}: Versuch ${attempt + 1}`);
  return {
    name: SHELL_NAME,
    remotes: [],
    plugins: [retryPlugin({ ...RETRY, onRetry, ...retry }), loadErrorPlugin(report)],
  };
}
