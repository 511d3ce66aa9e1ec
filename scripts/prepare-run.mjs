// What `npm start` and `npm run start:cluster` do before starting anything: install packages when missing,
// continue on the project's pinned Node, build what is missing and deploy every remote (a no-op when that
// build is already current).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { majorOf, pathWithBin, pinnedNodeBin, pinnedNodeMajor, root } from './node-runtime.mjs';

export { root };

export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`Fehlgeschlagen: ${cmd} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
  return result;
}

/**
 * Installs the packages when missing; started by the machine's Node (e.g. before the first install), runs
 * `scriptUrl` again on the pinned Node and exits with its code. Returns only on the pinned Node.
 */
export async function onProjectNode(scriptUrl) {
  if (!existsSync(path.join(root, 'node_modules/.bin/webpack'))) run('npm', ['ci', '--no-audit', '--no-fund']);
  if (majorOf(process.version) === pinnedNodeMajor()) return;
  const again = spawn(pinnedNodeBin, [fileURLToPath(scriptUrl), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: pathWithBin() },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => again.kill(signal));
  const code = await new Promise((resolve) => {
    again.on('error', () => {
      console.error(`Node des Projekts fehlt (${pinnedNodeBin}): bitte npm ci ausführen.`);
      resolve(1);
    });
    again.on('exit', (status) => resolve(status ?? 1));
  });
  process.exit(code);
}

/** Builds what is missing (shared-contracts first) and deploys every app into the store of `env`. */
export async function buildAndDeploy(env = process.env) {
  // Imported only now: on a fresh clone the package exists once `npm ci` has linked the workspaces.
  const { APPS, BUILD_DIR, appFolder } = await import('@amb/shared-contracts/deployment');
  const missing = ['shared-contracts', 'api', 'bff', ...APPS.map(appFolder)].filter(
    (folder) => !existsSync(path.join(root, folder, BUILD_DIR)),
  );
  if (missing.includes('shared-contracts')) run('npm', ['run', 'build', '-w', 'shared-contracts']);
  for (const folder of missing.filter((f) => f !== 'shared-contracts')) {
    console.log(`Baue ${folder} …`);
    run('npm', ['run', 'build', '-w', folder]);
  }
  for (const app of APPS) run(process.execPath, ['scripts/deploy.mjs', app], { env });
}

/** The banner both commands print once the sites answer. */
export function printSites(origins, extra = '') {
  console.log(`
Akademie für Mitbestimmung läuft (Node ${process.version}):
  Seminar-Website (Navigation v1):  ${origins.main}
  Neue Website (Navigation v2):     ${origins.newer}
  Betriebsrat-Website:              ${origins.worksCouncil}${extra}
Beenden mit Strg+C.`);
}
