const { createConfig } = require('@amb/webpack-preset');

module.exports = (env, argv) =>
  createConfig(
    { name: 'mf_cart', dir: __dirname, port: 3013, exposes: { './App': './src/lifecycles.tsx' } },
    env,
    argv,
  );
