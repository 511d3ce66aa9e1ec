const { createConfig, createServerConfig } = require('@amb/webpack-preset');

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
    },
    env,
    argv,
  ),
  createServerConfig({ dir: __dirname, entry: './src/server.tsx' }),
];
