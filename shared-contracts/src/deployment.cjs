'use strict';
/**
 * The deployment contract, in one place for everything that builds, deploys, serves and starts the apps:
 * the webpack preset writes the assets manifest and the server build, scripts/deploy-store.mjs writes
 * the store, the bff reads it, scripts/start.mjs and the e2e harness deploy every app.
 *
 * Plain CommonJS without dependencies (types in deployment.d.cts): Node scripts load it straight from a
 * fresh clone, before anything is built, and browser bundles can take it too.
 */

/** The six remotes by their Module Federation names. */
const REMOTE_NAMES = Object.freeze([
  'mf_navigation',
  'mf_catalogue',
  'mf_cart',
  'mf_account',
  'mf_content',
  'mf_conferences',
]);

/** The single-spa root config: deployed like a remote, but it is the page's entry, not a federated module. */
const HOST_APP = 'shell';

/** Every app of the deployment store, the shell first. */
const APPS = Object.freeze([HOST_APP, ...REMOTE_NAMES]);

function isRemoteName(value) {
  return REMOTE_NAMES.includes(value);
}

function isAppName(value) {
  return value === HOST_APP || isRemoteName(value);
}

/** The workspace folder (and package) of an app: mf_cart -> mf-cart; shell stays shell. */
function appFolder(app) {
  return app.replace(/_/g, '-');
}

/** Every app builds into `<folder>/dist`. */
const BUILD_DIR = 'dist';

/** The build folder of an app, relative to the repository root (forward slashes). */
function appBuildDir(app) {
  return `${appFolder(app)}/${BUILD_DIR}`;
}

/** The Module Federation entry of every remote build. */
const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** A remote's server renderer inside its build and its deployed version folder: `server/render.js`. */
const SERVER_BUILD_DIR = 'server';
const SERVER_RENDER_FILE = 'render.js';

/**
 * The preset writes this beside every build: `{ entry, css }`, the hashed names deploy cannot guess.
 * Deploy copies them into deploy.json and leaves the manifest itself out of the store.
 */
const ASSETS_MANIFEST_FILE = 'amb-assets.json';

/** The manifest's text as the preset writes it. */
function serializeAssetsManifest(manifest) {
  return JSON.stringify({ entry: manifest.entry, css: [...manifest.css] }, null, 2);
}

/** The manifest in parsed JSON, or null when it is not `{ entry: string, css: string[] }`. */
function assetsManifestOf(value) {
  if (typeof value !== 'object' || value === null) return null;
  const { entry, css } = value;
  if (typeof entry !== 'string' || !Array.isArray(css) || !css.every((file) => typeof file === 'string')) return null;
  return { entry, css: [...css] };
}

/**
 * The Module Federation manifest every remote build publishes (@module-federation/enhanced writes it beside
 * remoteEntry.js); deploy keeps it in the version folder and names it in deploy.json, the bff reads from it the
 * assets of a page's exposed modules for preload hints.
 */
const MANIFEST_FILE = 'mf-manifest.json';

const fileList = (value) => (Array.isArray(value) ? value.filter((file) => typeof file === 'string') : []);

/**
 * What the bff takes from a manifest: the remote entry's file and, per exposed module (`./Header`), the JS and CSS
 * files it loads at once (`sync`; the chunks it may load later are left out). Null when it is no manifest.
 */
function remoteManifestOf(value) {
  if (typeof value !== 'object' || value === null || !Array.isArray(value.exposes)) return null;
  const remoteEntry = value.metaData?.remoteEntry;
  if (typeof remoteEntry?.name !== 'string') return null;
  const entry = [remoteEntry.path, remoteEntry.name].filter(Boolean).join('/');
  const exposes = {};
  for (const expose of value.exposes) {
    if (typeof expose?.path !== 'string') continue;
    exposes[expose.path] = { js: fileList(expose.assets?.js?.sync), css: fileList(expose.assets?.css?.sync) };
  }
  return { entry, exposes };
}

/**
 * Pointers of the store: `{ apps: { <app>: { current, previous: [newest first], next? } } }`. `next` is a version a
 * deploy or rollback is about to make current: every running bff warms its server build before the flip.
 */
const REGISTRY_FILE = 'registry.json';

/**
 * Where each running bff says which server builds it holds warm: `<store>/.bff-ready/<host>-<pid>.json`,
 * `{ at: epoch ms, ready: { <app>: [versions] } }`, rewritten every READY_HEARTBEAT_MS. A deploy waits (at most
 * READY_WAIT_MS) until every bff whose file is younger than READY_FRESH_MS holds the new version, then flips, so
 * every bff renders it within moments of the flip. A bff that ended leaves a stale file, which counts for nothing.
 */
const READY_DIR = '.bff-ready';
const READY_HEARTBEAT_MS = 500;
const READY_FRESH_MS = 3000;
const READY_WAIT_MS = 30000;

/** Written into every deployed version folder: `{ app, version, deployedAt, entry, css, manifest }`. */
const DEPLOY_INFO_FILE = 'deploy.json';

/** Versions are content hashes; anything else (dots, slashes) never reaches the file system. */
const VERSION_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

function isVersion(value) {
  return typeof value === 'string' && VERSION_PATTERN.test(value);
}

function emptyRegistry() {
  return { apps: {} };
}

/** True for the registry's outer shape, `{ apps: { … } }`: what a deploy may change. */
function isRegistry(value) {
  return typeof value === 'object' && value !== null && typeof value.apps === 'object' && value.apps !== null;
}

/**
 * The registry as a reader may trust it: known apps with a valid current version and the string
 * versions of their history. Throws on JSON that is no object at all (a reader keeps its last good one).
 */
function registryOf(value) {
  if (typeof value !== 'object' || value === null) throw new TypeError(`${REGISTRY_FILE} ist kein Objekt.`);
  const registry = emptyRegistry();
  for (const [app, entry] of Object.entries(value.apps ?? {})) {
    if (!isAppName(app) || !isVersion(entry?.current)) continue;
    const previous = Array.isArray(entry.previous) ? entry.previous.filter((v) => typeof v === 'string') : [];
    registry.apps[app] = { current: entry.current, previous, ...(isVersion(entry.next) ? { next: entry.next } : {}) };
  }
  return registry;
}

/** deploy.json of one version as a reader may trust it (a remote's entry by convention when it is missing). */
function deployInfoOf(app, version, value) {
  const raw = typeof value === 'object' && value !== null ? value : {};
  return {
    app,
    version,
    deployedAt: typeof raw.deployedAt === 'string' ? raw.deployedAt : undefined,
    entry: typeof raw.entry === 'string' ? raw.entry : REMOTE_ENTRY_FILE,
    css: Array.isArray(raw.css) ? raw.css.filter((file) => typeof file === 'string') : [],
    manifest: typeof raw.manifest === 'string' ? raw.manifest : null,
  };
}

module.exports = {
  REMOTE_NAMES,
  HOST_APP,
  APPS,
  isRemoteName,
  isAppName,
  appFolder,
  BUILD_DIR,
  appBuildDir,
  REMOTE_ENTRY_FILE,
  SERVER_BUILD_DIR,
  SERVER_RENDER_FILE,
  ASSETS_MANIFEST_FILE,
  MANIFEST_FILE,
  remoteManifestOf,
  serializeAssetsManifest,
  assetsManifestOf,
  REGISTRY_FILE,
  READY_DIR,
  READY_HEARTBEAT_MS,
  READY_FRESH_MS,
  READY_WAIT_MS,
  DEPLOY_INFO_FILE,
  isVersion,
  emptyRegistry,
  isRegistry,
  registryOf,
  deployInfoOf,
};
