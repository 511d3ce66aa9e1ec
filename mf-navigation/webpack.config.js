const { createConfig, createServerConfig } = require('@amb/webpack-preset');

// Header and footer share one stylesheet: one CSS file instead of a copy per exposed module.
const oneStylesheet = {
  optimization: {
    splitChunks: {
      cacheGroups: { styles: { name: 'nav-styles', type: 'css/mini-extract', chunks: 'all', enforce: true } },
    },
  },
};

module.exports = [
  createConfig({
    name: 'mf_navigation',
    dir: __dirname,
    port: 3011,
    exposes: { './Header': './src/HeaderLifecycles.tsx', './Footer': './src/FooterLifecycles.tsx' },
    extra: oneStylesheet,
  }),
  createServerConfig({ dir: __dirname, entry: './src/server/render.tsx', filename: 'render.js' }),
];
