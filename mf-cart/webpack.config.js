const { createConfig } = require('@amb/webpack-preset');

module.exports = () =>
  createConfig({
    name: 'mf_cart',
    dir: __dirname,
    port: 3013,
    exposes: { './App': './src/lifecycles.tsx' },
  });
