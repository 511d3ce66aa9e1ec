// The server-rendering part of `npm run bench` (issue 8, latency and the render itself issue 11): the header
// fragment's latency (p50/p95, one request at a time) and throughput beside a static file of the same bytes, and
// how long mf-navigation's server build takes to render the header uncached, and the bff's resident memory and /seminare render latency while 50 different builds of mf-catalogue
// are deployed one after the other. Figures, not assertions.
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { globalsOf } from './render.mjs';

const require = createRequire(import.meta.url);
const { root } = require('../harness/system.cjs');
const { markedBuild, markerComment } = require('../harness/builds.cjs');
const { appBuildDir } = require('@amb/shared-contracts/deployment');

export const FRAGMENT = {
  path: '/shared-modules/nav',
  durationSeconds: 8,
  connections: 10,
  rounds: 2,
  /** One request at a time, after `warmup`: the latency a single visitor's embed sees. */
  latencyRequests: 1000,
  warmup: 100,
  /** renderHeader() of the deployed server build, uncached (what a new generation or navigation costs once). */
  renders: 300,
  targetP95Ms: 5,
  targetRatio: 0.8,
};
export const DEPLOYS = { count: 50, fetchers: 4, baselineSeconds: 5, settleMs: 3000 };

const ENCODINGS = 'br, gzip';

export async function throughput(url) {
  const result = await autocannon({
    url,
    connections: FRAGMENT.connections,
    duration: FRAGMENT.durationSeconds,
    headers: { 'accept-encoding': ENCODINGS },
  });
  return { requestsPerSecond: result.requests.average, non2xx: result.non2xx, errors: result.errors };
}

/** p50/p95 in ms of `count` requests one after the other (after `warmup`), each body read to its end. */
export async function latencies(url, { count = FRAGMENT.latencyRequests, warmup = FRAGMENT.warmup } = {}) {
  const times = [];
  let failures = 0;
  for (let index = 0; index < warmup + count; index += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { 'accept-encoding': ENCODINGS } });
    await response.arrayBuffer();
    if (index >= warmup) times.push(performance.now() - started);
    if (response.status !== 200) failures += 1;
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), failures };
}

/** renderHeader() of mf_navigation's deployed server build with the main site's logged-out page globals. */
function headerRenders(system, globals) {
  const registry = JSON.parse(readFileSync(path.join(system.deployDir, 'registry.json'), 'utf8'));
  const version = registry.apps.mf_navigation.current;
  const { renderHeader } = require(path.join(system.deployDir, 'mf_navigation', version, 'server', 'render.js'));
  const anonymous = { ...globals, user: null };
  for (let run = 0; run < FRAGMENT.warmup; run += 1) renderHeader(anonymous);
  const times = [];
  for (let run = 0; run < FRAGMENT.renders; run += 1) {
    const started = performance.now();
    renderHeader(anonymous);
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/**
 * The header fragment and a static file of exactly its bytes (precompressed like the fragment, served by the
 * same bff from a deployed version folder), each under the same load, alternating.
 */
export async function fragmentRun(system) {
  const fragmentUrl = `${system.origins.main}${FRAGMENT.path}`;
  const plain = await fetch(fragmentUrl, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await plain.arrayBuffer());
  const registry = JSON.parse(readFileSync(path.join(system.deployDir, 'registry.json'), 'utf8'));
  const shellVersion = registry.apps.shell.current;
  const dir = path.join(system.deployDir, 'shell', shellVersion);
  writeFileSync(path.join(dir, 'bench-nav.html'), body);
  writeFileSync(
    path.join(dir, 'bench-nav.html.br'),
    zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(path.join(dir, 'bench-nav.html.gz'), zlib.gzipSync(body, { level: 9 }));
  const staticUrl = `${system.origins.main}/mf/shell/${shellVersion}/bench-nav.html`;

  const latency = { fragment: await latencies(fragmentUrl), file: await latencies(staticUrl) };
  const render = headerRenders(system, await globalsOf(system.origins.main));
  const fragment = [];
  const file = [];
  for (let round = 0; round < FRAGMENT.rounds; round += 1) {
    fragment.push(await throughput(fragmentUrl));
    file.push(await throughput(staticUrl));
  }
  const mean = (runs) => runs.reduce((sum, run) => sum + run.requestsPerSecond, 0) / runs.length;
  return {
    bytes: body.length,
    fragment: mean(fragment),
    file: mean(file),
    latency,
    render,
    failures:
      [...fragment, ...file].reduce((sum, run) => sum + run.non2xx + run.errors, 0) +
      latency.fragment.failures +
      latency.file.failures,
  };
}

export function reportFragment(run) {
  const ms = (value) => `${value.toFixed(2)} ms`.padStart(9);
  const perSecond = (value) => `${value.toFixed(0)}`.padStart(11);
  console.log(
    `\nFragment ${FRAGMENT.path} neben einer statischen Datei derselben ${run.bytes} Bytes vom selben bff ` +
      `(Latenz: ${FRAGMENT.latencyRequests} Anfragen nacheinander nach ${FRAGMENT.warmup} zum Aufwärmen; Durchsatz: ` +
      `${FRAGMENT.connections} Verbindungen, ${FRAGMENT.rounds} × ${FRAGMENT.durationSeconds} s je Seite, abwechselnd; ` +
      `Accept-Encoding: ${ENCODINGS})`,
  );
  console.log('                       p50        p95   Anfragen/s');
  console.log(
    `  Fragment        ${ms(run.latency.fragment.p50)}  ${ms(run.latency.fragment.p95)}  ${perSecond(run.fragment)}`,
  );
  console.log(`  statische Datei ${ms(run.latency.file.p50)}  ${ms(run.latency.file.p95)}  ${perSecond(run.file)}`);
  console.log(
    `  Fragment p95 ${run.latency.fragment.p95.toFixed(2)} ms (Ziel ≤ ${FRAGMENT.targetP95Ms} ms); ` +
      `Durchsatz ${((run.fragment / run.file) * 100).toFixed(0)} % der statischen Datei (Ziel ≥ ${FRAGMENT.targetRatio * 100} %)`,
  );
  console.log(
    `  renderHeader() ungecacht (Server-Build von mf_navigation, ${FRAGMENT.renders} Läufe): ` +
      `p50 ${run.render.p50.toFixed(2)} ms, p95 ${run.render.p95.toFixed(2)} ms — einmal je Build-Generation und Navigationsstand`,
  );
  if (run.failures > 0) console.log(`  Fehler/Nicht-2xx:  ${run.failures}`);
}

/** Resident memory of a process in MB (Linux). */
function residentMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fetchers rendering /seminare without pause until stopped; every latency and each document's main slot. */
function renderLoad(url) {
  const latencies = [];
  let lastMain = '';
  let failures = 0;
  let running = true;
  const fetcher = async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(url, { headers: { accept: 'text/html' } });
        const html = await response.text();
        latencies.push(performance.now() - started);
        if (response.status !== 200) failures += 1;
        lastMain = /<main id="amb-main"[^>]*>(.*)<\/main>/s.exec(html)?.[1] ?? '';
      } catch {
        failures += 1;
      }
    }
  };
  const done = Promise.all(Array.from({ length: DEPLOYS.fetchers }, fetcher));
  return {
    latencies,
    lastMain: () => lastMain,
    failures: () => failures,
    async stop() {
      running = false;
      await done;
    },
  };
}

