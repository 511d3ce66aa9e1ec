// The bench's single bundle (single-bundle/webpack.config.cjs): built in every bench run, deployed as the shell of
// a second bff of the same system (its own deployment store, every remote as deployed on the federated site but without
// its manifest, so no preload hints), so both variants are measured side by side with the same server-rendered documents.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { root, startVariant } = require('../harness/system.cjs');
const { MANIFEST_FILE, REMOTE_NAMES, appBuildDir } = require('@amb/shared-contracts/deployment');

const CONFIG = path.join(root, 'e2e/bench/single-bundle/webpack.config.cjs');
const DIST = path.join(root, 'e2e/bench/single-bundle/dist');

export function buildSingleBundle() {
  console.log('Baue das Bench-Bundle ohne Module Federation (e2e/bench/single-bundle) …');
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'webpack-preset/bin/webpack.js'), '--config', CONFIG, '--stats', 'errors-warnings'],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('Das Bench-Bundle ließ sich nicht bauen.');
}

/**
 * Each remote's build without its Module Federation manifest: the single bundle loads none of the remotes' files, so
 * its documents must not hint them either (the bff hints only what a manifest names).
 */
function remotesWithoutManifests() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'amb-single-remotes-'));
  const builds = {};
  for (const app of REMOTE_NAMES) {
    builds[app] = path.join(dir, app);
    cpSync(path.join(root, appBuildDir(app)), builds[app], {
      recursive: true,
      filter: (source) => !path.basename(source).startsWith(MANIFEST_FILE),
    });
  }
  return { dir, builds };
}

/** The second site: its origins and stop(). */
export async function startSingleBundleSite(system) {
  const remotes = remotesWithoutManifests();
  try {
    const site = await startVariant(system, 'single-bundle', { ...remotes.builds, shell: DIST });
    return site;
  } finally {
    // Deployed: the store has its own copies.
    rmSync(remotes.dir, { recursive: true, force: true });
  }
}
