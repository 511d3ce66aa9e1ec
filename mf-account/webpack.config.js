const { createConfig } = require('@amb/webpack-preset');

module.exports = (env, argv) =>
  createConfig(
    { name: 'mf_account', dir: __dirname, port: 3014, exposes: { './App': './src/lifecycles.tsx' } },
    env,
    argv,
  );
