const { createConfig } = require('@amb/webpack-preset');

module.exports = (env, argv) =>
  createConfig(
    { name: 'mf_content', dir: __dirname, port: 3015, exposes: { './App': './src/lifecycles.tsx' } },
    env,
    argv,
  );
