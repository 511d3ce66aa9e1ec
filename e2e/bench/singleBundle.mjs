// The bench's single bundle (single-bundle/webpack.config.cjs): built in every bench run, deployed as the shell of
// a second bff of the same system (its own deployment store, every remote as deployed on the federated site), so
// both variants are measured side by side with the same server-rendered documents.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { root, startVariant } = require('../harness/system.cjs');

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

/** The second site: its origins and stop(). */
export function startSingleBundleSite(system) {
  return startVariant(system, 'single-bundle', { shell: DIST });
}
