// PostgreSQL for the cluster. `npm run start:cluster` uses the machine's cluster that scripts/ensure-system.sh
// installs and starts (a database of its own on it); the chaos tests start a cluster of their own (own data
// folder and port, from Debian's binaries), so restarting it never touches the one other tests share.
const { execFile, spawnSync } = require('node:child_process');
const { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { Client } = require('pg');

const DEBIAN_PG = '/usr/lib/postgresql';

/** The bin folder of the newest PostgreSQL Debian installed (initdb, pg_ctl), or null. */
function postgresBinDir() {
  if (!existsSync(DEBIAN_PG)) return null;
  const versions = readdirSync(DEBIAN_PG)
    .filter((name) => existsSync(path.join(DEBIAN_PG, name, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(DEBIAN_PG, versions.at(-1), 'bin') : null;
}

/** initdb and the server refuse to run as root: as root they run as Debian's `postgres` user. */
const asRoot = () => process.getuid?.() === 0;

/** util-linux's runuser, also from a PATH without the sbin folders (a minimal CI shell). */
const RUNUSER = ['/usr/sbin/runuser', '/sbin/runuser'].find((file) => existsSync(file)) ?? 'runuser';

const commandOf = (bin, args) => (asRoot() ? [RUNUSER, ['-u', 'postgres', '--', bin, ...args]] : [bin, args]);

/** Runs a PostgreSQL tool and waits, without blocking the event loop (load keeps running meanwhile). */
function runAsync(bin, args) {
  const [cmd, argv] = commandOf(bin, args);
  return new Promise((resolve, reject) => {
    execFile(cmd, argv, { encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${path.basename(bin)} ${args.join(' ')} fehlgeschlagen:\n${stdout}\n${stderr}`));
      else resolve();
    });
  });
}

function run(bin, args, { allowFailure = false } = {}) {
  const [cmd, argv] = commandOf(bin, args);
  const result = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (result.status !== 0 && !allowFailure) {
    const output = result.error ? result.error.message : `${result.stdout}\n${result.stderr}`;
    throw new Error(`${path.basename(bin)} ${args.join(' ')} fehlgeschlagen:\n${output}`);
  }
  return result;
}

/** A database URL with another database name. */
function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Creates `database` on the server of `url` unless it exists (the role needs CREATEDB). */
async function ensureDatabase(url, database) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) await client.query(`create database "${database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
  return withDatabase(url, database);
}

/**
 * A PostgreSQL cluster of its own: a fresh data folder in the temp directory, on `port` of the loopback, role
 * `amb` (trust, only reachable from this host), database `amb`. restart() is a fast restart (sessions are ended,
 * committed data stays); stop() removes the folder.
 */
async function startOwnPostgres({ port, log = () => {} }) {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL fehlt (Debian-Paket postgresql): bitte scripts/ensure-system.sh ausführen.');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'amb-cluster-pg-'));
  if (asRoot()) {
    const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgresql.log');
  run(path.join(bin, 'initdb'), ['-D', data, '-U', 'amb', '--auth=trust', '-E', 'UTF8', '--no-instructions']);
  // A small test server; durability stays as in production (fsync, synchronous commit).
  const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c max_connections=200 -c shared_buffers=64MB`;
  const pgCtlArgs = (...args) => ['-D', data, '-l', logFile, '-o', options, '-w', ...args];
  run(path.join(bin, 'pg_ctl'), pgCtlArgs('start'));
  const url = `postgres://amb@127.0.0.1:${port}/postgres`;
  const databaseUrl = await ensureDatabase(url, 'amb');
  log(`PostgreSQL ${path.basename(path.dirname(bin))} auf Port ${port} (${data})`);
  return {
    url: databaseUrl,
    port,
    /** The data folder (its postmaster.pid names the server's process). */
    dataDir: data,
    /** A fast restart: open sessions end (their transactions roll back), committed data stays. */
    restart: () => runAsync(path.join(bin, 'pg_ctl'), pgCtlArgs('restart', '-m', 'fast')),
    stop: () => runAsync(path.join(bin, 'pg_ctl'), pgCtlArgs('stop', '-m', 'fast')),
    remove() {
      run(path.join(bin, 'pg_ctl'), ['-D', data, 'stop', '-m', 'immediate'], { allowFailure: true });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

module.exports = { postgresBinDir, startOwnPostgres, ensureDatabase, withDatabase };
