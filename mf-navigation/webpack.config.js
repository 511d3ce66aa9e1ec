const { createConfig, createServerConfig } = require('@amb/webpack-preset');

// Header and footer share one stylesheet (the bff links it in the document head): one file, not one per module.
const oneStylesheet = {
  optimization: {
    splitChunks: {
      cacheGroups: { styles: { name: 'nav-styles', type: 'css/mini-extract', chunks: 'all', enforce: true } },
    },
  },
};

module.exports = (env, argv) => [
  createConfig(
    {
      name: 'mf_navigation',
      dir: __dirname,
      port: 3011,
      // Every page shows both: one chunk for the two (their kit code and store once), not one each.
      exposes: {
        './Header': { import: './src/HeaderLifecycles.tsx', name: 'nav' },
        './Footer': { import: './src/FooterLifecycles.tsx', name: 'nav' },
      },
      extra: oneStylesheet,
    },
    env,
    argv,
  ),
  createServerConfig({ dir: __dirname, entry: './src/server.tsx' }),
];
