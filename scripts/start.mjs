#!/usr/bin/env node
// The README's run command: installs packages when missing, builds what is missing, deploys every
// remote (a no-op when that build is already current), starts api and bff, prints the three sites.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { majorOf, pathWithBin, pinnedNodeBin, pinnedNodeMajor, root } from './node-runtime.mjs';

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Fehlgeschlagen: ${cmd} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

if (!existsSync(path.join(root, 'node_modules/.bin/webpack'))) run('npm', ['ci', '--no-audit', '--no-fund']);

// Started by the machine's Node (e.g. `npm start` before the first install): continue on the pinned one.
if (majorOf(process.version) !== pinnedNodeMajor()) {
  const again = spawn(pinnedNodeBin, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
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

// Imported only now: on a fresh clone the package exists once `npm ci` above has linked the workspaces.
const { APPS, BUILD_DIR, appFolder } = await import('@amb/shared-contracts/deployment');
const missing = ['shared-contracts', 'api', 'bff', ...APPS.map(appFolder)].filter(
  (folder) => !existsSync(path.join(root, folder, BUILD_DIR)),
);
if (missing.includes('shared-contracts')) run('npm', ['run', 'build', '-w', 'shared-contracts']);
for (const folder of missing.filter((f) => f !== 'shared-contracts')) {
  console.log(`Baue ${folder} …`);
  run('npm', ['run', 'build', '-w', folder]);
}
for (const app of APPS) run(process.execPath, ['scripts/deploy.mjs', app]);

const apiPort = process.env.API_PORT ?? '3001';
const env = { ...process.env, API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}` };
const children = [
  spawn(process.execPath, ['api/dist/server.js'], { cwd: root, stdio: 'inherit', env: { ...env, PORT: apiPort } }),
  spawn(process.execPath, ['bff/dist/server.js'], { cwd: root, stdio: 'inherit', env }),
];

async function waitFor(url) {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    if (code) console.error(`Ein Dienst ist beendet (Code ${code}); alles wird gestoppt.`);
    stop();
    process.exitCode = code ?? 0;
  });
}

const ports = {
  main: process.env.PORT_MAIN ?? '8080',
  newer: process.env.PORT_NEWER ?? '8081',
  worksCouncil: process.env.PORT_WORKS_COUNCIL ?? '8082',
};
if (await waitFor(`http://127.0.0.1:${ports.main}/healthz`)) {
  console.log(`
Akademie für Mitbestimmung läuft (Node ${process.version}):
  Seminar-Website (Navigation v1):  http://localhost:${ports.main}
  Neue Website (Navigation v2):     http://localhost:${ports.newer}
  Betriebsrat-Website:              http://localhost:${ports.worksCouncil}
Beenden mit Strg+C.`);
}
