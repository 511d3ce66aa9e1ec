'use strict';
// One webpack factory for the shell and every remote (CONVENTIONS: configs are ~15 lines over this).
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { merge } = require('webpack-merge');
const { BUILD_DIR, SERVER_BUILD_DIR, SERVER_RENDER_FILE } = require('@amb/shared-contracts/deployment');
const { AssetsManifestPlugin } = require('./assets-manifest');
const { devPlugins, devServer, devShared } = require('./dev');
const { federationOptions, runtimeCoreAlias } = require('./federation');

// webpack 5.110 ships its minimizer as minimizer-webpack-plugin (terser-webpack-plugin before).
function loadMinimizer() {
  const from = { paths: [path.dirname(require.resolve('webpack/package.json'))] };
  for (const name of ['minimizer-webpack-plugin', 'terser-webpack-plugin']) {
    try {
      return require(require.resolve(name, from));
    } catch {
      /* try the next name */
    }
  }
  throw new Error('Kein Minimizer für webpack gefunden (minimizer-webpack-plugin / terser-webpack-plugin)');
}

const BROWSER_COMPILATION = 'browser';
const SERVER_COMPILATION = 'server';

/**
 * The entry points of @amb/shared-contracts a browser bundle may import: each `exports` subpath with a
 * `source` condition but the test tables. Each is shared on its own, so a page loads only the ones it
 * imports (yup with `/schemas`, moment with `/dates`).
 */
function contractEntryPoints() {
  // Read from disk next to the deployment module (src/deployment.cjs), also where jest maps the package.
  const contractsDir = path.resolve(path.dirname(require.resolve('@amb/shared-contracts/deployment')), '..');
  const { name, exports } = JSON.parse(fs.readFileSync(path.join(contractsDir, 'package.json'), 'utf8'));
  return Object.entries(exports)
    .filter(([subpath, target]) => typeof target === 'object' && target.source && subpath !== './testing')
    .map(([subpath]) => (subpath === '.' ? name : `${name}/${subpath.slice(2)}`));
}

/** The packages of the Redux family (production builds share them as the one REDUX_FACADE). */
const REDUX_FAMILY = [
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  'immer',
  'reselect',
];
/** Imports of our sources that production builds point at the facade (immer and reselect only RTK imports). */
const REDUX_IMPORTS = ['react-redux', '@reduxjs/toolkit', '@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react'];
const REDUX_FACADE = path.join(__dirname, 'shared', 'redux.mjs');
/**
 * The facade's share key names its content: a build whose facade exports other names shares a module of its own
 * instead of receiving another build's facade without them (same package versions, different exports; each remote's
 * tree has its own store and Provider, so two facades on one page work side by side).
 */
const REDUX_SHARE_KEY = `@amb/redux-${crypto.createHash('sha256').update(fs.readFileSync(REDUX_FACADE)).digest('hex').slice(0, 8)}`;

/**
 * Singletons every package shares (TOOLCHAIN: react/jsx-runtime and react-dom/client too). RTK Query and
 * single-spa-react too: unshared, every remote on a page brought its own copy (~21 KB gzip each); immer and
 * reselect, which RTK and RTK Query would otherwise each bundle into their own shared chunk.
 */
const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  ...REDUX_FAMILY,
  'single-spa-react',
  'moment',
  'moment-timezone',
  'yup',
  ...contractEntryPoints(),
];

const TEXT_ASSETS = /\.(js|css|json|html|svg)$/;

/**
 * Shared libraries that always load together, each group as one chunk of the remote that provides them: one
 * file compresses better than six (gzip sees the whole group) and costs one request. A remote resolves a
 * group's modules from the share scope in one go when its exposed module loads, so they come from one provider.
 */
const SHARED_GROUPS = {
  'lib-react': /[\\/]node_modules[\\/](react|react-dom|scheduler|single-spa-react)[\\/]/,
  'lib-dates': /[\\/]node_modules[\\/](moment|moment-timezone)[\\/]/,
  'lib-redux':
    /[\\/]node_modules[\\/](@reduxjs[\\/]toolkit|redux|redux-thunk|react-redux|immer|reselect|use-sync-external-store)[\\/]|[\\/]webpack-preset[\\/]shared[\\/]redux\.mjs$/,
};

