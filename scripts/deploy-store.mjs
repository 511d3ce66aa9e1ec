// The deployment store (COMMON.md "Deployment store"): versioned copies of each app's dist/ and
// registry.json with the current and previous versions, always replaced atomically.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  APPS,
  ASSETS_MANIFEST_FILE,
  DEPLOY_INFO_FILE,
  HOST_APP,
  MANIFEST_FILE,
  READY_DIR,
  READY_FRESH_MS,
  READY_WAIT_MS,
  REGISTRY_FILE,
  REMOTE_ENTRY_FILE,
  appBuildDir,
  assetsManifestOf,
  isAppName,
  isRegistry,
} from '@amb/shared-contracts/deployment';

export const KEEP_PREVIOUS = 10;
const LOCK_TIMEOUT_MS = 15000;
const STALE_LOCK_MS = 60000;

export class DeployError extends Error {}

/** Where the build of an app lies in the repository: `<repo>/mf-cart/dist`. */
export function buildDirOf(repoRoot, app) {
  return path.join(repoRoot, appBuildDir(app));
}

/** Store root: `AMB_DEPLOY_DIR` or `<repo>/.deploy`. */
export function storeRoot(repoRoot, env = process.env) {
  return env.AMB_DEPLOY_DIR ? path.resolve(env.AMB_DEPLOY_DIR) : path.join(repoRoot, '.deploy');
}

export function assertAppName(app) {
  if (!isAppName(app)) {
    throw new DeployError(`Unbekannte App "${app ?? ''}": erwartet eine von ${APPS.join(', ')}.`);
  }
}

function listFiles(dir, base = dir) {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(full, base));
    else if (entry.isFile()) files.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return files.sort();
}

