const { createConfig, createServerConfig } = require('@amb/webpack-preset');

module.exports = (env, argv) => [
  createConfig(
    { name: 'mf_conferences', dir: __dirname, port: 3016, exposes: { './App': './src/lifecycles.tsx' } },
    env,
    argv,
  ),
  createServerConfig({ dir: __dirname, entry: './src/server.tsx' }),
];
