// The cluster part of `npm run bench`: throughput and latency through HAProxy with 2 api + 2 bff processes beside
// 1 + 1, in the same run on the same PostgreSQL (the second pair is stopped for the 1 + 1 rounds), for anonymous
// documents (the start page, micro-cached by the bff; theme pages each with its own query, so every one renders)
// and the catalogue api; with the CPU each part of the system used meanwhile (from /proc), which says where the
// limit is. Figures, not assertions: the machine's other load is printed beside them.
import { createRequire } from 'node:module';
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const require = createRequire(import.meta.url);
const { startTestCluster } = require('../harness/cluster.cjs');

export const CLUSTER_LOAD = { durationSeconds: 10, warmupSeconds: 2, connections: 16 };
const FIGURES_FILE = path.join(import.meta.dirname, '..', 'artifacts', 'bench-cluster.json');
const TICKS = 100; // USER_HZ of Linux
/** Documents fetched during a theme-page load to see how many were rendered on the server. */
const SAMPLES = 20;

/** utime + stime of a process and its threads, in ticks; 0 for a process that is gone. */
function cpuTicks(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** The server process of the cluster's PostgreSQL and every backend it started. */
function postgresPids(dataDir) {
  const postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return (
          readFileSync(`/proc/${pid}/stat`, 'utf8')
            .replace(/^.*\) /, '')
            .split(' ')[1] === String(postmaster)
        );
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

/** Busy and total ticks of the whole machine (all cores). */
function machineTicks() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const idle = values[3] + values[4];
  const total = values.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

/** CPU of each part (share of one core) while `work` runs. */
async function measuring(parts, work) {
  const before = Object.fromEntries(Object.entries(parts()).map(([name, pids]) => [name, pids.map(cpuTicks)]));
  const machineBefore = machineTicks();
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  const after = parts();
  const cpu = {};
  for (const [name, pids] of Object.entries(after)) {
    const spent = pids.reduce((sum, pid, i) => sum + Math.max(0, cpuTicks(pid) - (before[name]?.[i] ?? 0)), 0);
    cpu[name] = Math.round((spent / TICKS / seconds) * 100);
  }
  const machine = machineTicks();
  const machineBusy = Math.round(((machine.busy - machineBefore.busy) / (machine.total - machineBefore.total)) * 100);
  // CPU time per request of each part: on a machine others share, steadier than requests per second.
  const cpuMsPerRequest = Object.fromEntries(
    Object.entries(cpu).map(([name, percent]) => [
      name,
      Math.round(((percent * 10) / Math.max(1, result.requestsPerSecond)) * 100) / 100,
    ]),
  );
  return { ...result, cpu, cpuMsPerRequest, machineBusyPercent: machineBusy };
}

/**
 * While a document load runs: how many of `count` documents fetched one after the other had their main slot
 * rendered on the server (else the render ran past its budget and the browser renders it).
 */
async function serverRenderedShare(urlOf, count) {
  let rendered = 0;
  for (let i = 0; i < count; i += 1) {
    const body = await (await fetch(urlOf(i), { headers: { accept: 'text/html' } })).text();
    if (/<main id="amb-main"[^>]*><div data-boundary="mf_catalogue"/.test(body)) rendered += 1;
  }
  return rendered;
}

async function run(requests, title, sample) {
  // Warm-up: the first renders of a generation, the pools' first connections.
  await autocannon({ ...requests, connections: CLUSTER_LOAD.connections, duration: CLUSTER_LOAD.warmupSeconds });
  const load = autocannon({
    ...requests,
    connections: CLUSTER_LOAD.connections,
    duration: CLUSTER_LOAD.durationSeconds,
  });
  const sampled = sample ? await serverRenderedShare(sample, SAMPLES) : undefined;
  const result = await load;
  return {
    ...(sampled === undefined ? {} : { serverRendered: `${sampled}/${SAMPLES}` }),
    title,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export async function clusterRun() {
  // Production's render budget (the tests' cluster allows 3 s): past it a page is rendered in the browser.
  const system = await startTestCluster({ logName: 'bench-cluster.log', env: { SSR_BUDGET_MS: '400' } });
  const { cluster, pg } = system;
  try {
    const origin = cluster.origins.main;
    const themes = (await (await fetch(`${origin}/api/sitemap-entries`)).json()).themes ?? [];
    const loads = [
      {
        key: 'start',
        title: 'GET / (Dokument, Mikro-Cache)',
        requests: { url: `${origin}/`, headers: { accept: 'text/html' } },
      },
      {
        key: 'themes',
        title: `${themes.length} Themenseiten, je eigene Query (ungecacht)`,
        sample: (i) => `${origin}${themes[i % themes.length]}?stichprobe=${Math.random()}`,
        requests: {
          url: origin,
          headers: { accept: 'text/html' },
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                path: `${themes[Math.floor(Math.random() * themes.length)]}?bench=${Math.random()}`,
              }),
            },
          ],
        },
      },
      {
        key: 'api',
        title: 'GET /api/get-seminars (Katalog-API)',
        requests: { url: `${origin}/api/get-seminars?pageSize=20` },
      },
    ];
    const parts = () => {
      const pids = (kind) =>
        [...cluster.services.values()].filter((s) => s.kind === kind && s.running).map((s) => s.pid);
      return { bff: pids('bff'), api: pids('api'), postgres: postgresPids(pg.dataDir), haproxy: [cluster.haproxy.pid] };
    };
    // One process of each without HAProxy: what a single api or bff serves (measured in the 1 + 1 round).
    const direct = [
      {
        key: 'apiDirect',
        title: 'api1 direkt: GET /api/get-seminars',
        requests: { url: `http://127.0.0.1:${cluster.ports.apis[0]}/api/get-seminars?pageSize=20` },
      },
      {
        key: 'bffDirect',
        title: 'bff1 direkt: GET /',
        requests: { url: `http://127.0.0.1:${cluster.ports.bffs[0].main}/`, headers: { accept: 'text/html' } },
      },
    ];
    const rounds = {};
    for (const topology of ['2+2', '1+1', '2+2 (wieder)']) {
      if (topology === '1+1') await Promise.all(['api2', 'bff2'].map((name) => cluster.service(name).stop()));
      if (topology === '2+2 (wieder)') await Promise.all(['api2', 'bff2'].map((name) => cluster.start(name)));
      // HAProxy's checks see the change within about a second.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      rounds[topology] = {};
      for (const load of [...loads, ...(topology === '1+1' ? direct : [])]) {
        rounds[topology][load.key] = await measuring(parts, () => run(load.requests, load.title, load.sample));
      }
    }
    const figures = {
      machine: { cores: os.cpus().length, loadAverage: os.loadavg().map((n) => Math.round(n * 10) / 10) },
      settings: CLUSTER_LOAD,
      loads: loads.map(({ key, title }) => ({ key, title })),
      direct: direct.map(({ key, title }) => ({ key, title })),
      rounds,
    };
    mkdirSync(path.dirname(FIGURES_FILE), { recursive: true });
    writeFileSync(FIGURES_FILE, `${JSON.stringify(figures, null, 2)}\n`);
    return figures;
  } finally {
    await system.stop();
  }
}