/** First 12 hex chars of a sha256 over the build's file names and contents. */
export function computeVersion(distDir) {
  const hash = createHash('sha256');
  for (const file of listFiles(distDir)) {
    hash.update(file);
    hash.update('\0');
    hash.update(fs.readFileSync(path.join(distDir, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

export function readRegistry(root) {
  const file = path.join(root, REGISTRY_FILE);
  if (!fs.existsSync(file)) return { apps: {} };
  let parsed;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    throw new DeployError(`${file} ist kein gültiges JSON.`);
  }
  if (!isRegistry(parsed)) {
    throw new DeployError(`${file} hat nicht das Format { "apps": { … } }.`);
  }
  return parsed;
}

/** Writes a file so readers see either the old or the new content, never a partial one. */
function writeAtomic(file, content) {
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temp, content);
  fs.renameSync(temp, file);
}

export function writeRegistry(root, registry) {
  fs.mkdirSync(root, { recursive: true });
  writeAtomic(path.join(root, REGISTRY_FILE), `${JSON.stringify(registry, null, 2)}\n`);
}

const sleepSync = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** The readiness files of the bffs running now (younger than READY_FRESH_MS), by name. */
export function runningBffs(root, now = Date.now()) {
  const dir = path.join(root, READY_DIR);
  const running = {};
  for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    if (!file.endsWith('.json')) continue;
    const name = path.join(dir, file);
    try {
      const marker = JSON.parse(fs.readFileSync(name, 'utf8'));
      if (typeof marker.at === 'number' && now - marker.at < READY_FRESH_MS) running[file] = marker;
    } catch {
      // Being rewritten (a bff renames its file into place, a hand-made one may be caught half written): a file
      // written just now is a running bff that is not ready this time; an old unreadable one is nobody's.
      const mtime = fs.statSync(name, { throwIfNoEntry: false })?.mtimeMs;
      if (mtime !== undefined && now - mtime < READY_FRESH_MS) running[file] = { at: mtime, ready: {} };
    }
  }
  return running;
}

/**
 * Waits until every running bff holds `version` of `app` warm (its readiness file), at most `waitMs`; returns
 * how many bffs run and how long it waited. Without running bffs (a first deploy, `npm run deploy` with nothing
 * started) it returns at once. A bff that is not ready in time warms the version after the flip.
 */
function waitForBffs(root, app, version, waitMs) {
  const started = Date.now();
  for (;;) {
    const bffs = Object.values(runningBffs(root));
    const ready = bffs.filter((marker) => (marker.ready?.[app] ?? []).includes(version));
    if (ready.length === bffs.length || Date.now() - started >= waitMs) {
      return { bffs: bffs.length, ready: ready.length, waitedMs: Date.now() - started };
    }
    sleepSync(50);
  }
}

/** ` (2 von 2 bff vorbereitet, 840 ms)` for the scripts' output; empty without running bffs. */
export function readinessText({ bffs, ready, waitedMs }) {
  return bffs === 0 ? '' : ` (${ready} von ${bffs} bff vorbereitet, ${waitedMs} ms)`;
}

/**
 * Makes `version` current the way running bffs can follow at once: first it becomes the app's `next` (every bff
 * warms its server build beside the live one), then, when all are ready (or after `waitMs`), the flip.
 */
function preparedFlip(root, app, version, waitMs, change) {
  const prepared = withRegistryLock(root, () => {
    const registry = readRegistry(root);
    const entry = registry.apps[app];
    if (!entry || entry.current === version) return false;
    registry.apps[app] = { ...entry, next: version };
    writeRegistry(root, registry);
    return true;
  });
  const readiness = prepared ? waitForBffs(root, app, version, waitMs) : { bffs: 0, ready: 0, waitedMs: 0 };
  const result = withRegistryLock(root, () => {
    const registry = readRegistry(root);
    const hadNext = registry.apps[app]?.next !== undefined;
    const { changed, ...outcome } = change(registry);
    if (registry.apps[app]) delete registry.apps[app].next;
    if (changed || hadNext) writeRegistry(root, registry);
    return outcome;
  });
  return { ...result, readiness };
}

/** Serialises read-modify-write of the registry between concurrent deploys (mkdir is atomic). */
function withRegistryLock(root, action) {
  fs.mkdirSync(root, { recursive: true });
  const lock = path.join(root, '.registry.lock');
  const started = Date.now();
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const age = Date.now() - fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
      if (age > STALE_LOCK_MS) fs.rmSync(lock, { recursive: true, force: true });
      else if (Date.now() - started > LOCK_TIMEOUT_MS) {
        throw new DeployError(`Die Registry ist gesperrt (${lock}). Läuft gerade ein anderes Deployment?`);
      } else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  try {
    return action();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** Entry and stylesheets of the build, from the preset's assets manifest (or the conventions). */
function assetsOf(distDir, app) {
  const manifestFile = path.join(distDir, ASSETS_MANIFEST_FILE);
  if (fs.existsSync(manifestFile)) {
    const manifest = assetsManifestOf(JSON.parse(fs.readFileSync(manifestFile, 'utf8')));
    if (manifest) return manifest;
  }
  const files = fs.readdirSync(distDir);
  const entry = app === HOST_APP ? files.find((file) => /^main\.[0-9a-f]+\.js$/.test(file)) : REMOTE_ENTRY_FILE;
  const css = files.filter((file) => file.endsWith('.css')).sort();
  return { entry, css };
}

/** Pointer flip: `version` becomes current, the old current heads `previous` (at most KEEP_PREVIOUS). */
function flip(registry, app, version) {
  const entry = registry.apps[app] ?? { current: null, previous: [] };
  if (entry.current === version) return false;
  const previous = (entry.previous ?? []).filter((old) => old !== version);
  if (entry.current) previous.unshift(entry.current);
  registry.apps[app] = { current: version, previous: previous.slice(0, KEEP_PREVIOUS) };
  return true;
}

/**
 * Copies `<distDir>` to `<root>/<app>/<version>/` with deploy.json and makes it current.
 * An existing version folder is immutable: it is only pointed at again.
 */
export function deploy({ app, distDir, root, now = new Date(), waitMs = READY_WAIT_MS }) {
  assertAppName(app);
  if (!fs.existsSync(distDir) || listFiles(distDir).length === 0) {
    throw new DeployError(
      `Kein Build gefunden: ${distDir} fehlt oder ist leer. Bitte zuerst "npm run build" ausführen.`,
    );
  }
  const { entry, css } = assetsOf(distDir, app);
  if (!entry || !fs.existsSync(path.join(distDir, entry))) {
    throw new DeployError(`Der Build in ${distDir} hat keine Einstiegsdatei${entry ? ` (${entry})` : ''}.`);
  }
  const version = computeVersion(distDir);
  const target = path.join(root, app, version);
  if (!fs.existsSync(target)) {
    const staging = path.join(root, app, `.staging-${version}-${process.pid}`);
    fs.rmSync(staging, { recursive: true, force: true });
    fs.cpSync(distDir, staging, {
      recursive: true,
      filter: (source) => !path.basename(source).startsWith(ASSETS_MANIFEST_FILE),
    });
    // A remote's Module Federation manifest stays in the version folder; deploy.json names it for the bff.
    const manifest = fs.existsSync(path.join(distDir, MANIFEST_FILE)) ? MANIFEST_FILE : null;
    const deployJson = { app, version, deployedAt: now.toISOString(), entry, css, manifest };
    fs.writeFileSync(path.join(staging, DEPLOY_INFO_FILE), `${JSON.stringify(deployJson, null, 2)}\n`);
    try {
      fs.renameSync(staging, target);
    } catch (error) {
      fs.rmSync(staging, { recursive: true, force: true });
      if (!fs.existsSync(target)) throw error;
    }
  }
  const { flipped, readiness } = preparedFlip(root, app, version, waitMs, (registry) => {
    const changed = flip(registry, app, version);
    return { changed, flipped: changed };
  });
  return { version, flipped, path: target, readiness };
}

/** current = previous.shift(); a German error when there is nothing to go back to. */
export function rollback({ app, root, waitMs = READY_WAIT_MS }) {
  assertAppName(app);
  const entry = readRegistry(root).apps[app];
  const [target] = entry?.previous ?? [];
  if (!entry || !target) {
    throw new DeployError(`Für "${app}" gibt es keine frühere Version, auf die zurückgesetzt werden kann.`);
  }
  if (!fs.existsSync(path.join(root, app, target))) {
    throw new DeployError(`Version ${target} von "${app}" fehlt im Deployment-Speicher (${root}).`);
  }
  return preparedFlip(root, app, target, waitMs, (registry) => {
    const current = registry.apps[app];
    // Another rollback or deploy came in between: this one goes back from what is current now.
    const [to, ...rest] = current?.previous ?? [];
    if (!current || !to) {
      throw new DeployError(`Für "${app}" gibt es keine frühere Version, auf die zurückgesetzt werden kann.`);
    }
    const from = current.current;
    registry.apps[app] = { current: to, previous: rest };
    return { changed: true, from, to };
  });
}
