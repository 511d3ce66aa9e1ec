const { createConfig } = require('@amb/webpack-preset');

// The host exposes nothing and knows no remote URL: they arrive at run time (page globals / remotes.json).
module.exports = (env, argv) => createConfig({ name: 'shell', dir: __dirname, port: 3010, isHost: true }, env, argv);
