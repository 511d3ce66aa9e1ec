#!/usr/bin/env node
'use strict';
// webpack-cli is installed under this package (not hoisted), so `webpack` alone cannot find it;
// packages run this wrapper, which resolves the CLI from here.
process.env.WEBPACK_CLI_SKIP_IMPORT_LOCAL = 'true';
require(require.resolve('webpack-cli/bin/cli.js', { paths: [__dirname] }));
