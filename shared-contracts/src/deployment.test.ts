import {
  APPS,
  REMOTE_ENTRY_FILE,
  appBuildDir,
  appFolder,
  assetsManifestOf,
  deployInfoOf,
  MANIFEST_FILE,
  remoteManifestOf,
  emptyRegistry,
  isAppName,
  isRegistry,
  isRemoteName,
  isVersion,
  registryOf,
  serializeAssetsManifest,
} from '@amb/shared-contracts/deployment';

describe('apps and folders', () => {
  it('the shell and the six remotes, each in its folder', () => {
    expect(APPS.map((app) => [app, appFolder(app), appBuildDir(app)])).toEqual([
      ['shell', 'shell', 'shell/dist'],
      ['mf_navigation', 'mf-navigation', 'mf-navigation/dist'],
      ['mf_catalogue', 'mf-catalogue', 'mf-catalogue/dist'],
      ['mf_cart', 'mf-cart', 'mf-cart/dist'],
      ['mf_account', 'mf-account', 'mf-account/dist'],
      ['mf_content', 'mf-content', 'mf-content/dist'],
      ['mf_conferences', 'mf-conferences', 'mf-conferences/dist'],
    ]);
  });

  it.each([
    ['shell', true, false],
    ['mf_cart', true, true],
    ['mf_shop', false, false],
    ['mf-cart', false, false],
    [undefined, false, false],
  ])('%s: app %s, remote %s', (name, app, remote) => {
    expect(isAppName(name)).toBe(app);
    expect(isRemoteName(name)).toBe(remote);
  });
});

describe('assets manifest', () => {
  it('reads back what the preset writes', () => {
    const manifest = { entry: 'main.1a2b.js', css: ['main.3c4d.css'] };
    expect(assetsManifestOf(JSON.parse(serializeAssetsManifest(manifest)))).toEqual(manifest);
  });

  it.each([null, 'x', {}, { entry: 'a.js' }, { entry: 1, css: [] }, { entry: 'a.js', css: [1] }])(
    'is null for %j',
    (value) => {
      expect(assetsManifestOf(value)).toBeNull();
    },
  );
});

describe('registry', () => {
  it('keeps known apps with valid versions and the string history', () => {
    const registry = registryOf({
      apps: {
        mf_cart: { current: 'abc123', previous: ['old1', 7, 'old2'] },
        shell: { current: 'def456' },
        mf_shop: { current: 'abc123', previous: [] },
        mf_account: { current: '../etc', previous: [] },
        mf_content: { previous: ['x'] },
      },
    });
    expect(registry).toEqual({
      apps: { mf_cart: { current: 'abc123', previous: ['old1', 'old2'] }, shell: { current: 'def456', previous: [] } },
    });
  });

  it('keeps the version a deploy is about to make current (next) only when it is a version', () => {
    const registry = registryOf({
      apps: {
        mf_cart: { current: 'abc123', previous: [], next: 'def456' },
        shell: { current: 'abc123', previous: [], next: '../x' },
      },
    });
    expect(registry.apps.mf_cart).toEqual({ current: 'abc123', previous: [], next: 'def456' });
    expect(registry.apps.shell).toEqual({ current: 'abc123', previous: [] });
  });

  it('is empty without apps, and refuses what is no object', () => {
    expect(registryOf({})).toEqual(emptyRegistry());
    expect(() => registryOf(null)).toThrow(TypeError);
    expect(() => registryOf('x')).toThrow(TypeError);
  });

  it.each([
    [{ apps: {} }, true],
    [{}, false],
    [{ apps: null }, false],
    [null, false],
  ])('a deploy may change %j: %s', (value, expected) => {
    expect(isRegistry(value)).toBe(expected);
  });

  it.each([
    ['0123456789ab', true],
    ['a-b_C', true],
    ['', false],
    ['a/b', false],
    ['..', false],
    ['x'.repeat(65), false],
  ])('version %j: %s', (value, expected) => {
    expect(isVersion(value)).toBe(expected);
  });
});

describe('deploy info', () => {
  it('takes the recorded entry, stylesheets and time', () => {
    const raw = { app: 'x', version: 'y', deployedAt: '2026-01-01T00:00:00.000Z', entry: 'main.1.js', css: ['a.css'] };
    expect(deployInfoOf('shell', 'v1', raw)).toEqual({
      app: 'shell',
      version: 'v1',
      deployedAt: '2026-01-01T00:00:00.000Z',
      entry: 'main.1.js',
      css: ['a.css'],
      manifest: null,
    });
    expect(deployInfoOf('mf_cart', 'v1', { ...raw, manifest: MANIFEST_FILE }).manifest).toBe('mf-manifest.json');
  });

  it("falls back to a remote's entry and no stylesheets", () => {
    expect(deployInfoOf('mf_cart', 'v1', { css: 'x' })).toEqual({
      app: 'mf_cart',
      version: 'v1',
      deployedAt: undefined,
      entry: REMOTE_ENTRY_FILE,
      css: [],
      manifest: null,
    });
  });
});

describe('Module Federation manifest', () => {
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [],
    exposes: [
      { path: './App', assets: { js: { sync: ['a.js', 'b.js'], async: ['page.js'] }, css: { sync: ['s.css'] } } },
      { path: './Broken', assets: { js: { sync: 'nope' } } },
      { name: 'no path' },
    ],
  };

  it('gives the entry and, per exposed module, only the files it loads at once', () => {
    expect(remoteManifestOf(manifest)).toEqual({
      entry: 'remoteEntry.js',
      exposes: { './App': { js: ['a.js', 'b.js'], css: ['s.css'] }, './Broken': { js: [], css: [] } },
    });
  });

  it('is null for what is no manifest', () => {
    expect(remoteManifestOf(null)).toBeNull();
    expect(remoteManifestOf({ exposes: [] })).toBeNull();
    expect(remoteManifestOf({ metaData: { remoteEntry: { name: 'r.js' } }, exposes: {} })).toBeNull();
  });
});
