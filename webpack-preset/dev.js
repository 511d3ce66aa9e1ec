'use strict';
// What `npm run dev -w <app>` adds to a development build: its own React share scope, React Fast
// Refresh for remotes, and a dev server that only local pages may read from (README: "Lokale Entwicklung").
const path = require('node:path');
const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');

/**
 * Share scope of the React family in development builds. A dev remote is usually loaded into the
 * deployed site, whose shell shares React's production build in the default scope; the remote's JSX dev
 * runtime and Fast Refresh need React's development build (with the production one the dev runtime
 * throws "dispatcher.getOwner is not a function" and refresh has no renderer to update). In a scope of
 * their own, development builds bring and share the development React among themselves (the dev shell
 * and every dev remote on one page use one copy), and never pick up a production one.
 */
const DEV_REACT_SCOPE = 'amb-dev';

/**
 * React and what imports it among the shared modules: RTK Query's hooks and single-spa-react (which makes a
 * React context when it loads) must come from the same React as the tree they render in.
 */
const REACT_FAMILY = /^(react|react-dom|react-redux|single-spa-react)(\/|$)|^@reduxjs\/toolkit\/query\/react$/;

/** The shared config of a development build: the React family in DEV_REACT_SCOPE, the rest unchanged. */
function devShared(shared) {
  return Object.fromEntries(
    Object.entries(shared).map(([request, options]) => [
      request,
      REACT_FAMILY.test(request) ? { ...options, shareScope: DEV_REACT_SCOPE } : options,
    ]),
  );
}

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True for an http(s) origin on this machine (any port), the only pages overrides work on. */
function isLocalOrigin(origin) {
  if (typeof origin !== 'string') return false;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOCAL_HOSTNAMES.has(url.hostname);
  } catch {
    return false;
  }
}

/**
 * CORS of a dev server: a page of the site on this machine (http://localhost:8080, the e2e harness's
 * random ports) may read the remote's files, hot updates included; any other origin gets no CORS header,
 * so a website the developer happens to visit cannot read the sources.
 */
function localCorsHeaders(req) {
  const origin = req.headers.origin;
  const headers = { Vary: 'Origin' };
  if (!isLocalOrigin(origin)) return headers;
  return {
    ...headers,
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, OPTIONS',
    'Access-Control-Allow-Headers': '*',
  };
}

/** devServer options; remotes get hot module replacement (with Fast Refresh), the shell live reload. */
function devServer({ dir, port, isHost }) {
  return {
    port,
    hot: !isHost,
    liveReload: true,
    headers: localCorsHeaders,
    // The dev server's own hosts: their no-cors script loads from a local page stay allowed (with a CORS
    // function instead of "*", webpack-dev-server would otherwise mark every file same-origin only).
    allowedHosts: ['localhost', '127.0.0.1', '[::1]', '::1'],
    historyApiFallback: isHost,
    static: isHost ? { directory: path.join(dir, 'public') } : false,
    client: { overlay: false },
  };
}

/** Plugins a development build adds: Fast Refresh for remotes (the shell renders no React itself). */
function devPlugins(isHost) {
  return isHost ? [] : [new ReactRefreshPlugin({ overlay: false })];
}

module.exports = { DEV_REACT_SCOPE, devShared, devServer, devPlugins, localCorsHeaders, isLocalOrigin };
