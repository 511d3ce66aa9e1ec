// The cluster: api and bff processes behind HAProxy on one PostgreSQL database. `npm run start:cluster` runs
// it on the usual site ports; the chaos tests and the bench run it on free ports and kill, restart and
// measure its processes. Plain CommonJS without a build, like the other scripts' shared modules.
const { spawn } = require('node:child_process');
const { mkdtempSync } = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { SITE_IDS } = require('@amb/shared-contracts');
const { serverStates, startHaproxy } = require('./haproxy.cjs');

const SCRIPTS = { api: 'api/dist/server.js', bff: 'bff/dist/server.js' };
/** The env names of the three sites' ports and origins, by site id. */
const SITE_ENV = {
  main: ['PORT_MAIN', 'ORIGIN_MAIN'],
  newer: ['PORT_NEWER', 'ORIGIN_NEWER'],
  'works-council': ['PORT_WORKS_COUNCIL', 'ORIGIN_WORKS_COUNCIL'],
};

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `url` answers 2xx; fails early when `service` ends meanwhile. */
async function waitForOk(url, { timeoutMs = 120_000, service } = {}) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (service && !service.running) throw new Error(`${service.name} beendet (Code ${service.exitCode})`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      /* not listening yet */
    }
    await sleep(100);
  }
  throw new Error(`${url} antwortet nicht nach ${timeoutMs} ms`);
}

/** One api or bff process of the cluster; start() again after it ended starts it anew with the same settings. */
class Service {
  constructor({ name, kind, root, env, log, healthUrls }) {
    Object.assign(this, { name, kind, root, env, log, healthUrls });
    this.child = null;
    this.exitCode = null;
    this.restarts = 0;
  }

  get running() {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  get pid() {
    return this.child?.pid;
  }

  start() {
    // The launcher's own Node (the project's), never whatever `node` PATH finds.
    const child = spawn(process.execPath, [path.join(this.root, SCRIPTS[this.kind])], {
      cwd: this.root,
      env: this.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) this.log(`[${this.name}] ${line}`);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        this.exitCode = code ?? signal;
        resolve(this.exitCode);
      }),
    );
    this.child = child;
    this.exitCode = null;
    return this;
  }

  async healthy(timeoutMs) {
    for (const url of this.healthUrls) await waitForOk(url, { timeoutMs, service: this });
  }

  /** Sends `signal`; resolves when the process has ended (SIGKILL after `graceMs`). */
  async stop(signal = 'SIGTERM', graceMs = 20_000) {
    if (!this.running) return;
    this.child.kill(signal);
    const ended = await Promise.race([this.exited.then(() => true), sleep(graceMs).then(() => false)]);
    if (!ended) {
      this.child.kill('SIGKILL');
      await this.exited;
    }
  }
}

/**
 * Starts HAProxy, `apis` api processes and `bffs` bff processes on `databaseUrl`. Ports: `sitePorts`
 * ({ main, newer, 'works-council' }) and `apiPort` are HAProxy's frontends; the processes get `processPorts`
 * (a function (kind, index, site?) → port), free ports by default. `env` goes to every process, `apiEnv` and
 * `bffEnv` to one kind. With `supervise`, a process that ends unasked is started again (as a service manager would).
 */
