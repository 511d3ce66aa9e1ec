const { createConfig, createServerConfig } = require('@amb/webpack-preset');

module.exports = [
  createConfig({
    name: 'mf_navigation',
    dir: __dirname,
    port: 3011,
    exposes: { './Header': './src/HeaderLifecycles.tsx', './Footer': './src/FooterLifecycles.tsx' },
  }),
  createServerConfig({ dir: __dirname, entry: './src/server/render.tsx', filename: 'render.js' }),
];
