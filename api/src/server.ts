import { closeGracefully, onTerminate, SHUTDOWN_DEADLINE_MS } from '@amb/shared-contracts';
import { createApp } from './app';
import { embeddedQueue } from './background/embeddedQueue';
import { pgBossQueue } from './background/pgBossQueue';
import type { BackgroundQueue } from './background/queue';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/openDatabase';
import type { Db } from './db/types';
import { createApiServer } from './http/httpServer';
import { createMailer } from './mail';
import { databasePhotoStorage, localPhotoStorage } from './photos/photoStorage';
// The composition root hands the seed to the database opener; nothing else at run time imports seed/.
import { seedDemoData } from './seed';

/** On PostgreSQL every process shares the durable queue (pg-boss); SQLite is one process: the embedded one. */
function backgroundQueueOf(config: Config): BackgroundQueue {
  if (config.database.dialect !== 'postgres') return embeddedQueue();
  return pgBossQueue({ url: config.database.url, applicationName: `amb-api-jobs-${config.port}` });
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // The seed stores its demo photos inside the start's transaction: in the database storage they commit with it.
  const storageOf = (db: Db) =>
    config.photoStorage === 'database' ? databasePhotoStorage(db) : localPhotoStorage(config.photoDir);
  const where = config.database.dialect === 'sqlite' ? config.database.file : 'PostgreSQL (DATABASE_URL)';
  const { db, dialect, baseDate, seeded } = await openDatabase(config.database, (trx) =>
    seedDemoData({
      ...(config.seedBaseDate ? { baseDate: config.seedBaseDate } : {}),
      ...(config.seedEventCount ? { eventCount: config.seedEventCount } : {}),
      photoStorage: storageOf(trx),
    })(trx),
  );
  const photoStorage = storageOf(db);
  console.log(
    `Datenbank: ${where}${seeded ? ` – Demodaten erzeugt (Basisdatum ${baseDate})` : ` (Basisdatum ${baseDate})`}` +
      `; Dateien: ${config.photoStorage === 'database' ? 'in der Datenbank' : config.photoDir}`,
  );

  const background = backgroundQueueOf(config);
  const mailer = createMailer({ ...config.mail, background });
  const { limits, ...authSettings } = config.auth;
  const app = createApp({
    db,
    dialect,
    auth: authSettings,
    limits,
    mailer,
    background,
    mode: config.mode,
    trustedProxies: config.trustedProxies,
    reservationDays: config.reservationDays,
    releaseBatchSize: config.releaseBatchSize,
    photoStorage,
  });
  await background.start();
  const server = createApiServer(app).listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    console.log(
      `API läuft auf http://${config.host}:${port} (Hintergrundjobs: ${background.durable ? 'pg-boss' : 'eingebettet'})`,
    );
  });
  server.on('error', (error) => {
    console.error(`API konnte nicht starten / API could not start: ${error.message}`);
    process.exit(1);
  });

  // Stop accepting, let running requests and jobs finish, then close the pools.
  onTerminate(
    async () => {
      await closeGracefully([server]);
      await background.stop();
      await db.destroy();
    },
    { name: 'api', hardLimitMs: 3 * SHUTDOWN_DEADLINE_MS },
  );
}

main().catch((error: unknown) => {
  console.error('API-Start fehlgeschlagen / API start failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