async function startCluster({
  root,
  databaseUrl,
  deployDir,
  apis = 2,
  bffs = 2,
  sitePorts,
  apiPort,
  processPorts,
  env = {},
  apiEnv = {},
  bffEnv = {},
  log = (line) => console.log(line),
  supervise = false,
  workDir = mkdtempSync(path.join(os.tmpdir(), 'amb-cluster-')),
}) {
  const portOf = processPorts ?? (() => freePort());
  const ports = {
    sites: sitePorts ?? Object.fromEntries(await Promise.all(SITE_IDS.map(async (site) => [site, await freePort()]))),
    api: apiPort ?? (await freePort()),
    stats: await freePort(),
  };
  const origins = Object.fromEntries(SITE_IDS.map((site) => [site, `http://localhost:${ports.sites[site]}`]));
  const apiUrl = `http://127.0.0.1:${ports.api}`;
  const apiPorts = [];
  for (let i = 0; i < apis; i += 1) apiPorts.push(await portOf('api', i));
  const bffPorts = [];
  for (let i = 0; i < bffs; i += 1) {
    const own = {};
    for (const site of SITE_IDS) own[site] = await portOf('bff', i, site);
    bffPorts.push(own);
  }

  const base = { ...process.env, ...env };
  for (const [site, [, originVar]] of Object.entries(SITE_ENV)) base[originVar] = origins[site];
  delete base.DATABASE_FILE;

  const services = new Map();
  apiPorts.forEach((port, i) => {
    const name = `api${i + 1}`;
    services.set(
      name,
      new Service({
        name,
        kind: 'api',
        root,
        log,
        env: {
          ...base,
          ...apiEnv,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: databaseUrl,
          TRUSTED_PROXY: 'loopback',
        },
        healthUrls: [`http://127.0.0.1:${port}/healthz`],
      }),
    );
  });
  bffPorts.forEach((own, i) => {
    const name = `bff${i + 1}`;
    const siteEnv = Object.fromEntries(SITE_IDS.map((site) => [SITE_ENV[site][0], String(own[site])]));
    services.set(
      name,
      new Service({
        name,
        kind: 'bff',
        root,
        log,
        env: {
          ...base,
          ...bffEnv,
          ...siteEnv,
          HOST: '127.0.0.1',
          API_URL: apiUrl,
          AMB_DEPLOY_DIR: deployDir,
          // HAProxy in front: its X-Forwarded-For names the visitor.
          TRUST_PROXY: 'loopback',
        },
        healthUrls: SITE_IDS.map((site) => `http://127.0.0.1:${own[site]}/healthz`),
      }),
    );
  });

  const haproxy = startHaproxy({
    dir: workDir,
    log,
    statsPort: ports.stats,
    api: { port: ports.api, servers: apiPorts },
    sites: Object.fromEntries(
      SITE_IDS.map((site) => [site, { port: ports.sites[site], servers: bffPorts.map((own) => own[site]) }]),
    ),
  });

  let stopping = false;
  if (supervise) {
    for (const service of services.values()) {
      const watch = () =>
        service.exited.then(async () => {
          if (stopping || service.asked) return;
          log(`[${service.name}] beendet (${service.exitCode}); wird neu gestartet`);
          await sleep(1_000);
          if (stopping) return;
          service.restarts += 1;
          service.start();
          watch();
        });
      service.watch = watch;
    }
  }

  const cluster = {
    origins,
    apiUrl,
    ports: { ...ports, apis: apiPorts, bffs: bffPorts },
    workDir,
    services,
    haproxy,
    service(name) {
      const service = services.get(name);
      if (!service) throw new Error(`Unbekannter Dienst ${name}`);
      return service;
    },
    /** Starts a service (again) and waits until it answers. */
    async start(name, timeoutMs = 120_000) {
      const service = cluster.service(name);
      service.asked = false;
      service.start();
      service.watch?.();
      await service.healthy(timeoutMs);
    },
    /** Sends a signal to a service; SIGKILL ends it at once, as a crash does. */
    kill(name, signal = 'SIGKILL') {
      const service = cluster.service(name);
      service.asked = true;
      service.child.kill(signal);
      return service.exited;
    },
    /** HAProxy's view of every server ({ 'api/api1': 'UP', 'bff_main/bff2': 'DOWN', … }). */
    serverStates: () => serverStates(ports.stats),
    async stop() {
      stopping = true;
      await Promise.all([...services.values()].map((service) => service.stop()));
      haproxy.kill('SIGTERM');
    },
  };

  try {
    // The api processes start together: one migrates and seeds under the start lock, the others wait for it.
    const ofKind = (kind) => [...services.values()].filter((service) => service.kind === kind);
    await Promise.all(ofKind('api').map((service) => cluster.start(service.name, 180_000)));
    await Promise.all(ofKind('bff').map((service) => cluster.start(service.name)));
    await Promise.all(SITE_IDS.map((site) => waitForOk(`${origins[site]}/healthz`, { timeoutMs: 30_000 })));
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}

module.exports = { startCluster, freePort, waitForOk };
