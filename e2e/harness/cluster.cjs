// The cluster of the chaos tests and the cluster bench: a PostgreSQL cluster of their own (own data folder and
// port, never the machine's shared one), an SMTP sink, a fresh deployment store with every built app, and
// scripts/cluster's HAProxy, api and bff processes in production mode on free ports.
const { mkdirSync, mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { postgresBinDir, startOwnPostgres } = require('../../scripts/cluster/postgres.cjs');
const { freePort, startCluster } = require('../../scripts/cluster/cluster.cjs');
const { haproxyBin } = require('../../scripts/cluster/haproxy.cjs');
const { startMailSink } = require('./mailSink.cjs');
const { APPS, deploy, root, seedBaseDate } = require('./system.cjs');

/** The Debian packages the cluster needs that are missing here (scripts/ensure-system.sh installs them). */
function missingSystemPackages() {
  return [haproxyBin() ? null : 'haproxy', postgresBinDir() ? null : 'postgresql'].filter(Boolean);
}

const LOG_DIR = path.join(__dirname, '..', 'artifacts');

/**
 * Starts it all; `env` adds settings for every process. stop() ends the processes, HAProxy and PostgreSQL and
 * writes what they said to e2e/artifacts/<logName>.
 */
async function startTestCluster({ apis = 2, bffs = 2, env = {}, logName = 'cluster.log' } = {}) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'amb-chaos-'));
  const logs = [];
  const log = (line) => logs.push(`${new Date().toISOString()} ${line}`);
  const pg = await startOwnPostgres({ port: await freePort(), log });
  const mail = await startMailSink(path.join(workDir, 'mail'));
  const deployDir = path.join(workDir, 'deploy');
  const deployEnv = { ...process.env, AMB_DEPLOY_DIR: deployDir };
  for (const app of APPS) deploy(app, deployEnv);
  let cluster;
  try {
    cluster = await startCluster({
      root,
      databaseUrl: pg.url,
      deployDir,
      apis,
      bffs,
      workDir,
      log,
      env: {
        NODE_ENV: 'production',
        SMTP_URL: mail.url,
        SEED_BASE_DATE: process.env.SEED_BASE_DATE || seedBaseDate(),
        // Every client of the tests comes from 127.0.0.1: far more logins than a real address may try.
        RATE_LIMITS: 'loginIp=100000,loginAccountClient=1000,loginAccount=1000',
        // As in the e2e system: a render past production's budget here says how busy the machine is.
        SSR_BUDGET_MS: '3000',
        ...env,
      },
    });
  } catch (error) {
    mkdirSync(LOG_DIR, { recursive: true });
    writeFileSync(path.join(LOG_DIR, logName), `${logs.join('\n')}\n`);
    await mail.stop();
    pg.remove();
    throw error;
  }
  return {
    cluster,
    pg,
    mail,
    deployDir,
    deployEnv,
    workDir,
    logs,
    async stop() {
      await cluster.stop();
      await mail.stop();
      pg.remove();
      mkdirSync(LOG_DIR, { recursive: true });
      writeFileSync(path.join(LOG_DIR, logName), `${logs.join('\n')}\n`);
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

module.exports = { missingSystemPackages, startTestCluster };
