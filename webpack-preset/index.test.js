const fs = require('node:fs');
const path = require('node:path');
const { createConfig, createServerConfig, REDUX_FACADE, REDUX_IMPORTS, REDUX_SHARE_KEY } = require('./index');

const options = { name: 'mf_test', dir: __dirname, port: 3099, exposes: { './App': './src/App.tsx' } };

describe('createConfig (env, argv)', () => {
  it.each([
    [{ WEBPACK_BUILD: true }, { mode: 'production' }, 'production'],
    [{ WEBPACK_BUILD: true }, { mode: 'development' }, 'development'],
    [{ WEBPACK_SERVE: true }, {}, 'development'],
    [{ WEBPACK_SERVE: true }, { mode: 'production' }, 'production'],
    [{ WEBPACK_BUILD: true }, {}, 'production'],
    [undefined, undefined, 'production'],
  ])('env %j, argv %j: %s', (env, argv, mode) => {
    const config = createConfig(options, env, argv);
    expect(config.mode).toBe(mode);
    expect(config.output.filename).toBe(mode === 'development' ? '[name].js' : '[name].[contenthash].js');
    expect(config.optimization.minimize).toBe(mode === 'production');
  });

  it('groups the shared React, date and Redux libraries into one chunk each in production builds', () => {
    const groups = createConfig(options, {}, { mode: 'production' }).optimization.splitChunks.cacheGroups;
    expect(Object.keys(groups)).toEqual(['lib-react', 'lib-dates', 'lib-redux', 'styles']);
    // A remote's CSS is one file (the bff links it in every document); the host keeps its own main stylesheet.
    expect(groups.styles).toMatchObject({ name: 'styles', type: 'css/mini-extract', chunks: 'all' });
    const host = createConfig({ ...options, name: 'shell', isHost: true }, {}, { mode: 'production' });
    expect(host.optimization.splitChunks.cacheGroups.styles).toBeUndefined();
    const reactGroup = groups['lib-react'].test;
    const reduxGroup = groups['lib-redux'].test;
    expect(reactGroup.test('/x/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(true);
    expect(reactGroup.test('/x/node_modules/scheduler/index.js')).toBe(true);
    expect(reactGroup.test('/x/node_modules/single-spa-react/lib/esm/single-spa-react.js')).toBe(true);
    expect(groups['lib-dates'].test.test('/x/node_modules/moment-timezone/index.js')).toBe(true);
    expect(reactGroup.test('/x/node_modules/react-redux/dist/react-redux.mjs')).toBe(false);
    expect(reduxGroup.test('/x/node_modules/react-redux/dist/react-redux.mjs')).toBe(true);
    expect(reduxGroup.test('/x/node_modules/@reduxjs/toolkit/dist/query/rtk-query.modern.mjs')).toBe(true);
    expect(reduxGroup.test('/x/node_modules/immer/dist/immer.mjs')).toBe(true);
    expect(reduxGroup.test('/x/node_modules/moment/moment.js')).toBe(false);
    // The dev server keeps webpack's default chunks.
    expect(createConfig(options, {}, { mode: 'development' }).optimization.splitChunks).toBeUndefined();
  });

  it("takes webpack's argv, not the process's command line", () => {
    const before = process.argv;
    process.argv = [...before, '--mode', 'development'];
    try {
      expect(createConfig(options, {}, { mode: 'production' }).mode).toBe('production');
      expect(createConfig(options, {}, {}).mode).toBe('production');
    } finally {
      process.argv = before;
    }
  });

  it('writes into <dir>/dist and keeps the server build there', () => {
    const config = createConfig(options, {}, { mode: 'production' });
    expect(config.output.path).toBe(`${__dirname}/dist`);
    expect(config.output.clean.keep('server/render.js')).toBe(true);
    expect(config.output.clean.keep('main.1234.js')).toBe(false);
    expect(createServerConfig({ dir: __dirname, entry: './src/server.tsx' }).output).toMatchObject({
      path: `${__dirname}/dist/server`,
      filename: 'render.js',
    });
  });
});

describe('shared modules', () => {
  const sharedOf = (config) =>
    config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')._options.shared;

  it('shares every browser entry point of shared-contracts as a singleton of its own', () => {
    const { exports } = require('../shared-contracts/package.json');
    const browserEntries = Object.keys(exports).filter((subpath) => exports[subpath].source && subpath !== './testing');
    expect(browserEntries).toEqual(expect.arrayContaining(['.', './core', './dates', './schemas']));
    const shared = sharedOf(createConfig(options, {}, { mode: 'production' }));
    for (const subpath of browserEntries) {
      const request = subpath === '.' ? '@amb/shared-contracts' : `@amb/shared-contracts/${subpath.slice(2)}`;
      expect(shared[request]).toMatchObject({ singleton: true, requiredVersion: expect.any(String) });
    }
    expect(shared['@amb/shared-contracts/testing']).toBeUndefined();
  });

  it('shares single-spa-react; production shares the Redux family as the one facade, development each package', () => {
    const shared = sharedOf(createConfig(options, {}, { mode: 'production' }));
    expect(shared['single-spa-react']).toMatchObject({ singleton: true });
    expect(shared[REDUX_FACADE]).toMatchObject({ shareKey: REDUX_SHARE_KEY, singleton: true, version: '2.14.0-9.3.1' });
    // Named by the facade's content: a facade with other exports is another shared module, never handed to this build.
    expect(REDUX_SHARE_KEY).toMatch(/^@amb\/redux-[0-9a-f]{8}$/);
    for (const request of ['@reduxjs/toolkit', '@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react', 'react-redux'])
      expect(shared[request]).toBeUndefined();
    const dev = sharedOf(createConfig(options, {}, { mode: 'development' }));
    for (const request of ['@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react', 'react-redux', 'reselect'])
      expect(dev[request]).toMatchObject({ singleton: true });
    expect(dev[REDUX_FACADE]).toBeUndefined();
  });

  it('points our sources (not the packages themselves) at the facade in production', () => {
    const rules = createConfig(options, {}, { mode: 'production' }).module.rules;
    const facadeRule = rules.find((rule) => rule.resolve?.alias);
    expect(facadeRule.resolve.alias).toEqual(
      Object.fromEntries(REDUX_IMPORTS.map((request) => [`${request}$`, REDUX_FACADE])),
    );
    expect(facadeRule.exclude).toEqual([/node_modules/, REDUX_FACADE]);
    expect(createConfig(options, {}, { mode: 'development' }).module.rules.some((rule) => rule.resolve)).toBe(false);
  });

  it('the facade exports every name a source of ours imports from the Redux family', () => {
    const root = path.resolve(__dirname, '..');
    const exported = new Set(
      [...fs.readFileSync(REDUX_FACADE, 'utf8').matchAll(/export \{([^}]*)\}/g)].flatMap(([, names]) =>
        names.split(',').map((name) => name.trim()),
      ),
    );
    const packages = REDUX_IMPORTS.map((request) => request.replace(/[/]/g, '\\/')).join('|');
    const importPattern = new RegExp(`(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'(?:${packages})'`, 'g');
    const otherForms = new RegExp(`(?:import\\s+\\*|import\\s+\\w+\\s+from|require\\()\\s*[^;]*'(?:${packages})'`);
    const sourceFiles = (dir) =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(file);
        return /\.(tsx?|mjs|js)$/.test(entry.name) && !/\.test\./.test(entry.name) && !file.includes('/testing/')
          ? [file]
          : [];
      });
    const browserPackages = ['shell', 'remote-kit', ...fs.readdirSync(root).filter((name) => name.startsWith('mf-'))];
    const used = new Map();
    for (const file of browserPackages.flatMap((name) => sourceFiles(path.join(root, name, 'src')))) {
      const text = fs.readFileSync(file, 'utf8');
      expect([file, otherForms.test(text)]).toEqual([file, false]);
      for (const [, typeOnly, names] of text.matchAll(importPattern)) {
        if (typeOnly) continue;
        for (const specifier of names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)) {
          if (specifier.startsWith('type ')) continue;
          used.set(specifier.split(/\s+as\s+/)[0], file);
        }
      }
    }
    expect(used.size).toBeGreaterThan(5);
    const missing = [...used].filter(([name]) => !exported.has(name));
    expect(missing).toEqual([]);
  });

  it('uses @module-federation/enhanced: remotes publish remoteEntry.js, their exposes and mf-manifest.json, the host neither', () => {
    const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
    const federationOf = (config) => config.plugins.find((plugin) => plugin instanceof ModuleFederationPlugin)._options;
    const remote = federationOf(createConfig(options, {}, { mode: 'production' }));
    expect(remote).toMatchObject({
      name: 'mf_test',
      filename: 'remoteEntry.js',
      exposes: options.exposes,
      manifest: { fileName: 'mf-manifest.json' },
      dts: false,
      shareStrategy: 'loaded-first',
    });
    // One runtime core per page: the shell provides it, production remotes use it; a dev remote keeps its own.
    expect(remote.experiments).toMatchObject({
      externalRuntime: true,
      optimization: { disableSnapshot: true, target: 'web', disableRemote: true },
    });
    const devRemote = federationOf(createConfig(options, {}, { mode: 'development' }));
    expect(devRemote.experiments.externalRuntime).toBe(false);
    const host = federationOf(createConfig({ ...options, name: 'shell', isHost: true }, {}, { mode: 'production' }));
    expect(host.exposes).toBeUndefined();
    expect(host.manifest).toBe(false);
    expect(host.experiments.provideExternalRuntime).toBe(true);
    // The shell loads the remotes: its runtime keeps remote loading.
    expect(host.experiments.optimization.disableRemote).toBeUndefined();
    expect(host.shared.react).toMatchObject({ singleton: true });
  });

  it("resolves the host runtime plugin's request for the runtime core to the ES build the shell imports", () => {
    const { alias } = createConfig({ ...options, isHost: true }, {}, { mode: 'production' }).resolve;
    expect(alias['@module-federation/runtime-tools/runtime-core$']).toMatch(/runtime-tools\/dist\/runtime-core\.js$/);
  });
});
