#!/usr/bin/env node
// Usage: node scripts/rollback.mjs <app>   — makes the previous version current again.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DeployError, readinessText, rollback, storeRoot } from './deploy-store.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const app = process.argv[2];

try {
  const { from, to, readiness } = rollback({ app, root: storeRoot(repoRoot) });
  console.log(`${app} zurückgesetzt: ${from} -> ${to}${readinessText(readiness)}.`);
} catch (error) {
  console.error(error instanceof DeployError ? `Fehler: ${error.message}` : error);
  process.exit(1);
}