/**
 * 50 builds of mf-catalogue (each the real one with its own marker), deployed one after the other while four
 * fetchers render /seminare; each deploy counts once the bff serves its marker. Memory after the first and after
 * the last, render latency before and during.
 */
export async function deployRun(system) {
  const { deploy, storeRoot } = await import(path.join(root, 'scripts/deploy-store.mjs'));
  const store = storeRoot(root, { AMB_DEPLOY_DIR: system.deployDir });
  const url = `${system.origins.main}/seminare`;
  const pid = system.pids.bff;

  const baseline = renderLoad(url);
  await sleep(DEPLOYS.baselineSeconds * 1000);
  await baseline.stop();
  const before = residentMb(pid);

  const load = renderLoad(url);
  const switchMs = [];
  const samples = [];
  let afterFirst = 0;
  for (let index = 1; index <= DEPLOYS.count; index += 1) {
    const marker = `bench-build-${index}`;
    const build = markedBuild('mf_catalogue', marker);
    try {
      const deployed = performance.now();
      deploy({ app: 'mf_catalogue', distDir: build.dir, root: store });
      while (!load.lastMain().includes(markerComment(marker))) {
        if (performance.now() - deployed > 15_000) throw new Error(`${marker} ging nicht live`);
        await sleep(5);
      }
      switchMs.push(performance.now() - deployed);
    } finally {
      build.remove();
    }
    if (index === 1) {
      await sleep(DEPLOYS.settleMs);
      afterFirst = residentMb(pid);
    }
    if (index % 10 === 0) samples.push([index, residentMb(pid)]);
  }
  await sleep(DEPLOYS.settleMs);
  const afterLast = residentMb(pid);
  await load.stop();
  // The real build again, as before the run (same content, same version: the registry flips back).
  deploy({ app: 'mf_catalogue', distDir: path.join(root, appBuildDir('mf_catalogue')), root: store });

  return {
    before,
    afterFirst,
    afterLast,
    samples,
    baseline: {
      count: baseline.latencies.length,
      p50: percentile(baseline.latencies, 50),
      p95: percentile(baseline.latencies, 95),
    },
    during: { count: load.latencies.length, p50: percentile(load.latencies, 50), p95: percentile(load.latencies, 95) },
    switchMs: { p50: percentile(switchMs, 50), max: Math.max(...switchMs) },
    failures: baseline.failures() + load.failures(),
  };
}

export function reportDeploys(run) {
  const mb = (value) => `${value.toFixed(0)} MB`;
  console.log(
    `\nServer-Rendering von /seminare während ${DEPLOYS.count} Deploys von ${DEPLOYS.count} verschiedenen Builds von mf-catalogue ` +
      `(${DEPLOYS.fetchers} gleichzeitige Abrufe)`,
  );
  console.log(
    `  RSS des bff:       vor den Deploys ${mb(run.before)}, nach dem 1. ${mb(run.afterFirst)}, nach dem ${DEPLOYS.count}. ${mb(run.afterLast)}`,
  );
  console.log(`  Zuwachs 1. → ${DEPLOYS.count}.:   ${(run.afterLast - run.afterFirst).toFixed(1)} MB (Ziel ≤ +50 MB)`);
  console.log(`  RSS unterwegs:       ${run.samples.map(([index, value]) => `${index}.: ${mb(value)}`).join(', ')}`);
  console.log(
    `  Latenz ohne Deploy:  p50 ${run.baseline.p50.toFixed(1)} ms, p95 ${run.baseline.p95.toFixed(1)} ms (${run.baseline.count} Dokumente)`,
  );
  console.log(
    `  Latenz mit Deploys:  p50 ${run.during.p50.toFixed(1)} ms, p95 ${run.during.p95.toFixed(1)} ms (${run.during.count} Dokumente)`,
  );
  console.log(
    `  Deploy bis live:     p50 ${run.switchMs.p50.toFixed(0)} ms, höchstens ${run.switchMs.max.toFixed(0)} ms`,
  );
  if (run.failures > 0) console.log(`  Fehler/Nicht-200:    ${run.failures}`);
}
