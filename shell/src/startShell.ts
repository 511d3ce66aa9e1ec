import {
  earlyInputOf,
  isRemoteName,
  readPageGlobals,
  REMOTE_LOAD_TIMEOUT_MS,
  yieldToMain,
} from '@amb/shared-contracts/core';
import type { RegisterApplicationConfig } from 'single-spa';
import { applicationsFor, type Federation } from './applications';
import type { OverrideStorage, PageHistory, PageLocation } from './devOverrides';
import { resolveRemotes } from './remotesMap';

export interface ShellEnvironment {
  federation: Federation;
  singleSpa: {
    registerApplication(config: RegisterApplicationConfig): void;
    start(options?: { urlRerouteOnly?: boolean }): void;
    /** Looks at every application's activeWhen again (a deferred page's remote may load now). */
    triggerAppChange?(): unknown;
  };
  fetchImpl?: typeof fetch;
  /** Where developer overrides are kept (window.localStorage); without it none apply. */
  storage?: OverrideStorage;
  location?: PageLocation & Pick<Location, 'reload'>;
  history?: PageHistory;
  timeoutMs?: number;
}

/** The root config: page globals -> remotes map -> Module Federation -> single-spa applications. */
export async function startShell(env: ShellEnvironment): Promise<string[]> {
  // The task that evaluated the shell's modules (and the contracts' /core) ends here: registering the remotes and
  // applications runs in the next, loading them in the one after (each short enough not to block a phone).
  await yieldToMain();
  const globals = readPageGlobals(document);
  const location = env.location ?? window.location;
  // Developer overrides apply only where the bff runs in development mode: a production page never loads their code.
  const dev = globals?.devOverridesAllowed === true ? await import('./devOverrides') : null;
  const overrides = dev
    ? dev.devOverrides({ globals, location, history: env.history ?? window.history, storage: env.storage })
    : {};
  const remotes = await resolveRemotes(globals, { fetchImpl: env.fetchImpl, overrides });
  env.federation.registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  const context = {
    federation: env.federation,
    remotes,
    timeoutMs: env.timeoutMs ?? REMOTE_LOAD_TIMEOUT_MS,
    reroute: () => void env.singleSpa.triggerAppChange?.(),
  };
  const applications = applicationsFor(globals, context);
  // The deferred slots took what the document's inline script recorded; from here on the shell listens itself.
  const early = earlyInputOf(window);
  if (early) Object.assign(early, { taken: true, click: null });
  for (const application of applications) {
    env.singleSpa.registerApplication({
      name: application.name,
      app: application.load,
      activeWhen: application.activeWhen,
    });
  }
  const applied = Object.fromEntries(
    Object.entries(overrides).filter(([name, url]) => isRemoteName(name) && remotes[name] === url),
  );
  dev?.dropServerMarkupOf(document, applied);
  // Loading the remotes (their entries, shared modules, then mounting) starts in a task of its own.
  await yieldToMain();
  env.singleSpa.start({ urlRerouteOnly: true });
  const storage = env.storage;
  if (storage && dev)
    dev.showOverrideNotice(document, applied, () => dev.resetOverrides(storage, () => location.reload()));
  return applications.map((application) => application.name);
}
