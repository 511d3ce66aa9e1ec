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

async function waitForOk(url, child, timeoutMs = 30000) {
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
  const child = spawn(process.execPath, [path.join(root, script)], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk) => logs.push(`[${name}] ${chunk}`);
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return child;
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
  const [apiPort, main, newer, worksCouncil] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const origins = {
    main: `http://localhost:${main}`,
    newer: `http://localhost:${newer}`,
    worksCouncil: `http://localhost:${worksCouncil}`,
  };
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    SMTP_URL: mail.url,
    AMB_DEPLOY_DIR: deployDir,
    DATABASE_FILE: path.join(workDir, 'amb.sqlite'),
    DATABASE_URL: '',
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    API_URL: `http://127.0.0.1:${apiPort}`,
    PORT_MAIN: String(main),
    PORT_NEWER: String(newer),
    PORT_WORKS_COUNCIL: String(worksCouncil),
    ORIGIN_MAIN: origins.main,
    ORIGIN_NEWER: origins.newer,
    ORIGIN_WORKS_COUNCIL: origins.worksCouncil,
  };
  delete env.DATABASE_URL;
  for (const app of APPS) deploy(app, env);

  const logs = [];
  const api = spawnService('api', 'api/dist/server.js', env, logs);
  await waitForOk(`${env.API_URL}/healthz`, api);
  const bff = spawnService('bff', 'bff/dist/server.js', env, logs);
  await Promise.all([
    waitForOk(`${origins.main}/healthz`, bff),
    waitForOk(`${origins.newer}/healthz`, bff),
    waitForOk(`${origins.worksCouncil}/healthz`, bff),
  ]);

  return {
    origins,
    apiUrl: env.API_URL,
    deployDir,
    workDir,
    mailDir: mail.dir,
    databaseFile: env.DATABASE_FILE,
    env,
    pids: { api: api.pid, bff: bff.pid },
    logs,
    async stop() {
      for (const child of [bff, api]) {
        if (child.exitCode === null) {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
          if (child.exitCode === null) child.kill('SIGKILL');
        }
      }
      await mail.stop();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

module.exports = { startSystem, deploy, rollback, freePort, waitForOk, APPS, root };
