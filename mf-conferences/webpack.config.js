const { createConfig } = require('@amb/webpack-preset');

module.exports = () =>
  createConfig({
    name: 'mf_conferences',
    dir: __dirname,
    port: 3016,
    exposes: { './App': './src/lifecycles.tsx' },
  });
