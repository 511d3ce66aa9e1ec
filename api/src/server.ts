import { createApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './database';

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

  const where = config.database.dialect === 'sqlite' ? config.database.file : 'PostgreSQL (DATABASE_URL)';
  const { db, dialect, baseDate, seeded } = await openDatabase(
    config.database,
    config.seedBaseDate ? { baseDate: config.seedBaseDate } : {},
  );
  console.log(
    `Datenbank: ${where}${seeded ? ` – Demodaten erzeugt (Basisdatum ${baseDate})` : ` (Basisdatum ${baseDate})`}`,
  );

  const app = createApp({ db, dialect });
  const server = app.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    console.log(`API läuft auf http://${config.host}:${port}`);
  });
  server.on('error', (error) => {
    console.error(`API konnte nicht starten / API could not start: ${error.message}`);
    process.exit(1);
  });

  const shutdown = (): void => {
    server.close(() => {
      void db.destroy().finally(() => process.exit(0));
    });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error('API-Start fehlgeschlagen / API start failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
