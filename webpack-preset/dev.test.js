const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createConfig, createServerConfig } = require('./index');
const { DEV_REACT_SCOPE, localCorsHeaders } = require('./dev');

const remote = { name: 'mf_test', dir: __dirname, port: 3099, exposes: { './App': './src/App.tsx' } };
const host = { name: 'shell', dir: __dirname, port: 3098, isHost: true };

const federationOf = (config) => config.plugins.find((plugin) => plugin instanceof ModuleFederationPlugin);
const sharedOf = (config) => federationOf(config)._options.shared;
const swcOptionsOf = (config) => config.module.rules[0].use.options;
const serve = (options, mode) => createConfig(options, { WEBPACK_SERVE: true }, { mode });

describe('development builds', () => {
  it('share the React family in a scope of their own, everything else as in production', () => {
    const shared = sharedOf(serve(remote, 'development'));
    const reactFamily = [
      'react',
      'react/jsx-runtime',
      'react-dom',
      'react-dom/client',
      'react-redux',
      '@reduxjs/toolkit/query/react',
      'single-spa-react',
    ];
    for (const request of reactFamily) {
      expect(shared[request]).toMatchObject({ singleton: true, shareScope: DEV_REACT_SCOPE });
    }
    for (const request of [
      '@reduxjs/toolkit',
      '@reduxjs/toolkit/query',
      'moment',
      'yup',
      '@amb/shared-contracts/core',
    ]) {
      expect(shared[request].shareScope).toBeUndefined();
    }
    expect(sharedOf(serve(host, 'development')).react.shareScope).toBe(DEV_REACT_SCOPE);
  });

  it('production builds share everything in the default scope', () => {
    for (const options of [remote, host]) {
      const shared = sharedOf(createConfig(options, {}, { mode: 'production' }));
      expect(Object.values(shared).every((entry) => entry.shareScope === undefined)).toBe(true);
    }
  });

  it('names the browser and the server compilation, so the dev client of a two-config remote applies only its own updates', () => {
    // Without names the client took the server build's hash for its own, found no update and reloaded the page, forever.
    expect(serve(remote, 'development').name).toBe('browser');
    expect(createServerConfig({ dir: __dirname, entry: './src/server.tsx' }).name).toBe('server');
  });

  it('uses no eval-based source maps (the site, which loads a dev remote, allows no eval in its CSP)', () => {
    for (const options of [remote, host]) expect(serve(options, 'development').devtool).not.toMatch(/eval/);
  });

  it('a remote gets hot module replacement with React Fast Refresh', () => {
    const config = serve(remote, 'development');
    expect(config.devServer).toMatchObject({ port: 3099, hot: true, liveReload: true });
    expect(config.plugins.some((plugin) => plugin instanceof ReactRefreshPlugin)).toBe(true);
    expect(swcOptionsOf(config).jsc.transform.react).toMatchObject({ development: true, refresh: true });
  });

  it('the shell (no React of its own) reloads the page instead; production has no refresh at all', () => {
    const shell = serve(host, 'development');
    expect(shell.devServer).toMatchObject({ hot: false, liveReload: true, historyApiFallback: true });
    expect(shell.plugins.some((plugin) => plugin instanceof ReactRefreshPlugin)).toBe(false);
    const production = createConfig(remote, {}, { mode: 'production' });
    expect(production.plugins.some((plugin) => plugin instanceof ReactRefreshPlugin)).toBe(false);
    expect(swcOptionsOf(production).jsc.transform.react).toMatchObject({ development: false, refresh: false });
  });
});

describe('localCorsHeaders', () => {
  const headersFor = (origin) => localCorsHeaders({ headers: origin === undefined ? {} : { origin } });

  it.each(['http://localhost:8080', 'http://127.0.0.1:41234', 'http://[::1]:8082', 'https://localhost:8443'])(
    'lets the local page %s read the files',
    (origin) => {
      expect(headersFor(origin)).toMatchObject({ 'Access-Control-Allow-Origin': origin, Vary: 'Origin' });
    },
  );

  it.each(['https://www.amb-seminare.de', 'http://localhost.evil.example', 'null', 'file://', 'nonsense', undefined])(
    'gives %s no CORS header',
    (origin) => {
      expect(headersFor(origin)).toEqual({ Vary: 'Origin' });
    },
  );
});