export function reportCluster(figures) {
  const { rounds, loads, machine, settings } = figures;
  console.log(
    `\nCluster hinter HAProxy: 2+2 neben 1+1 Prozessen (api+bff), ${settings.connections} Verbindungen, ` +
      `${settings.durationSeconds} s je Messung; ${machine.cores} Kerne, Last vorher/nachher ${machine.loadAverage.join(' / ')}`,
  );
  const pad = (text, width) => String(text).padEnd(width);
  const row = (r) => {
    const cpu = `${r.cpu.bff} ${r.cpu.api} ${r.cpu.postgres} ${r.cpu.haproxy} | ${r.machineBusyPercent}`;
    const perRequest = `${r.cpuMsPerRequest.bff} ${r.cpuMsPerRequest.api} ${r.cpuMsPerRequest.postgres}`;
    const rendered = r.serverRendered ? `   auf dem Server gerendert: ${r.serverRendered}` : '';
    return `${pad(r.requestsPerSecond, 9)}${pad(r.p50, 6)}${pad(r.p99, 7)}${pad(r.non2xx + r.errors, 8)}${pad(cpu, 45)}${perRequest}${rendered}`;
  };
  console.log(
    `  ${pad('Last', 48)}${pad('Prozesse', 14)}${pad('Anfr./s', 9)}${pad('p50', 6)}${pad('p99', 7)}${pad('Fehler', 8)}CPU % (bff api postgres haproxy | Rechner)`,
  );
  for (const { key, title } of loads) {
    for (const [topology, byLoad] of Object.entries(rounds)) {
      const r = byLoad[key];
      console.log(`  ${pad(title, 50)}${pad(topology, 14)}${row(r)}`);
    }
    const ratio = rounds['2+2'][key].requestsPerSecond / Math.max(1, rounds['1+1'][key].requestsPerSecond);
    console.log(`  ${pad('', 50)}Verhältnis 2+2 / 1+1: ${ratio.toFixed(2)}`);
  }
  for (const { key, title } of figures.direct) {
    console.log(`  ${pad(title, 50)}${pad('1 Prozess', 14)}${row(rounds['1+1'][key])}`);
  }
}
