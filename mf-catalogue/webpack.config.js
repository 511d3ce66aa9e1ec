const { createConfig, createServerConfig } = require('@amb/webpack-preset');

module.exports = (env, argv) => [
  createConfig(
    { name: 'mf_catalogue', dir: __dirname, port: 3012, exposes: { './App': './src/lifecycles.tsx' } },
    env,
    argv,
  ),
  createServerConfig({ dir: __dirname, entry: './src/server.tsx' }),
];
