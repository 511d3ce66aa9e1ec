import { containerFederation, loadScript, type ContainerRuntime, type RemoteContainer } from './containerFederation';

const SHARE_SCOPE = { react: {} };

/** A page whose scripts are listed in `urls`; each defines the container `containers[url]` unless it fails. */
function fakeRuntime(
  containers: Record<string, { name: string; container: RemoteContainer }>,
  failing = new Set<string>(),
) {
  const globals: Record<string, unknown> = {};
  const runtime: ContainerRuntime & { scripts: string[]; scopes: string[] } = {
    scripts: [],
    scopes: [],
    loadScript: (url) => {
      runtime.scripts.push(url);
      if (failing.has(url)) return Promise.reject(new Error(`${url} konnte nicht geladen werden`));
      const defined = containers[url];
      if (defined) globals[defined.name] = defined.container;
      return Promise.resolve();
    },
    containerOf: (name) => globals[name],
    shareScope: (scope) => {
      runtime.scopes.push(scope);
      return Promise.resolve(SHARE_SCOPE);
    },
  };
  return runtime;
}

function fakeContainer(modules: Record<string, unknown>) {
  return {
    init: jest.fn(() => Promise.resolve()),
    get: jest.fn((module: string) =>
      module in modules ? Promise.resolve(() => modules[module]) : Promise.reject(new Error(`${module} fehlt`)),
    ),
  };
}

describe('containerFederation', () => {
  it("loads a remote's entry once, initialises its container with the default share scope, returns the module", async () => {
    const header = { mount: 'header' };
    const footer = { mount: 'footer' };
    const container = fakeContainer({ './Header': header, './Footer': footer });
    const runtime = fakeRuntime({ '/mf/nav/remoteEntry.js': { name: 'mf_navigation', container } });
    const federation = containerFederation(runtime);
    federation.registerRemotes([{ name: 'mf_navigation', entry: '/mf/nav/remoteEntry.js' }]);

    const [loadedHeader, loadedFooter] = await Promise.all([
      federation.loadRemote('mf_navigation/Header'),
      federation.loadRemote('mf_navigation/Footer'),
    ]);

    expect(loadedHeader).toBe(header);
    expect(loadedFooter).toBe(footer);
    expect(runtime.scripts).toEqual(['/mf/nav/remoteEntry.js']);
    expect(runtime.scopes).toEqual(['default']);
    expect(container.init).toHaveBeenCalledTimes(1);
    expect(container.init).toHaveBeenCalledWith(SHARE_SCOPE);
    expect(container.get.mock.calls).toEqual([['./Header'], ['./Footer']]);
  });

  it('rejects for a remote whose script fails, and tries the script again on the next load', async () => {
    const failing = new Set(['/mf/cart/remoteEntry.js']);
    const container = fakeContainer({ './App': { mount: 'cart' } });
    const runtime = fakeRuntime({ '/mf/cart/remoteEntry.js': { name: 'mf_cart', container } }, failing);
    const federation = containerFederation(runtime);
    federation.registerRemotes([{ name: 'mf_cart', entry: '/mf/cart/remoteEntry.js' }]);

    await expect(federation.loadRemote('mf_cart/App')).rejects.toThrow('konnte nicht geladen werden');
    failing.clear();
    await expect(federation.loadRemote('mf_cart/App')).resolves.toEqual({ mount: 'cart' });
    expect(runtime.scripts).toEqual(['/mf/cart/remoteEntry.js', '/mf/cart/remoteEntry.js']);
  });

  it('rejects when the script defines no container, the remote is unknown or the module is not exposed', async () => {
    const runtime = fakeRuntime({ '/mf/shop/remoteEntry.js': { name: 'mf_shop', container: fakeContainer({}) } });
    const federation = containerFederation(runtime);
    federation.registerRemotes([
      { name: 'mf_content', entry: '/mf/content/remoteEntry.js' },
      { name: 'mf_shop', entry: '/mf/shop/remoteEntry.js' },
    ]);

    await expect(federation.loadRemote('mf_content/App')).rejects.toThrow(
      '/mf/content/remoteEntry.js stellt keinen Container mf_content bereit',
    );
    await expect(federation.loadRemote('mf_cart/App')).rejects.toThrow('mf_cart ist nicht registriert');
    await expect(federation.loadRemote('mf_shop/App')).rejects.toThrow('./App fehlt');
    await expect(federation.loadRemote('App')).rejects.toThrow('keine Modul-ID');
  });

  it('keeps the first entry of a remote unless registered again with force', async () => {
    const runtime = fakeRuntime({
      '/new/remoteEntry.js': { name: 'mf_cart', container: fakeContainer({ './App': 'neu' }) },
      '/old/remoteEntry.js': { name: 'mf_cart', container: fakeContainer({ './App': 'alt' }) },
    });
    const federation = containerFederation(runtime);
    federation.registerRemotes([{ name: 'mf_cart', entry: '/old/remoteEntry.js' }]);
    federation.registerRemotes([{ name: 'mf_cart', entry: '/new/remoteEntry.js' }]);
    await expect(federation.loadRemote('mf_cart/App')).resolves.toBe('alt');

    federation.registerRemotes([{ name: 'mf_cart', entry: '/new/remoteEntry.js' }], { force: true });
    await expect(federation.loadRemote('mf_cart/App')).resolves.toBe('neu');
  });
});

describe('loadScript', () => {
  afterEach(() => document.head.replaceChildren());

  it('resolves when the script has loaded', async () => {
    const loaded = loadScript('http://localhost/mf/a/remoteEntry.js');
    const script = document.head.querySelector('script')!;
    expect(script.src).toBe('http://localhost/mf/a/remoteEntry.js');
    script.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBeUndefined();
  });

  it('rejects with the URL and removes the script when it fails', async () => {
    const loaded = loadScript('http://localhost/mf/b/remoteEntry.js');
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    await expect(loaded).rejects.toThrow('http://localhost/mf/b/remoteEntry.js konnte nicht geladen werden');
    expect(document.head.querySelector('script')).toBeNull();
  });
});
