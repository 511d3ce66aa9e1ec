#!/usr/bin/env node
// Usage: node scripts/deploy.mjs <app>   (app = shell | mf_navigation | mf_catalogue | …)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appFolder, assertAppName, deploy, DeployError, storeRoot } from './deploy-store.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const app = process.argv[2];

try {
  assertAppName(app);
  const root = storeRoot(repoRoot);
  const result = deploy({ app, distDir: path.join(repoRoot, appFolder(app), 'dist'), root });
  console.log(
    result.flipped
      ? `${app} ${result.version} ist jetzt aktuell (${result.path}).`
      : `${app} ${result.version} ist bereits aktuell – nichts zu tun.`,
  );
} catch (error) {
  console.error(error instanceof DeployError ? `Fehler: ${error.message}` : error);
  process.exit(1);
}
