const { createConfig } = require('@amb/webpack-preset');

// One stylesheet for the remote instead of a copy per chunk that imports it.
const oneStylesheet = {
  optimization: {
    splitChunks: {
      cacheGroups: { styles: { name: 'cat-styles', type: 'css/mini-extract', chunks: 'all', enforce: true } },
    },
  },
};

module.exports = createConfig({
  name: 'mf_catalogue',
  dir: __dirname,
  port: 3012,
  exposes: { './App': './src/lifecycles.tsx' },
  extra: oneStylesheet,
});
