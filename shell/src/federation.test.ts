import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import { reportLoadFailure } from './applications';
import { shellRuntimeOptions } from './federation';
import { backoffDelay, loadErrorPlugin, retryPlugin, sharedRetryPlugin } from './runtimePlugins';

/**
 * The real enhanced runtime with the shell's plugins; only the network is faked: a `createScript` hook hands the
 * runtime a script element that "loads" (defines the remote's container) or "fails" (an error event) as `scripts`
 * says, one answer per request.
 */
type Answer = 'ok' | 'fails';

interface FakeRemote {
  scripts: Answer[];
  /** Per `get` of the exposed module: 'ok' or 'fails' (a chunk that did not load). */
  chunks: Answer[];
  requests: string[];
  gets: number;
}

const lifecycles: LifeCycles = {
  bootstrap: () => Promise.resolve(),
  mount: () => Promise.resolve(),
  unmount: () => Promise.resolve(),
};

function fakeNetwork(name: string, remote: FakeRemote): ModuleFederationRuntimePlugin {
  return {
    name: 'fake-network',
    createScript({ url }) {
      remote.requests.push(url);
      const answer = remote.scripts.shift() ?? 'fails';
      const script = document.createElement('script');
      // The runtime appends the element, then waits for its load or error event.
      setTimeout(() => {
        if (answer === 'ok') {
          (window as unknown as Record<string, unknown>)[name] = {
            init: () => Promise.resolve(),
            get: () => {
              remote.gets += 1;
              const chunk = remote.chunks.shift() ?? 'ok';
              if (chunk === 'fails') return Promise.reject(new Error('ChunkLoadError: Loading chunk 341 failed.'));
              return Promise.resolve(() => lifecycles);
            },
          };
          script.dispatchEvent(new Event('load'));
        } else script.dispatchEvent(new Event('error'));
      }, 0);
      return script;
    },
  };
}

let counter = 0;
const waits: number[] = [];
const recordWait = (ms: number) => {
  waits.push(ms);
  return Promise.resolve();
};

/** A fresh runtime instance (its own name and remote name, so the runtime's global caches never carry over). */
function setUp(remote: Partial<FakeRemote> = {}) {
  counter += 1;
  const name = `mf_test${counter}`;
  const fake: FakeRemote = { scripts: [], chunks: [], requests: [], gets: 0, ...remote };
  const report = jest.fn((id: string, error: unknown) => reportLoadFailure(id, error));
  const options = shellRuntimeOptions({ report, retry: { sleep: recordWait } });
  const instance = createInstance({
    ...options,
    name: `shell_test${counter}`,
    plugins: [fakeNetwork(name, fake), ...(options.plugins ?? [])],
  });
  instance.registerRemotes([{ name, entry: `http://localhost/mf/${name}/v1/remoteEntry.js` }]);
  return { instance, name, fake, report };
}

beforeEach(() => {
  waits.length = 0;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe("the shell's runtime: registration, retry, error hook", () => {
  it('registers remotes at run time and loads an exposed module through its container', async () => {
    const { instance, name, fake, report } = setUp({ scripts: ['ok'] });
    expect(instance.options.remotes.map((remote) => remote.name)).toEqual([name]);
    await expect(instance.loadRemote(`${name}/App`)).resolves.toBe(lifecycles);
    expect(fake.requests).toEqual([`http://localhost/mf/${name}/v1/remoteEntry.js`]);
    expect(report).not.toHaveBeenCalled();
  });

  it('tries a remote entry that failed again, after a backoff, and loads it', async () => {
    const { instance, name, fake, report } = setUp({ scripts: ['fails', 'ok'] });
    await expect(instance.loadRemote(`${name}/App`)).resolves.toBe(lifecycles);
    expect(fake.requests).toHaveLength(2);
    expect(waits).toEqual([400]);
    expect(report).not.toHaveBeenCalled();
  });

  it('gets an exposed module again whose chunk failed once (webpack requests it anew)', async () => {
    const { instance, name, fake, report } = setUp({ scripts: ['ok'], chunks: ['fails', 'ok'] });
    await expect(instance.loadRemote(`${name}/App`)).resolves.toBe(lifecycles);
    expect(fake.gets).toBe(2);
    expect(report).not.toHaveBeenCalled();
  });

  it('gives up after the bounded retries with growing waits; the error hook logs once and returns the fallback', async () => {
    const { instance, name, fake, report } = setUp({ scripts: ['fails', 'fails', 'fails', 'fails'] });
    const loaded = (await instance.loadRemote(`${name}/App`)) as LifeCycles;
    expect(fake.requests).toHaveLength(3);
    expect(waits).toEqual([400, 800]);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]?.[0]).toBe(`${name}/App`);
    expect(console.error).toHaveBeenCalledWith(`[shell] ${name}/App konnte nicht geladen werden`, expect.any(Error));
    // The stand-in is the fallback: it shows the German notice in the main slot.
    document.body.innerHTML = '<main id="amb-main"></main>';
    await (loaded.mount as (props: unknown) => Promise<void>)({});
    expect(document.querySelector('#amb-main [role="alert"]')).toHaveTextContent(
      'Dieser Bereich kann gerade nicht geladen werden.',
    );
  });

  it('a chunk that keeps failing ends in the fallback too', async () => {
    const { instance, name, report } = setUp({ scripts: ['ok'], chunks: ['fails', 'fails', 'fails'] });
    const loaded = await instance.loadRemote(`${name}/App`);
    expect(report).toHaveBeenCalledTimes(1);
    expect(loaded).not.toBe(lifecycles);
  });
});

