#!/usr/bin/env node
// `npm run start:cluster`: what `npm start` starts, as a cluster on one machine: PostgreSQL (Debian's, as the
// tests use it; a database `amb_cluster` of its own), HAProxy in front of two bff processes and two api
// processes (the bffs reach the api through HAProxy's second frontend). Debian packages that are missing are
// installed by scripts/ensure-system.sh (as root). A process that ends is started again; Ctrl+C stops all.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildAndDeploy, onProjectNode, printSites, root } from './prepare-run.mjs';

await onProjectNode(import.meta.url);

const system = spawnSync('bash', [path.join(root, 'scripts/ensure-system.sh')], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
if (system.status !== 0) process.exit(system.status ?? 1);
await buildAndDeploy();

const require = createRequire(import.meta.url);
const { SITE_IDS } = require('@amb/shared-contracts');
const { startCluster } = require('./cluster/cluster.cjs');
const { ensureDatabase } = require('./cluster/postgres.cjs');

const count = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 8) {
    console.error(`${name} muss eine ganze Zahl von 1 bis 8 sein.`);
    process.exit(1);
  }
  return value;
};
const apis = count('CLUSTER_APIS', 2);
const bffs = count('CLUSTER_BFFS', 2);
const sitePorts = {
  main: Number(process.env.PORT_MAIN ?? 8080),
  newer: Number(process.env.PORT_NEWER ?? 8081),
  'works-council': Number(process.env.PORT_WORKS_COUNCIL ?? 8082),
};
const apiPort = Number(process.env.API_PORT ?? 3001);
// api processes on 3101, 3102, …; bff n on 8n80–8n82 (bff 1: 8180, 8181, 8182).
const processPorts = (kind, index, site) =>
  kind === 'api' ? 3101 + index : 8080 + 100 * (index + 1) + SITE_IDS.indexOf(site);

const databaseUrl = process.env.DATABASE_URL || (await ensureDatabase(system.stdout.trim(), 'amb_cluster'));
console.log(`PostgreSQL: ${databaseUrl.replace(/\/\/[^@]*@/, '//…@')}`);
let cluster;
try {
  cluster = await startCluster({
    root,
    databaseUrl,
    deployDir: process.env.AMB_DEPLOY_DIR || path.join(root, '.deploy'),
    apis,
    bffs,
    sitePorts,
    apiPort,
    processPorts,
    supervise: true,
  });
} catch (error) {
  console.error(`Cluster-Start fehlgeschlagen: ${error.message}`);
  process.exit(1);
}

const stop = async () => {
  console.log('Beende den Cluster …');
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const { ports } = cluster;
const list = (values) => values.join(', ');
printSites(
  { main: cluster.origins.main, newer: cluster.origins.newer, worksCouncil: cluster.origins['works-council'] },
  `
Cluster (HAProxy vor ${bffs} bff- und ${apis} api-Prozessen, PostgreSQL):
  HAProxy Websites:  ${list(SITE_IDS.map((site) => ports.sites[site]))}   api: ${ports.api}   Status: http://127.0.0.1:${ports.stats}/
  bff-Prozesse:      ${list(ports.bffs.map((own, i) => `bff${i + 1} ${list(SITE_IDS.map((site) => own[site]))}`))}
  api-Prozesse:      ${list(ports.apis.map((port, i) => `api${i + 1} ${port}`))}`,
);