/**
 * A remote's stylesheets as one file (`styles.[contenthash].css`, 1–4 KB gzip per remote): the bff links it into
 * every document of a route the remote owns (amb-assets.json), so a page is styled before any script runs, and
 * every page of the remote is styled once it is there; one file, not one per page chunk (which repeated what
 * several pages import and would make each navigation inside the remote wait for another request).
 */
function oneStylesheet() {
  return { styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true } };
}

function sharedGroups() {
  return Object.fromEntries(
    Object.entries(SHARED_GROUPS).map(([name, test]) => [
      name,
      { test, name, chunks: 'async', enforce: true, priority: 10 },
    ]),
  );
}

function packageOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** requiredVersion from the package's own package.json, else the installed version. */
function requiredVersionOf(dir, request) {
  const pkgName = packageOf(request);
  const own = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const declared = { ...own.devDependencies, ...own.dependencies }[pkgName];
  if (declared) return declared;
  try {
    return require(require.resolve(`${pkgName}/package.json`, { paths: [dir] })).version;
  } catch {
    return false;
  }
}

/**
 * The shared config of a build. Production: the Redux family as the one facade (shared/redux.mjs, tree-shaken to
 * what the remotes import) under REDUX_SHARE_KEY, versioned by Redux Toolkit and react-redux together.
 * Development keeps each package shared on its own (dev.js puts the React family in a scope of its own).
 */
function sharedConfig(dir, { reduxFacade = false } = {}) {
  const requests = reduxFacade ? SHARED_SINGLETONS.filter((r) => !REDUX_FAMILY.includes(r)) : SHARED_SINGLETONS;
  const shared = Object.fromEntries(
    requests.map((request) => [request, { singleton: true, requiredVersion: requiredVersionOf(dir, request) }]),
  );
  if (!reduxFacade) return shared;
  const version = `${requiredVersionOf(dir, '@reduxjs/toolkit')}-${requiredVersionOf(dir, 'react-redux')}`;
  return {
    ...shared,
    [REDUX_FACADE]: { shareKey: REDUX_SHARE_KEY, singleton: true, version, requiredVersion: version },
  };
}

/** Our sources' imports of the Redux family resolve to the facade (its own imports resolve to the packages). */
function reduxFacadeRule() {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: [/node_modules/, REDUX_FACADE],
    resolve: { alias: Object.fromEntries(REDUX_IMPORTS.map((request) => [`${request}$`, REDUX_FACADE])) },
  };
}

/** PAGE_META without its descriptions in the browser (page-meta-loader.js): only the server writes them into a document. */
function pageMetaRule() {
  return {
    test: /[\\/]shared-contracts[\\/]src[\\/]pageMeta\.ts$/,
    enforce: 'pre',
    use: { loader: require.resolve('./page-meta-loader') },
  };
}

/** The mode webpack was given (`argv.mode`); `webpack serve` without one means development. */
function modeOf(env = {}, argv = {}) {
  if (argv.mode) return argv.mode;
  return env.WEBPACK_SERVE ? 'development' : 'production';
}

/** `refresh`: React Fast Refresh registration (development builds of remotes). */
function swcRule(dev, target, refresh = false) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: dev, refresh } },
          target,
        },
        sourceMaps: dev,
      },
    },
  };
}

/**
 * Browser config of the shell (isHost) or of a remote; `env` and `argv` are what webpack hands the
 * package's config function.
 * @param {{ name: string, dir: string, exposes?: Record<string, string | { import: string, name?: string }>, port: number, isHost?: boolean,
 *   extra?: import('webpack').Configuration }} options
 * @param {Record<string, unknown>} [env]
 * @param {{ mode?: 'production'|'development' }} [argv]
 */
