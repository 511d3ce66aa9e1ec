// The load part of `npm run bench`: GET / without cookies against the running system with autocannon,
// and how many session rows the api wrote meanwhile (anonymous page views must write none, issue 6).
import { createRequire } from 'node:module';
import path from 'node:path';
import autocannon from 'autocannon';

const require = createRequire(import.meta.url);

export const LOAD = { path: '/', durationSeconds: 10, connections: 10 };

/**
 * Sessions created since `since`, counted through the api's own database module (not a driver of our own,
 * so the count follows whatever database the api uses).
 */
async function sessionsCreatedSince(root, databaseFile, since) {
  const { createDb } = require(path.join(root, 'api/dist/db/connection.js'));
  const { db } = createDb({ dialect: 'sqlite', file: databaseFile });
  try {
    const row = await db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('createdAt', '>=', since.toISOString())
      .executeTakeFirstOrThrow();
    return Number(row.count);
  } finally {
    await db.destroy();
  }
}

export async function loadRun(system, root) {
  const url = `${system.origins.main}${LOAD.path}`;
  const started = new Date();
  const result = await autocannon({
    url,
    connections: LOAD.connections,
    duration: LOAD.durationSeconds,
    headers: { accept: 'text/html' },
  });
  const sessions = await sessionsCreatedSince(root, system.env.DATABASE_FILE, started);
  return {
    url,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    sessions,
  };
}

export function reportLoad(load) {
  console.log(
    `\nLast: GET ${LOAD.path} ohne Cookies, ${LOAD.connections} Verbindungen, ${LOAD.durationSeconds} s (autocannon)`,
  );
  console.log(`  Anfragen:          ${load.requests} (${load.requestsPerSecond.toFixed(1)} pro Sekunde)`);
  console.log(`  Latenz p50 / p99:  ${load.p50} ms / ${load.p99} ms`);
  console.log(`  Nicht-2xx/Fehler:  ${load.non2xx} / ${load.errors}`);
  console.log(`  Neue Sitzungen:    ${load.sessions}${load.sessions === 0 ? ' (erwartet: 0)' : ' (erwartet: 0!)'}`);
}
