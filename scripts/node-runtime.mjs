#!/usr/bin/env node
// The project runs on the Node of the root devDependency `node`, whatever Node the machine has: npm puts
// node_modules/.bin (where that package links its binary) first on PATH for every script. This module
// knows which major that is. Run directly, it prints the Node in use and fails on another major.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const binDir = path.join(root, 'node_modules', '.bin');
export const pinnedNodeBin = path.join(binDir, 'node');

export const majorOf = (version) => Number(String(version).replace(/^v/, '').split('.')[0]);

export function pinnedNodeVersion() {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return manifest.devDependencies.node;
}

export const pinnedNodeMajor = () => majorOf(pinnedNodeVersion());

/** PATH with the project's node_modules/.bin first, so children started by name get the pinned Node. */
export const pathWithBin = (current = process.env.PATH ?? '') => `${binDir}${path.delimiter}${current}`;

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  console.log(`Node ${process.version} (${process.execPath})`);
  if (majorOf(process.version) !== pinnedNodeMajor()) {
    console.error(
      `Falsche Node-Version ${process.version}: das Projekt läuft auf Node ${pinnedNodeVersion()} ` +
        `(devDependency "node"). Bitte über npm starten (npm test, npm start) oder ${binDir} vorn in PATH setzen.`,
    );
    process.exit(1);
  }
}