describe('retry and error plugins alone', () => {
  it('doubles the wait up to its bound', () => {
    const bounds = { baseDelayMs: 400, maxDelayMs: 1000 };
    expect([1, 2, 3, 4].map((attempt) => backoffDelay(attempt, bounds))).toEqual([400, 800, 1000, 1000]);
  });

  it('names each retry for the log', async () => {
    const onRetry = jest.fn();
    const plugin = retryPlugin({ retries: 2, baseDelayMs: 1, maxDelayMs: 1, sleep: () => Promise.resolve(), onRetry });
    const get = jest.fn().mockRejectedValueOnce(new Error('chunk')).mockResolvedValueOnce('factory');
    const factory = await plugin.getModuleFactory!({
      remoteEntryExports: { get, init: jest.fn() },
      expose: './App',
      moduleInfo: { name: 'mf_cart', entry: 'x', type: 'global', entryGlobalName: 'mf_cart', shareScope: 'default' },
    });
    expect(factory).toBe('factory');
    expect(onRetry).toHaveBeenCalledWith('mf_cart/App', 1, expect.any(Error));
  });

  it('replaces only a failed remote module, never a shared provider or an unresolvable request', async () => {
    const report = jest.fn(() => 'fallback');
    const plugin = loadErrorPlugin(report);
    const emit = (lifecycle: string) =>
      plugin.errorLoadRemote!({ id: 'mf_cart/App', error: new Error('x'), lifecycle, from: 'runtime' } as never);
    await expect(emit('onLoad')).resolves.toBe('fallback');
    await expect(emit('beforeLoadShare')).resolves.toBeUndefined();
    await expect(emit('beforeRequest')).resolves.toBeUndefined();
    expect(report).toHaveBeenCalledTimes(2);
  });
});

describe('a shared module whose chunk failed', () => {
  /** A runtime sharing `lib`, whose provider fails to load the first time (offline), then loads. */
  function sharing(plugins: ModuleFederationRuntimePlugin[]) {
    counter += 1;
    let gets = 0;
    const instance = createInstance({
      name: `shared_test${counter}`,
      remotes: [],
      plugins,
      shared: {
        [`lib${counter}`]: {
          version: '1.0.0',
          scope: 'default',
          get: () => {
            gets += 1;
            return gets === 1 ? Promise.reject(new Error('ChunkLoadError: offline')) : Promise.resolve(() => 'lib');
          },
          shareConfig: { singleton: true, requiredVersion: '1.0.0' },
        },
      },
    });
    return { load: () => instance.loadShare(`lib${counter}`), gets: () => gets };
  }

  it('is loaded anew by the next request (the runtime alone keeps handing out the failed load)', async () => {
    const retried = sharing([sharedRetryPlugin()]);
    await expect(retried.load()).rejects.toThrow('offline');
    const factory = (await retried.load()) as () => string;
    expect(factory()).toBe('lib');
    expect(retried.gets()).toBe(2);

    const stuck = sharing([]);
    await expect(stuck.load()).rejects.toThrow('offline');
    await expect(stuck.load()).rejects.toThrow('offline');
    expect(stuck.gets()).toBe(1);
  });
});
