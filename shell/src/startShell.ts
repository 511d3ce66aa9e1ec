import { readPageGlobals, REMOTE_LOAD_TIMEOUT_MS } from '@amb/shared-contracts';
import type { RegisterApplicationConfig } from 'single-spa';
import { applicationsFor, type Federation } from './applications';
import { resolveRemotes } from './remotesMap';

export interface ShellEnvironment {
  federation: Federation;
  singleSpa: {
    registerApplication(config: RegisterApplicationConfig): void;
    start(options?: { urlRerouteOnly?: boolean }): void;
  };
  fetchImpl?: typeof fetch;
  storage?: Pick<Storage, 'getItem'>;
  timeoutMs?: number;
}

/** The root config: page globals -> remotes map -> Module Federation -> single-spa applications. */
export async function startShell(env: ShellEnvironment): Promise<string[]> {
  const globals = readPageGlobals(document);
  const remotes = await resolveRemotes(globals, { fetchImpl: env.fetchImpl, storage: env.storage });
  env.federation.registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  const context = { federation: env.federation, remotes, timeoutMs: env.timeoutMs ?? REMOTE_LOAD_TIMEOUT_MS };
  const applications = applicationsFor(globals, context);
  for (const application of applications) {
    env.singleSpa.registerApplication({
      name: application.name,
      app: application.load,
      activeWhen: application.activeWhen,
    });
  }
  env.singleSpa.start({ urlRerouteOnly: true });
  return applications.map((application) => application.name);
}
