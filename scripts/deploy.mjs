#!/usr/bin/env node
// Usage: node scripts/deploy.mjs <app> [--dist <folder>]   (app = shell | mf_navigation | mf_catalogue | …)
// --dist deploys another build of the app than <folder of app>/dist (e.g. one kept from CI).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { assertAppName, buildDirOf, deploy, DeployError, readinessText, storeRoot } from './deploy-store.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { positionals, values } = parseArgs({ allowPositionals: true, options: { dist: { type: 'string' } } });
const app = positionals[0];

try {
  assertAppName(app);
  const root = storeRoot(repoRoot);
  const result = deploy({
    app,
    distDir: values.dist ? path.resolve(values.dist) : buildDirOf(repoRoot, app),
    root,
  });
  console.log(
    result.flipped
      ? `${app} ${result.version} ist jetzt aktuell (${result.path})${readinessText(result.readiness)}.`
      : `${app} ${result.version} ist bereits aktuell – nichts zu tun.`,
  );
} catch (error) {
  console.error(error instanceof DeployError ? `Fehler: ${error.message}` : error);
  process.exit(1);
}
