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
      exposes: { './Header': './src/HeaderLifecycles.tsx', './Footer': './src/FooterLifecycles.tsx' },
      extra: oneStylesheet,
    },
    env,
    argv,
  ),
  createServerConfig({ dir: __dirname, entry: './src/server.tsx' }),
];
