// Starts the real system for end-to-end tests and benchmarks: a fresh deployment store with every
// built app deployed, the api on a fresh SQLite file in production mode with a real SMTP server as its
// mail sink, the bff on three free ports. Nothing is mocked.
const { spawn, spawnSync } = require('node:child_process');
const { mkdtempSync, existsSync, rmSync } = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { APPS, appBuildDir } = require('@amb/shared-contracts/deployment');
const { startMailSink } = require('./mailSink.cjs');

const root = path.resolve(__dirname, '../..');

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

/**
 * The demo data's base date: the Monday on or after today in Berlin. The seed gives the same rows a week later
 * for a base date a week later, so pages built from demo data (the screenshots of visual.e2e) look the same
 * whichever day the tests run, and every seeded date still lies ahead.
 */
function seedBaseDate(now = new Date()) {
  const today = new Date(`${now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' })}T00:00:00Z`);
  const daysToMonday = (8 - (today.getUTCDay() || 7)) % 7;
  return new Date(today.getTime() + daysToMonday * 86_400_000).toISOString().slice(0, 10);
}

/** The first start seeds a new database; beside the api suites on a 2-core machine that can take most of a minute. */
async function waitForOk(url, child, timeoutMs = 90000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${url}: Prozess beendet mit Code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} antwortet nicht nach ${timeoutMs} ms`);
}

function deploy(app, env, extraArgs = []) {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/deploy.mjs'), app, ...extraArgs], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`Deploy von ${app} fehlgeschlagen:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

function rollback(app, env) {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/rollback.mjs'), app], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`Rollback von ${app} fehlgeschlagen:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

function spawnService(name, script, env, logs) {
  // The harness's own Node (the project's, when started through npm), never whatever `node` PATH finds.
  const child = spawn(process.execPath, [path.resolve(root, script)], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk) => logs.push(`[${name}] ${chunk}`);
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return child;
}

async function sitePorts() {
  const [main, newer, worksCouncil] = await Promise.all([freePort(), freePort(), freePort()]);
  const origins = {
    main: `http://localhost:${main}`,
    newer: `http://localhost:${newer}`,
    worksCouncil: `http://localhost:${worksCouncil}`,
  };
  const env = {
    PORT_MAIN: String(main),
    PORT_NEWER: String(newer),
    PORT_WORKS_COUNCIL: String(worksCouncil),
    ORIGIN_MAIN: origins.main,
    ORIGIN_NEWER: origins.newer,
    ORIGIN_WORKS_COUNCIL: origins.worksCouncil,
  };
  return { origins, env };
}

async function startBff(name, env, origins, logs, script = path.join(root, 'bff/dist/server.js')) {
  const bff = spawnService(name, script, env, logs);
  await Promise.all(Object.values(origins).map((origin) => waitForOk(`${origin}/healthz`, bff)));
  return bff;
}

async function stopChild(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

async function startSystem() {
  for (const dist of ['api/dist', 'bff/dist', ...APPS.map(appBuildDir)]) {
    if (!existsSync(path.join(root, dist))) {
      throw new Error(`${dist} fehlt: bitte zuerst bauen (npx lerna run build).`);
    }
  }
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'amb-e2e-'));
  const deployDir = path.join(workDir, 'deploy');
  const mail = await startMailSink(path.join(workDir, 'mail'));
  const [apiPort, sites, embedPort] = await Promise.all([freePort(), sitePorts(), freePort()]);
  const { origins } = sites;
  // Another host that embeds header and footer (embedding.e2e starts a static server there).
  const embedHost = `http://localhost:${embedPort}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    SMTP_URL: mail.url,
    AMB_DEPLOY_DIR: deployDir,
    DATABASE_FILE: path.join(workDir, 'amb.sqlite'),
    PHOTO_DIR: path.join(workDir, 'photos'),
    DATABASE_URL: '',
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    API_URL: `http://127.0.0.1:${apiPort}`,
    ...sites.env,
    EMBED_ORIGINS: `${embedHost}=main,${embedHost}=works-council`,
    // Every suite that needs a member of its own registers one, all from 127.0.0.1: more than the 10 an hour
    // a real client address may register. The other limits stay as in production (security.e2e tests them).
    RATE_LIMITS: 'registration=100',
    SEED_BASE_DATE: process.env.SEED_BASE_DATE || seedBaseDate(),
    // The end-to-end tests run beside the api suites (scripts/test-all.sh, one lane each on 2 cores): a render past
    // production's 400 ms there says how busy the machine is, not whether pages render on the server. The
    // fallback past the budget is tested in bff/test/serverRendering.test.ts.
    SSR_BUDGET_MS: '3000',
  };
  delete env.DATABASE_URL;
  for (const app of APPS) deploy(app, env);

  const logs = [];
  const api = spawnService('api', 'api/dist/server.js', env, logs);
  await waitForOk(`${env.API_URL}/healthz`, api);
  const bff = await startBff('bff', env, origins, logs);

  return {
    origins,
    embedHost,
    apiUrl: env.API_URL,
    deployDir,
    workDir,
    mailDir: mail.dir,
    databaseFile: env.DATABASE_FILE,
    env,
    pids: { api: api.pid, bff: bff.pid },
    logs,
    async stop() {
      for (const child of [bff, api]) await stopChild(child);
      await mail.stop();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second bff of the running system, beside the first and on the same api, serving its own deployment store
 * (`<workDir>/deploy-<name>`): every app deployed from its usual build, except those `builds` names
 * (app -> dist folder). The bench serves its single-bundle shell this way; nothing of the first site changes.
 * `bffRoot`: another checkout whose built bff runs instead (the bench's "before" column: main's bff beside this one);
 * `env`: settings of this bff only.
 */
async function startVariant(system, name, builds, { bffRoot = root, env: own = {} } = {}) {
  const deployDir = path.join(system.workDir, `deploy-${name}`);
  const { origins, env: siteEnv } = await sitePorts();
  const env = { ...system.env, ...siteEnv, ...own, AMB_DEPLOY_DIR: deployDir };
  for (const app of APPS) deploy(app, env, builds[app] ? ['--dist', builds[app]] : []);
  const script = path.join(bffRoot, 'bff/dist/server.js');
  if (!existsSync(script)) throw new Error(`${script} fehlt: bitte dort zuerst bauen (npm run build -w bff).`);
  const bff = await startBff(`bff ${name}`, env, origins, system.logs, script);
  return { origins, deployDir, pid: bff.pid, stop: () => stopChild(bff) };
}

module.exports = { startSystem, startVariant, deploy, rollback, freePort, waitForOk, seedBaseDate, APPS, root };
