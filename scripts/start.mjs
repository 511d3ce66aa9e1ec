#!/usr/bin/env node
// The README's run command: installs packages when missing, builds what is missing, deploys every
// remote (a no-op when that build is already current), starts api and bff, prints the three sites.
import { spawn } from 'node:child_process';
import { buildAndDeploy, onProjectNode, printSites, root } from './prepare-run.mjs';

await onProjectNode(import.meta.url);
await buildAndDeploy();

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
  printSites({
    main: `http://localhost:${ports.main}`,
    newer: `http://localhost:${ports.newer}`,
    worksCouncil: `http://localhost:${ports.worksCouncil}`,
  });
}
