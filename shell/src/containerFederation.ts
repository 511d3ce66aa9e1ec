import type { Federation } from './applications';

/** A remote's container as webpack's ContainerPlugin builds it (the global its remoteEntry.js defines). */
export interface RemoteContainer {
  init(shareScope: unknown): unknown;
  get(module: string): Promise<() => unknown>;
}

/** What the loader needs from the page and from webpack's sharing runtime (injected, so tests need no webpack). */
export interface ContainerRuntime {
  /** Adds a classic script for `url`; resolves when it ran, rejects when it failed to load. */
  loadScript(url: string): Promise<void>;
  /** The container the remote's script assigned to its global `name`, if any. */
  containerOf(name: string): unknown;
  /** `__webpack_init_sharing__(scope)`, then the scope itself (`__webpack_share_scopes__[scope]`). */
  shareScope(scope: string): Promise<unknown>;
}

/** The one share scope of the containers (webpack's default; dev builds add their React scope inside each remote). */
const SHARE_SCOPE = 'default';

function isContainer(value: unknown): value is RemoteContainer {
  const candidate = value as Partial<RemoteContainer> | null;
  return typeof candidate?.init === 'function' && typeof candidate.get === 'function';
}

/** `mf_catalogue/App` -> ['mf_catalogue', './App']. */
function splitId(id: string): [string, string] {
  const slash = id.indexOf('/');
  if (slash <= 0) throw new Error(`${id} ist keine Modul-ID der Form <remote>/<Modul>`);
  return [id.slice(0, slash), `./${id.slice(slash + 1)}`];
}

/**
 * The shell's Federation on webpack's own container API (webpack docs "Dynamic Remote Containers"): a remote's
 * remoteEntry.js is loaded as a script once, its container initialised with the shell's share scope, and each
 * exposed module taken from it. A remote whose script fails is tried again by the next load.
 */
export function containerFederation(runtime: ContainerRuntime): Federation {
  const entries = new Map<string, string>();
  const containers = new Map<string, Promise<RemoteContainer>>();

  async function startContainer(name: string, entry: string): Promise<RemoteContainer> {
    await runtime.loadScript(entry);
    const container = runtime.containerOf(name);
    if (!isContainer(container)) throw new Error(`${entry} stellt keinen Container ${name} bereit`);
    await container.init(await runtime.shareScope(SHARE_SCOPE));
    return container;
  }

  function containerFor(name: string): Promise<RemoteContainer> {
    const known = containers.get(name);
    if (known) return known;
    const entry = entries.get(name);
    if (!entry) return Promise.reject(new Error(`${name} ist nicht registriert`));
    const started = startContainer(name, entry);
    containers.set(name, started);
    started.catch(() => containers.delete(name));
    return started;
  }

  return {
    registerRemotes(remotes, options) {
      for (const { name, entry } of remotes) {
        if (entries.has(name) && !options?.force) continue;
        if (entries.get(name) !== entry) containers.delete(name);
        entries.set(name, entry);
      }
    },
    async loadRemote(id) {
      const [name, module] = splitId(id);
      const container = await containerFor(name);
      const factory = await container.get(module);
      return factory();
    },
  };
}

/** A classic script element appended to the head; removed again when it fails, so a retry adds a fresh one. */
export function loadScript(url: string, doc: Document = document): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = url;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`${url} konnte nicht geladen werden`));
    });
    doc.head.append(script);
  });
}

/** The runtime of the page: scripts in the document, containers on window, webpack's sharing globals. */
export function webpackContainerRuntime(): ContainerRuntime {
  return {
    loadScript: (url) => loadScript(url),
    containerOf: (name) => (window as unknown as Record<string, unknown>)[name],
    shareScope: async (scope) => {
      await __webpack_init_sharing__(scope);
      return __webpack_share_scopes__[scope];
    },
  };
}
