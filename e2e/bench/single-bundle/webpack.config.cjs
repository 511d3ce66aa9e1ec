'use strict';
// Bench only (`npm run bench`, issue 8 "the price of federation"): the shell, the header and the catalogue pages
// as ONE ordinary webpack bundle without Module Federation. It is the shell's own production config from the
// preset (same swc, minifier, CSS extraction, compression, assets manifest) with four changes:
// - no ModuleFederationPlugin;
// - shell/src/bootstrap.ts is replaced by src/bootstrap.ts, which hands the shell the remotes' exposed modules as
//   dynamic imports of their sources (src/bundledRemotes.ts) instead of the federation runtime;
// - no shared-library groups (the preset's SHARED_GROUPS exist for Module Federation's shared modules): webpack's
//   default chunking, as an ordinary bundle has;
// - only the shell's own stylesheets are extracted: the bff links the deployed remotes' stylesheets into every
//   document as on the federated site, so the pages get the same CSS and only the browser JS differs.
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createConfig } = require('@amb/webpack-preset');

const root = path.resolve(__dirname, '../../..');
const shellDir = path.join(root, 'shell');
const shellSources = path.join(shellDir, 'src');
const BENCH_BOOTSTRAP = path.join(__dirname, 'src/bootstrap.ts');
const NULL_LOADER = require.resolve('@amb/webpack-preset/null-loader');

/** The preset's CSS rule, applied only to stylesheets the shell itself imports; all others become empty. */
function shellStylesOnly(rule) {
  return { test: rule.test, oneOf: [{ issuer: shellSources, use: rule.use }, { use: NULL_LOADER }] };
}

module.exports = () => {
  const config = createConfig({ name: 'shell', dir: shellDir, port: 3010, isHost: true }, {}, { mode: 'production' });
  config.name = 'single-bundle';
  config.output = {
    ...config.output,
    path: path.join(__dirname, 'dist'),
    uniqueName: 'amb_single_bundle',
    clean: true,
  };
  config.plugins = [
    ...config.plugins.filter((plugin) => !(plugin instanceof ModuleFederationPlugin)),
    new webpack.NormalModuleReplacementPlugin(/^\.\/bootstrap$/, (resource) => {
      if (resource.context === shellSources) resource.request = BENCH_BOOTSTRAP;
    }),
  ];
  config.module.rules = config.module.rules.map((rule) =>
    String(rule.test) === String(/\.css$/) ? shellStylesOnly(rule) : rule,
  );
  delete config.optimization.splitChunks;
  delete config.devServer;
  return config;
};
