const { createConfig, createServerConfig } = require('./index');

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
    expect(Object.keys(groups)).toEqual(['lib-react', 'lib-dates', 'lib-redux']);
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
    config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin').options.shared;

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

  it('shares RTK Query and single-spa-react, which every remote on a page would otherwise bring again', () => {
    const shared = sharedOf(createConfig(options, {}, { mode: 'production' }));
    for (const request of ['@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react', 'single-spa-react', 'reselect'])
      expect(shared[request]).toMatchObject({ singleton: true });
  });

  it("uses webpack's own Module Federation: remotes get remoteEntry.js and their exposes, the host neither", () => {
    const { container } = require('webpack');
    const federationOf = (config) =>
      config.plugins.find((plugin) => plugin instanceof container.ModuleFederationPlugin).options;
    const remote = federationOf(createConfig(options, {}, { mode: 'production' }));
    expect(remote).toMatchObject({ name: 'mf_test', filename: 'remoteEntry.js', exposes: options.exposes });
    const host = federationOf(createConfig({ ...options, name: 'shell', isHost: true }, {}, { mode: 'production' }));
    expect(host.filename).toBeUndefined();
    expect(host.exposes).toBeUndefined();
    expect(host.shared.react).toMatchObject({ singleton: true });
  });
});
