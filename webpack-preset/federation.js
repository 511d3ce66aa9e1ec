'use strict';
// Module Federation on @module-federation/enhanced (the product's stack): the plugin options of the shell (the
// host) and of every remote, in one place.
// The manifest every remote build publishes beside its remoteEntry.js (the bff reads its assets per version).
const { MANIFEST_FILE, REMOTE_ENTRY_FILE } = require('@amb/shared-contracts/deployment');

/**
 * The runtime, once per page. The shell provides the runtime core (`provideExternalRuntime`), production remotes
 * use it (`externalRuntime`) instead of carrying their own ~20 KB gzip copy in every remoteEntry.js; development
 * remotes keep theirs, so a remote's dev server also works alone. `disableSnapshot`: the shell registers remotes
 * by their remoteEntry.js (/remotes.json), so the manifest-snapshot code never runs in the browser; `target:
 * 'web'` drops the Node loader. `loaded-first`: a shared module one remote already loaded is used by the next
 * (with `version-first` header, footer and page starting at once sometimes loaded react-dom twice).
 */
function runtimeOptions(isHost, dev) {
  const optimization = { disableSnapshot: true, target: 'web' };
  if (isHost) return { experiments: { optimization, provideExternalRuntime: true }, shareStrategy: 'loaded-first' };
  // A remote loads no remote itself (the shell registers and loads them all): `disableRemote` drops the bundler
  // runtime's remote loading from every remoteEntry.js (0.7 KB gzip each).
  return {
    experiments: { optimization: { ...optimization, disableRemote: true }, externalRuntime: !dev },
    shareStrategy: 'loaded-first',
  };
}

/**
 * The plugin options of a build. The host exposes nothing and publishes no manifest; a remote publishes
 * `remoteEntry.js` and `mf-manifest.json` (its exposes with their JS and CSS, the shared modules it provides).
 * No type generation (`dts`): the contracts between remotes are shared-contracts, not federated types.
 */
function federationOptions({ name, exposes, isHost, dev, shared }) {
  return {
    name,
    filename: REMOTE_ENTRY_FILE,
    ...(isHost ? {} : { exposes }),
    shared,
    dts: false,
    dev: false,
    manifest: isHost ? false : { fileName: MANIFEST_FILE },
    ...runtimeOptions(isHost, dev),
  };
}

/**
 * The host's external-runtime plugin `require`s the runtime core (CommonJS build) while the shell `import`s the
 * runtime (ES build): two copies (~20 KB gzip each) in the shell's first chunk. Resolving the plugin's request to
 * the ES build leaves one.
 */
function runtimeCoreAlias() {
  const request = '@module-federation/runtime-tools/runtime-core';
  const commonJs = require.resolve(request, { paths: [__dirname] });
  return { [`${request}$`]: commonJs.replace(/\.c?js$/, '.js') };
}

module.exports = { federationOptions, runtimeCoreAlias, runtimeOptions, MANIFEST_FILE };