function createConfig({ name, dir, exposes = {}, port, isHost = false, extra = {} }, env, argv) {
  if (!name || !dir) throw new Error('createConfig braucht name und dir');
  const mode = modeOf(env, argv);
  const dev = mode === 'development';
  const MinimizerPlugin = loadMinimizer();

  const config = {
    // Names the compilation in a multi-config run (browser + server build): the dev server's client then
    // applies only the browser build's updates instead of reloading the page forever on the server's hash.
    name: BROWSER_COMPILATION,
    mode,
    context: dir,
    entry: { main: './src/index.ts' },
    target: 'web',
    // No eval-based source maps: a dev remote runs inside the site, whose CSP allows no eval, not even in development.
    devtool: dev ? 'cheap-module-source-map' : false,
    output: {
      path: path.join(dir, BUILD_DIR),
      publicPath: 'auto',
      uniqueName: name,
      filename: dev ? '[name].js' : '[name].[contenthash].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash].js',
      assetModuleFilename: 'assets/[name].[contenthash][ext]',
      // mf-navigation puts its server build into dist/server; the browser build must not wipe it.
      clean: { keep: (file) => file.split(/[\\/]/)[0] === SERVER_BUILD_DIR },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      conditionNames: ['source', '...'],
      alias: runtimeCoreAlias(),
    },
    module: {
      rules: [
        swcRule(dev, 'es2020', dev && !isHost),
        {
          test: /\.css$/,
          use: [dev ? require.resolve('style-loader') : MiniCssExtractPlugin.loader, require.resolve('css-loader')],
        },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' },
        pageMetaRule(),
        ...(dev ? [] : [reduxFacadeRule()]),
      ],
    },
    plugins: [
      // moment's locales stay out unless imported by name (`import 'moment/locale/de'`).
      new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
      // @module-federation/enhanced (federation.js): remoteEntry.js and mf-manifest.json per remote, one runtime
      // core per page (the shell's); the shell registers the remotes at run time.
      new ModuleFederationPlugin(
        federationOptions({
          name,
          exposes,
          isHost,
          dev,
          shared: dev ? devShared(sharedConfig(dir)) : sharedConfig(dir, { reduxFacade: true }),
        }),
      ),
      ...(dev
        ? devPlugins(isHost)
        : [
            new MiniCssExtractPlugin({
              filename: '[name].[contenthash].css',
              chunkFilename: '[name].[contenthash].css',
              // A remote's stylesheet travels with its code: the bff links it into every document of a route the
              // remote owns (amb-assets.json), and when single-spa mounts the remote after a navigation in the
              // browser, this runtime loads the file (awaiting its <link>) before the exposed module runs, once; a
              // link the bff wrote is found by its data-href and reused. The shell's own stylesheet is always
              // linked, so its main needs no loader.
              runtime: !isHost,
            }),
            new CompressionPlugin({
              test: TEXT_ASSETS,
              algorithm: 'gzip',
              filename: '[path][base].gz',
              threshold: 0,
              minRatio: Infinity,
            }),
            new CompressionPlugin({
              test: TEXT_ASSETS,
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              threshold: 0,
              minRatio: Infinity,
            }),
          ]),
      new AssetsManifestPlugin({ isHost }),
    ],
    optimization: {
      minimize: !dev,
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, extractComments: false })],
      ...(dev ? {} : { splitChunks: { cacheGroups: { ...sharedGroups(), ...(isHost ? {} : oneStylesheet()) } } }),
    },
    performance: { hints: false },
    devServer: devServer({ dir, port, isHost }),
  };
  return merge(config, extra);
}

/**
 * Node build of a remote's server renderer (mf-navigation: dist/server/render.js).
 * React is bundled in; CSS imports become empty modules.
 */
function createServerConfig({ dir, entry, filename = SERVER_RENDER_FILE, extra = {} }) {
  if (!dir || !entry) throw new Error('createServerConfig braucht dir und entry');
  const config = {
    name: SERVER_COMPILATION,
    mode: 'production',
    context: dir,
    target: 'node24',
    entry: { render: entry },
    devtool: false,
    output: {
      path: path.join(dir, BUILD_DIR, SERVER_BUILD_DIR),
      filename,
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      conditionNames: ['source', '...'],
    },
    module: {
      rules: [swcRule(false, 'es2022'), { test: /\.css$/, use: require.resolve('./null-loader') }],
    },
    plugins: [
      new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      // The server half always runs React's production build, whatever mode the CLI gives (webpack serve
      // passes development): one definition, so webpack's own nodeEnv is switched off.
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
    ],
    optimization: { minimize: false, nodeEnv: false },
    performance: { hints: false },
  };
  return merge(config, extra);
}

module.exports = {
  createConfig,
  createServerConfig,
  SHARED_SINGLETONS,
  contractEntryPoints,
  REDUX_FACADE,
  REDUX_IMPORTS,
  REDUX_SHARE_KEY,
};
